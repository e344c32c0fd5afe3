import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defaultInsurerRates, defaultRatingTable, defaultUnderwritingLimits } from '@buildcover/domain';
import type { FieldError } from '../core/ApiError';
import type { StateOption } from '../types/entities';
import type { InsurerPricingSettings, InsurerPricingSettingsInput } from '../types/insurerSettings';
import type { PaymentsConfig } from '../types/payments';

/**
 * A real HTTP server on 127.0.0.1 (random port) that speaks the auth and list parts of /api/v1
 * the way apps/server does: for unit tests of the session rules and of the screens, without a
 * database. Tokens rotate on refresh and old ones stop working at once (the real server also
 * answers a token spent under 30 s ago; the client must not need that).
 */
export interface TestApiServer {
  url: string;
  /** Every request seen, in order. */
  calls: { method: string; path: string; authorization: string | undefined }[];
  refreshCount: number;
  /** Make every access token issued so far answer 401 (as if it expired). */
  expireAccessTokens(): void;
  /** Refresh answers 401. */
  failRefresh: boolean;
  /** Delay before answering a refresh or a login, to line requests up. */
  refreshDelayMs: number;
  loginDelayMs: number;
  /** The states list; null makes GET /states answer 500. */
  states: StateOption[] | null;
  /** GET /api/v1/users answers 403 (a role the server refuses). */
  forbidUsers: boolean;
  /** Quotes a customer link can open: POST /api/v1/quotes/retrieve/{id}[/details] answers them, 404 otherwise. */
  quotes: Record<string, Record<string, unknown>>;
  /** GET /api/v1/payments/config answers this (the sandbox defaults); null makes it answer 500. */
  paymentsConfig: PaymentsConfig | null;
  /** Delay before answering GET /api/v1/payments/config, to see a loading state. */
  paymentsConfigDelayMs: number;
  /** Pricing settings by insurer id: GET/PUT /api/v1/insurers/{id}/settings answer them (a PUT applies its keys), 404 otherwise. */
  insurerSettings: Record<string, InsurerPricingSettings>;
  /** When set, PUT /api/v1/insurers/{id}/settings answers 400 with these field errors and stores nothing. */
  insurerSettingsErrors: FieldError[] | null;
  close(): Promise<void>;
}

export const TEST_USERNAME = 'broker.admin';
export const TEST_PASSWORD = 'Harbour-Bridge-42!';

/** The real server's answer on the sandbox gateway with default surcharges (a test may change it). */
export function sandboxPaymentsConfig(): PaymentsConfig {
  return {
    pg: 'deft_macquarie',
    gateway: 'sandbox',
    merchant_name: 'BuildCover',
    sdk_url: '/sandbox-gateway/sdk.js',
    accepted_schemes: ['visa', 'mastercard', 'amex'],
    surcharge_enabled: true,
    surcharge_rates: { visa: '1.10', mastercard: '1.10', amex: '2.50' },
    test_cards: [
      { number: '4242424242424242', scheme: 'visa', behaviour: 'success', description: 'Visa: approved, frictionless 3-D Secure' },
      { number: '378282246310005', scheme: 'amex', behaviour: 'success', description: 'American Express: approved, frictionless 3-D Secure (4-digit CVC)' },
      { number: '4000000000003220', scheme: 'visa', behaviour: 'challenge', description: 'Visa: 3-D Secure challenge; enter the one-time code 123456, then approved' },
      { number: '4000000000000002', scheme: 'visa', behaviour: 'declined', description: 'Visa: declined by the issuer' },
    ],
  };
}

/** What the real server answers for an insurer that keeps no pricing settings of its own. */
export function defaultInsurerSettings(): InsurerPricingSettings {
  return {
    rates: { value: defaultInsurerRates, source: 'default', invalid: false },
    rating_table: { value: defaultRatingTable, source: 'default', invalid: false },
    underwriting_limits: { value: defaultUnderwritingLimits, source: 'default', invalid: false },
  };
}

/** A PUT as the real server applies it: each key sent becomes the insurer's own, null the default. */
function applySettings(current: InsurerPricingSettings, body: InsurerPricingSettingsInput): InsurerPricingSettings {
  const defaults = defaultInsurerSettings();
  const pick = <K extends keyof InsurerPricingSettings>(key: K): InsurerPricingSettings[K] => {
    const value = body[key];
    if (value === undefined) return current[key];
    if (value === null) return defaults[key];
    return { value, source: 'insurer', invalid: false } as InsurerPricingSettings[K];
  };
  return { rates: pick('rates'), rating_table: pick('rating_table'), underwriting_limits: pick('underwriting_limits') };
}

const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

