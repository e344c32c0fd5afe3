/*
 * The soak's mixed customer and staff traffic: each virtual user repeats one weighted action at a
 * time against the server, and every request's latency and outcome is recorded.
 */
import type { FastifyInstance } from 'fastify';
import { payCall, preparePayment } from '../../apps/server/src/payments/test/flow';
import { quoteAccessToken, type QuoteFixture } from '../../apps/server/src/payments/test/fixtures';
import { payloadFor, referredAnswers } from '../../apps/server/src/routes/quotes/quoteFixtures.test-support';
import { httpInjector } from '../../apps/server/test/serverProcess';

export interface Sample {
  at: number;
  ms: number;
  action: string;
  ok: boolean;
  detail?: string;
}

interface Submitted {
  ref: string;
  publicId: string;
  status: string;
}

export interface TrafficContext {
  baseUrl: string;
  staff: { authorization: string };
  record(sample: Sample): void;
}

/**
 * Each customer arrives from an address of their own (the server runs with TRUST_PROXY=1), as
 * customers behind a load balancer do, so the public routes' per-address limits hold as in production.
 */
function customer(context: TrafficContext): { headers: Record<string, string>; client: FastifyInstance } {
  // Documentation ranges (RFC 5737): a header value only; every request goes to loopback.
  const network = Math.random() < 0.5 ? '198.51.100' : '203.0.113';
  const headers = { 'x-forwarded-for': `${network}.${1 + Math.floor(Math.random() * 254)}` };
  return { headers, client: httpInjector(context.baseUrl, headers) };
}

const searchTerms = ['smith', 'NSW', 'builder', 'example.com'];

/** Pending work between users: quotes submitted (to link and pay later). */
const submitted: Submitted[] = [];
const linked: { quoteId: number; ref: string; publicId: string }[] = [];
/** Quotes a broker has taken up (marked before the first await, so two users never take the same one). */
const takenUp = new Set<string>();

async function timed(
  context: TrafficContext,
  action: string,
  call: () => Promise<Response>,
  expected = (status: number) => status === 200,
): Promise<Response | null> {
  const started = performance.now();
  try {
    const response = await call();
    const ok = expected(response.status);
    context.record({
      at: Date.now(),
      ms: performance.now() - started,
      action,
      ok,
      ...(ok
        ? {}
        : {
            detail: `${response.status} ${await response
              .clone()
              .text()
              .then((t) => t.slice(0, 200))}`,
          }),
    });
    return response;
  } catch (error) {
    context.record({
      at: Date.now(),
      ms: performance.now() - started,
      action,
      ok: false,
      detail: (error as Error).message,
    });
    return null;
  }
}

