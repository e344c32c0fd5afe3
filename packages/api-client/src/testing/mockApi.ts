import {
  api,
  quoteSubmitResult,
  resumedProposal,
  type Dashboard,
  type Endpoint,
  type Insured,
  type Insurer,
  type InsurerPricingSettings,
  type InsurerPricingSettingsInput,
  type Note,
  type OutboxEmail,
  type PaymentsConfig,
  type PaymentTransaction,
  type PolicyDetail,
  type QuoteDetail,
  type QuoteHistoryEntry,
  type QuoteReadBack,
  type TokenPair,
  type User,
} from '@buildcover/domain/api';
import {
  defaultInsurerRates,
  defaultRatingTable,
  defaultUnderwritingLimits,
  submissionMessage,
  type StateOption,
} from '@buildcover/domain';
import type { HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import type { FieldError } from '../core/ApiError';
import { createApiClient, type ApiClient } from '../core/createApiClient';
import type { z } from 'zod';
import { adminHandlers } from './mockAdmin';
import { staffRoute, type MockContext } from './mockContext';
import type { MockState } from './mockState';
import { fileHandlers } from './mockFiles';
import { noteHandlers } from './mockNotes';
import { mailPayLink, quoteHandlers } from './mockQuotes';
import { recordHandlers } from './mockRecords';
import { sectionHandlers } from './mockSections';
import { contractViolations, fail, ok, onEndpoint, respond, type MockRequest } from './respond';

/**
 * The API as app and hook tests meet it, without a database: MSW handlers (node interceptors) for
 * every endpoint the apps call, over records a test puts in its state. Every answer is parsed by
 * the contract's response schema first (./respond.ts), so a test can never pass against a shape
 * the server does not send. Staff calls need a session (`signIn()` or `staffClient()`); a test
 * that needs an answer the mock does not model (a gateway refusal, a 502) adds it with `use()`.
 */
export interface MockApi extends MockState {
  /** The base URL to give createApiClient. */
  url: string;
  /** Make every access token issued so far answer 401 (as if it expired). */
  expireAccessTokens(): void;
  /** A signed-in staff session's tokens, as a login gives them. */
  signIn(): TokenPair;
  /** An api-client signed in as `staffUser` (refreshes rotate its tokens). */
  staffClient(): ApiClient;
  /** Handlers that answer before the mock's own (MSW's server.use): each still goes through `respond`. */
  use(...handlers: HttpHandler[]): void;
  /**
   * Holds every request to a contract endpoint (for example `api.insurers.remove`) until the
   * returned function is called; the mock's own handler then answers them. For a test that looks
   * at the screen while a call is on its way.
   */
  hold(endpoint: Endpoint): () => void;
  /** Stops intercepting; rejects when an answer broke the contract during the test. */
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
      {
        number: '4242424242424242',
        scheme: 'visa',
        behaviour: 'success',
        description: 'Visa: approved, frictionless 3-D Secure',
      },
      {
        number: '378282246310005',
        scheme: 'amex',
        behaviour: 'success',
        description: 'American Express: approved, frictionless 3-D Secure (4-digit CVC)',
      },
      {
        number: '4000000000003220',
        scheme: 'visa',
        behaviour: 'challenge',
        description: 'Visa: 3-D Secure challenge; enter the one-time code 123456, then approved',
      },
      {
        number: '4000000000000002',
        scheme: 'visa',
        behaviour: 'declined',
        description: 'Visa: declined by the issuer',
      },
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
  const own = <T>(value: T) => ({ value, source: 'insurer' as const, invalid: false });
  const { rates, rating_table, underwriting_limits } = body;
  return {
    rates: rates === undefined ? current.rates : rates === null ? defaults.rates : own(rates),
    rating_table:
      rating_table === undefined
        ? current.rating_table
        : rating_table === null
          ? defaults.rating_table
          : own(rating_table),
    underwriting_limits:
      underwriting_limits === undefined
        ? current.underwriting_limits
        : underwriting_limits === null
          ? defaults.underwriting_limits
          : own(underwriting_limits),
  };
}

const base64url = (json: object): string =>
  btoa(JSON.stringify(json)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

/**
 * An access token shaped as the server's (apps/server/src/auth/tokens.ts): a JWT whose claims carry
 * the user's id and role, so the apps' role checks (staffRoleOf) read it. The mock never verifies the
 * signature: it knows the tokens it issued.
 */
function accessToken(user: User, sessionId: string): string {
  const issuedAt = Math.floor(Date.now() / 1000);
  const claims = {
    typ: 'access',
    user_type: user.user_type,
    sid: sessionId,
    sub: String(user.id),
    iat: issuedAt,
    exp: issuedAt + 15 * 60,
    iss: 'buildcover',
    aud: 'buildcover-staff',
  };
  return `${base64url({ alg: 'HS256' })}.${base64url(claims)}.${base64url({ mock: sessionId })}`;
}

const wait = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
const bearerOf = (request: Request): string | undefined =>
  /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];

export async function startMockApi(options: { states?: StateOption[] | null } = {}): Promise<MockApi> {
  const url = 'http://api.test';
  let serial = 0;
  // Ids the mock hands out start high, clear of the ids a test gives its own records.
  let lastId = 100_000;
  const access = new Set<string>();
  const refresh = new Set<string>();
  const issue = (): TokenPair => {
    serial += 1;
    const pair = { access: accessToken(state.staffUser, `session-${serial}`), refresh: `refresh-${serial}` };
    access.add(pair.access);
    refresh.add(pair.refresh);
    return pair;
  };
  const violationsBefore = contractViolations.length;
  const now = () => new Date().toISOString();

  const state: MockState = {
    calls: [],
    refreshCount: 0,
    failRefresh: false,
    refreshDelayMs: 0,
    loginDelayMs: 0,
    staffUser: {
      id: 1,
      name: 'Broker Admin',
      email: TEST_USERNAME,
      user_type: 'admin',
      status: true,
      last_login: null,
      created_at: now(),
    },
    staffPassword: TEST_PASSWORD,
    states:
      options.states === undefined
        ? [
            { state_code: 'NSW', name: 'New South Wales' },
            { state_code: 'VIC', name: 'Victoria' },
          ]
        : options.states,
    users: [],
    quotes: {},
    quoteDetails: [],
    notes: [],
    quoteHistory: {},
    policyDocuments: {},
    insured: [],
    insurers: [],
    uploads: [],
    dashboard: null,
    policies: [],
    outbox: [],
    payments: [],
    paymentsConfig: sandboxPaymentsConfig(),
    paymentsConfigDelayMs: 0,
    insurerSettings: {},
    insurerSettingsUpdates: [],
    insurerSettingsErrors: null,
    proposals: [],
    savedForLater: [],
    resumeLinks: {},
    quoteResult: {
      status: 'quoted',
      ref: 'BC-000123',
      id: 'k3J9xQ',
      message: submissionMessage({ status: 'quoted', total: '3038.56', payment: 'emailed' }),
      payable: true,
    },
  };
  const ctx: MockContext = {
    url,
    state,
    signedIn: (request) => {
      const token = bearerOf(request);
      return token !== undefined && access.has(token);
    },
    nextId: () => (lastId += 1),
    now,
    sendMail: (mail) => {
      const kept: OutboxEmail = {
        text: null,
        attachments: [],
        error: null,
        ...mail,
        id: (lastId += 1),
        status: 'kept',
        created_at: now(),
        sent_at: null,
      };
      state.outbox.unshift(kept);
      return kept;
    },
    restartSessions: () => {
      access.clear();
      refresh.clear();
      return issue();
    },
  };
  const unauthorised = () => fail(401, 'Unauthorized');

  const server = setupServer(
    respond(
      api.auth.login,
      async ({ body }) => {
        await wait(state.loginDelayMs);
        if (body.username === state.staffUser.email && body.password === state.staffPassword) {
          const { id, name, email, user_type } = state.staffUser;
          return ok({ success: true as const, data: { token: issue(), user: { id, name, email, user_type } } });
        }
        return fail(401, 'Invalid username or password');
      },
      url,
    ),
    respond(
      api.auth.refresh,
      async ({ request }) => {
        state.refreshCount += 1;
        await wait(state.refreshDelayMs);
        const token = bearerOf(request);
        if (state.failRefresh || !token || !refresh.has(token)) return unauthorised();
        refresh.delete(token); // rotation: a refresh token works once
        const pair = issue();
        return ok({ success: true as const, ...pair, data: pair });
      },
      url,
    ),
    respond(
      api.auth.logout,
      ({ request }) => {
        const token = bearerOf(request);
        if (token) refresh.delete(token);
        return ok({ success: true as const, message: 'Signed out' });
      },
      url,
    ),
    respond(
      api.publicQuotes.newUid,
      () => ok({ success: true as const, data: { uid: `uid-${state.proposals.length + 1}` } }),
      url,
    ),
    respond(
      api.publicQuotes.submit,
      ({ body }) => {
        state.proposals.push(body);
        const { ref, id, payable } = state.quoteResult;
        // As the server: a payable quote's pay link goes out by mail on submission.
        if (payable && body.insured.email)
          mailPayLink(ctx, { to: body.insured.email, ref, publicId: id, quoteId: null, policyId: null });
        return ok({ success: true as const, data: state.quoteResult });
      },
      url,
    ),
    respond(
      api.proposalDrafts.saveForLater,
      ({ body }) => {
        state.savedForLater.push(body);
        const expiresAt = new Date(Date.now() + 30 * 86_400_000).toISOString();
        return ok({
          success: true as const,
          message: 'We have e-mailed you a link to finish your proposal.',
          data: { email: body.email, expires_at: expiresAt },
        });
      },
      url,
    ),
    respond(
      api.proposalDrafts.resume,
      ({ body }) => {
        const link = state.resumeLinks[body.token];
        if (!link) return fail(404, 'We could not find a saved proposal for this link.');
        if ('status' in link) return fail(link.status, link.message);
        return ok({ success: true as const, data: link });
      },
      url,
    ),
    respond(
      api.publicQuotes.retrieve,
      ({ params }) => {
        const quote = state.quotes[params.id];
        return quote ? ok({ success: true as const, data: quote }) : fail(404, 'Quote not found');
      },
      url,
    ),
    // The details of a quote the customer has not paid, whose proposal records the test did not set.
    respond(
      api.publicQuotes.retrieveDetails,
      ({ params }) => {
        const quote = state.quotes[params.id];
        if (!quote) return fail(404, 'Quote not found');
        const details = {
          ...quote,
          // The read-back names the insured; the details add the stored record's other columns.
          insured: {
            ...quote.insured,
            id: 1,
            wb_code: null,
            abn: null,
            created_at: quote.created_at,
            add_holder: null,
          },
          property: null,
          claim_risk: null,
          property_holder_risk: null,
          property_risk: null,
          policy: quote.policy ? { ...quote.policy, paid_at: null } : null,
          payment: null,
        };
        return ok({ success: true as const, data: details });
      },
      url,
    ),
    respond(
      api.payments.config,
      async () => {
        await wait(state.paymentsConfigDelayMs);
        return state.paymentsConfig
          ? ok({ success: true as const, data: state.paymentsConfig })
          : fail(500, 'Payment configuration is unavailable');
      },
      url,
    ),
    respond(
      api.states.list,
      () => (state.states ? ok({ success: true as const, data: state.states }) : fail(500, 'States are unavailable')),
      url,
    ),
    staffRoute(ctx, api.insurers.settings, ({ params }) => {
      const current = state.insurerSettings[String(params.id)];
      return current ? ok({ success: true as const, data: current }) : fail(404, 'Insurer not found');
    }),
    staffRoute(ctx, api.insurers.updateSettings, ({ params, body }) => {
      state.insurerSettingsUpdates.push(body);
      const id = String(params.id);
      const current = state.insurerSettings[id];
      if (!current) return fail(404, 'Insurer not found');
      const errors = state.insurerSettingsErrors;
      if (errors) return fail(400, errors[0]?.message ?? 'Invalid settings', errors);
      const saved = applySettings(current, body);
      state.insurerSettings[id] = saved;
      return ok({ success: true as const, message: 'Insurer settings updated successfully!', data: saved });
    }),
    ...quoteHandlers(ctx),
    ...sectionHandlers(ctx),
    ...noteHandlers(ctx),
    ...fileHandlers(ctx),
    ...recordHandlers(ctx),
    ...adminHandlers(ctx),
  );
  server.events.on('request:start', ({ request }) => {
    state.calls.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization') ?? undefined,
    });
  });
  server.listen({ onUnhandledRequest: 'error' });

  return Object.assign(state, {
    url,
    expireAccessTokens: () => access.clear(),
    signIn: issue,
    staffClient: () => {
      let tokens = issue();
      return createApiClient({
        baseUrl: url,
        getAccessToken: () => tokens.access,
        getRefreshToken: () => tokens.refresh,
        onTokens: (next) => (tokens = next),
      });
    },
    use: (...handlers: HttpHandler[]) => server.use(...handlers),
    hold: (endpoint: Endpoint) => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      // Answering nothing lets MSW pass the request on to the mock's own contract handler.
      server.use(onEndpoint(endpoint, url, () => gate.then(() => undefined)));
      return release;
    },
    close: async () => {
      server.close();
      const broken = contractViolations.slice(violationsBefore);
      if (broken.length > 0) throw new Error(`The mock API answered outside the contract:\n${broken.join('\n')}`);
    },
  });
}