export async function startTestApiServer(options: { states?: StateOption[] | null } = {}): Promise<TestApiServer> {
  let serial = 0;
  const access = new Set<string>();
  const refresh = new Set<string>();
  const issue = (): { access: string; refresh: string } => {
    serial += 1;
    const pair = { access: `access-${serial}`, refresh: `refresh-${serial}` };
    access.add(pair.access);
    refresh.add(pair.refresh);
    return pair;
  };
  const bearer = (req: IncomingMessage): string | undefined => /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];

  const state: Omit<TestApiServer, 'url' | 'close' | 'expireAccessTokens'> = {
    calls: [],
    refreshCount: 0,
    failRefresh: false,
    refreshDelayMs: 0,
    loginDelayMs: 0,
    states: options.states === undefined ? [{ state_code: 'NSW', name: 'New South Wales' }, { state_code: 'VIC', name: 'Victoria' }] : options.states,
    forbidUsers: false,
    quotes: {},
    paymentsConfig: sandboxPaymentsConfig(),
    paymentsConfigDelayMs: 0,
    insurerSettings: {},
    insurerSettingsErrors: null,
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      state.calls.push({ method: req.method ?? 'GET', path: url.pathname, authorization: req.headers.authorization });
      const route = `${req.method} ${url.pathname}`;
      const unauthorised = (): void => send(res, 401, { success: false, message: 'Unauthorized' });

      if (route === 'POST /api/v1/auth/login') {
        const body = (await readJson(req)) as { username?: string; password?: string } | undefined;
        await wait(state.loginDelayMs);
        if (body?.username === TEST_USERNAME && body.password === TEST_PASSWORD) return send(res, 200, { success: true, data: { token: issue() } });
        return send(res, 401, { success: false, message: 'Invalid username or password' });
      }
      if (route === 'POST /api/v1/auth/token/refresh') {
        state.refreshCount += 1;
        await wait(state.refreshDelayMs);
        const token = bearer(req);
        if (state.failRefresh || !token || !refresh.has(token)) return unauthorised();
        refresh.delete(token); // rotation: a refresh token works once
        const pair = issue();
        return send(res, 200, { success: true, ...pair, data: pair });
      }
      if (route === 'POST /api/v1/auth/logout') {
        const token = bearer(req);
        if (token) refresh.delete(token);
        return send(res, 200, { success: true, message: 'Signed out' });
      }
      const retrieve = /^POST \/api\/v1\/quotes\/retrieve\/([^/]+)(?:\/details)?$/.exec(route);
      if (retrieve) {
        const quote = state.quotes[decodeURIComponent(retrieve[1] ?? '')];
        return quote ? send(res, 200, { success: true, data: quote }) : send(res, 404, { success: false, message: 'Quote not found' });
      }
      if (route === 'GET /api/v1/payments/config') {
        await wait(state.paymentsConfigDelayMs);
        if (!state.paymentsConfig) return send(res, 500, { success: false, message: 'Payment configuration is unavailable' });
        return send(res, 200, { success: true, data: state.paymentsConfig });
      }
      if (route === 'GET /api/v1/states') {
        const token = bearer(req);
        if (token && !access.has(token)) return unauthorised();
        if (!state.states) return send(res, 500, { success: false, message: 'States are unavailable' });
        return send(res, 200, { success: true, data: state.states });
      }
      const token = bearer(req);
      if (!token || !access.has(token)) return unauthorised();
      if (route === 'GET /api/v1/users' && state.forbidUsers) return send(res, 403, { success: false, message: 'Forbidden' });
      const settings = /^(GET|PUT) \/api\/v1\/insurers\/([^/]+)\/settings$/.exec(route);
      if (settings) {
        const id = decodeURIComponent(settings[2] ?? '');
        const current = state.insurerSettings[id];
        if (!current) return send(res, 404, { success: false, message: 'Insurer not found' });
        if (settings[1] === 'GET') return send(res, 200, { success: true, data: current });
        const body = (await readJson(req)) as InsurerPricingSettingsInput;
        const errors = state.insurerSettingsErrors;
        if (errors) return send(res, 400, { success: false, message: errors[0]?.message ?? 'Invalid settings', errors });
        state.insurerSettings[id] = applySettings(current, body);
        return send(res, 200, { success: true, message: 'Insurer settings updated successfully!', data: state.insurerSettings[id] });
      }
      if (route === 'GET /api/v1/quotes/list' || route === 'GET /api/v1/users') {
        return send(res, 200, { success: true, data: { results: [], count: 0 } });
      }
      return send(res, 404, { success: false, message: 'Not found' });
    })();
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    expireAccessTokens: () => access.clear(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  });
}