const jsonPost = (context: TrafficContext, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${context.baseUrl}/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** One action per call, chosen by weight: what a day of customers and brokers looks like, compressed. */
export const actions: { name: string; weight: number; run: (context: TrafficContext) => Promise<void> }[] = [
  {
    name: 'submit proposal',
    weight: 20,
    async run(context) {
      const referred = Math.random() < 0.2;
      const { client, headers } = customer(context);
      const payload = await payloadFor(client, referred ? referredAnswers : {});
      const response = await timed(context, 'submit proposal', () =>
        jsonPost(context, '/quotes/get', payload, headers),
      );
      if (response?.ok) {
        const { data } = (await response.json()) as { data: { ref: string; id: string; status: string } };
        submitted.push({ ref: data.ref, publicId: data.id, status: data.status });
      }
    },
  },
  {
    name: 'customer reads quote',
    weight: 15,
    async run(context) {
      const quote = submitted[Math.floor(Math.random() * submitted.length)];
      if (!quote) return;
      const { headers } = customer(context);
      await timed(context, 'customer reads quote', () =>
        jsonPost(context, `/quotes/retrieve/${quote.publicId}`, {}, headers),
      );
    },
  },
  {
    name: 'states',
    weight: 10,
    run: async (context) => void (await timed(context, 'states', () => fetch(`${context.baseUrl}/api/v1/states`))),
  },
  {
    name: 'staff list',
    weight: 15,
    async run(context) {
      const start = Math.floor(Math.random() * 5) * 10;
      await timed(context, 'staff list', () =>
        fetch(`${context.baseUrl}/api/v1/quotes/list?start=${start}&limit=10`, { headers: context.staff }),
      );
    },
  },
  {
    name: 'staff search',
    weight: 10,
    async run(context) {
      const term = searchTerms[Math.floor(Math.random() * searchTerms.length)]!;
      await timed(context, 'staff search', () =>
        fetch(`${context.baseUrl}/api/v1/quotes/search?q=${encodeURIComponent(term)}`, { headers: context.staff }),
      );
    },
  },
  {
    name: 'staff note + payment link',
    weight: 10,
    async run(context) {
      const quote = submitted.find((s) => s.status === 'quoted' && !takenUp.has(s.ref));
      if (!quote) return;
      takenUp.add(quote.ref);
      const found = await timed(context, 'staff search', () =>
        fetch(`${context.baseUrl}/api/v1/quotes/search?q=${quote.ref}`, { headers: context.staff }),
      );
      if (!found?.ok) return;
      const quoteId = ((await found.json()) as { data: { results: { id: number }[] } }).data.results[0]!.id;
      await timed(context, 'staff detail', () =>
        fetch(`${context.baseUrl}/api/v1/quotes/${quoteId}`, { headers: context.staff }),
      );
      await timed(context, 'staff note', () =>
        jsonPost(
          context,
          `/quotes/${quoteId}/notes`,
          { note: `<p>Spoke with the customer about ${quote.ref}.</p>` },
          context.staff,
        ),
      );
      const link = await timed(context, 'payment link', () =>
        jsonPost(context, `/quotes/${quoteId}/payment`, {}, context.staff),
      );
      if (link?.ok) linked.push({ quoteId, ref: quote.ref, publicId: quote.publicId });
    },
  },
  {
    name: 'customer pays',
    weight: 8,
    async run(context) {
      const quote = linked.shift();
      if (!quote) return;
      const started = performance.now();
      try {
        const detail = (await (
          await fetch(`${context.baseUrl}/api/v1/quotes/${quote.quoteId}`, { headers: context.staff })
        ).json()) as {
          data: {
            policy: { id: number; premium: { total_amount: string } };
            insurer: { id: number };
            insured: { email: string };
          };
        };
        const fixture: QuoteFixture = {
          quoteId: quote.quoteId,
          publicId: quote.publicId,
          ref: quote.ref,
          policyId: detail.data.policy.id,
          insurerId: detail.data.insurer.id,
          premium: detail.data.policy.premium.total_amount,
          email: detail.data.insured.email,
        };
        const { client } = customer(context);
        const token = await quoteAccessToken(client, quote.publicId);
        const prepared = await preparePayment(client, token, fixture, { number: '4242424242424242' });
        const paid = await payCall(client, token, prepared.body);
        context.record({
          at: Date.now(),
          ms: performance.now() - started,
          action: 'customer pays (whole flow)',
          ok: paid.status === 200,
          ...(paid.status === 200 ? {} : { detail: JSON.stringify(paid.body).slice(0, 200) }),
        });
      } catch (error) {
        context.record({
          at: Date.now(),
          ms: performance.now() - started,
          action: 'customer pays (whole flow)',
          ok: false,
          detail: (error as Error).message.slice(0, 200),
        });
      }
    },
  },
];

export function pickAction(): (typeof actions)[number] {
  const total = actions.reduce((sum, action) => sum + action.weight, 0);
  let roll = Math.random() * total;
  for (const action of actions) {
    roll -= action.weight;
    if (roll < 0) return action;
  }
  return actions[0]!;
}
