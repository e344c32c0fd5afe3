import type { FastifyInstance } from 'fastify';
import { addDaysIso, toQuoteRequest, todayIso, type ProposalFormValues } from '@buildcover/domain';
import { cleanProposal } from '@buildcover/domain/testing';
import { cannedKey, type CannedResponse } from './ceiling';
import type { RequestSpec } from './load';
import { emailDomains, firstNames, places, streetNames, streetTypes, surnames } from './seedData';

export type ScenarioName = 'submit' | 'list' | 'search' | 'detail' | 'states';

export interface Scenario {
  name: ScenarioName;
  /** What the table calls it. */
  label: string;
  requests: RequestSpec[];
  /** Fresh quote sessions: each request may be sent once. */
  once: boolean;
}

/** Search terms of 3+ characters that match seeded rows: names, a ref, a wb code, e-mail parts. */
export const searchTerms = ['Nguyen', 'smith', 'Patel', 'Jack Wil', 'BC-00042', 'WB123', 'bigpond', 'chloe.t'];

/** A small deterministic generator, so every run asks for the same pages, ids and people. */
export function sequence(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}
export const pickFrom = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)]!;

/**
 * Many customers behind the load balancer: the submission routes are rate-limited per address, and
 * the benchmark runs with TRUST_PROXY=1, so each proposal comes from its own X-Forwarded-For.
 */
const customerAddress = (n: number): string => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Proposals like the public form sends: the domain's clean proposal with varied people, places and answers. */
export function proposalValues(random: () => number): ProposalFormValues {
  const first = pickFrom(firstNames, random);
  const last = pickFrom(surnames, random);
  const email =
    `${first}.${last.replace(/'/g, '')}${Math.floor(random() * 1000)}@${pickFrom(emailDomains, random)}`.toLowerCase();
  const [suburb, state, postcode] = pickFrom(places, random);
  const roll = random();
  const answers: Partial<ProposalFormValues> =
    roll < 0.15 ? { excavationDeeper: 'yes' } : roll < 0.2 ? { workOutsideMainland: 'yes' } : {};
  return cleanProposal({
    policyHolder: {
      title: pickFrom(['Mr', 'Ms', 'Mrs', 'Dr'], random),
      firstName: first,
      surname: last,
      contactPhone: `04${String(Math.floor(random() * 1e8)).padStart(8, '0')}`,
      emailAddress: email,
      confirmEmailAddress: email,
      wbCode: '',
      abn: '',
    },
    street: `${1 + Math.floor(random() * 250)} ${pickFrom(streetNames, random)} ${pickFrom(streetTypes, random)}`,
    suburb,
    state,
    postcode,
    ...(state === 'VIC' ? { victorianProtection: 'no' as const } : {}),
    constructionValue: String(200_000 + Math.floor(random() * 1_800) * 1_000),
    liabilityIndemnity: random() < 0.8 ? '5000000' : '10000000',
    builderProjectStartDate: addDaysIso(todayIso(), 14 + Math.floor(random() * 60)),
    ...answers,
  });
}

export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`staff login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { token: { access: string } } }).data.token.access;
}

/** Fresh quote sessions through GET /api/v1/quotes/get/id, a few at a time. */
async function openSessions(app: FastifyInstance, count: number, firstAddress: number): Promise<string[]> {
  const uids: string[] = [];
  for (let start = 0; start < count; start += 25) {
    const batch = Array.from({ length: Math.min(25, count - start) }, (_, i) =>
      app.inject({
        method: 'GET',
        url: '/api/v1/quotes/get/id',
        headers: { 'x-forwarded-for': customerAddress(firstAddress + start + i) },
      }),
    );
    for (const response of await Promise.all(batch)) {
      if (response.statusCode !== 200)
        throw new Error(`GET /quotes/get/id answered ${response.statusCode}: ${response.body}`);
      uids.push((response.json() as { data: { uid: string } }).data.uid);
    }
  }
  return uids;
}

export interface PreparedScenarios {
  scenarios: Scenario[];
  /** The real server's answers, by request, for the ceiling server. */
  canned: Map<string, CannedResponse>;
}

export interface PrepareOptions {
  baseUrl: string;
  rows: number;
  submitPool: number;
  staff: { username: string; password: string };
  log: (line: string) => void;
}

/** Requests for every scenario, prepared before the clock starts, with the real answers captured over HTTP. */
export async function prepareScenarios(app: FastifyInstance, options: PrepareOptions): Promise<PreparedScenarios> {
  const random = sequence(20_261_122);
  const canned = new Map<string, CannedResponse>();
  const capture = async (spec: RequestSpec, { mayFail = false } = {}): Promise<unknown> => {
    const response = await fetch(`${options.baseUrl}${spec.path}`, {
      method: spec.method,
      headers: spec.headers,
      ...(spec.body === undefined ? {} : { body: spec.body }),
    });
    const body = Buffer.from(await response.arrayBuffer());
    if (response.status !== 200) {
      const problem = `${spec.method} ${spec.path} answered ${response.status}: ${body.toString()}`;
      if (!mayFail) throw new Error(problem);
      options.log(`  WARNING: ${problem} (the run goes on; the table counts these answers as non-2xx)`);
    }
    canned.set(cannedKey(spec.method, spec.path), { status: response.status, body });
    return JSON.parse(body.toString()) as unknown;
  };

  const token = await login(app, options.staff.username, options.staff.password);
  const staffHeaders = { authorization: `Bearer ${token}` };

  const list: RequestSpec[] = Array.from({ length: 100 }, (_, page) => ({
    method: 'GET',
    path: `/api/v1/quotes/list?start=${page * 10}&limit=10`,
    headers: staffHeaders,
  }));
  for (const spec of list) await capture(spec);

  const search: RequestSpec[] = [];
  for (const term of searchTerms) {
    const spec: RequestSpec = {
      method: 'GET',
      path: `/api/v1/quotes/search?q=${encodeURIComponent(term)}&start=0&limit=10`,
      headers: staffHeaders,
    };
    const body = (await capture(spec)) as { count: number };
    if (body.count === 0) options.log(`  note: search "${term}" matches no quotes at ${options.rows} rows`);
    search.push(spec);
  }

  // Reference data as the quote form asks for it: no session, answered from memory with an ETag.
  const states: RequestSpec[] = [{ method: 'GET', path: '/api/v1/states', headers: {} }];
  for (const spec of states) await capture(spec);

  const detail: RequestSpec[] = Array.from({ length: 200 }, () => ({
    method: 'GET',
    path: `/api/v1/quotes/${1 + Math.floor(random() * options.rows)}`,
    headers: staffHeaders,
  }));
  for (const spec of detail) await capture(spec);

  options.log(`  opening ${options.submitPool.toLocaleString('en-AU')} quote sessions for the submission scenario…`);
  const uids = await openSessions(app, options.submitPool + 1, 1);
  const submit: RequestSpec[] = uids.map((uid, i) => ({
    method: 'POST',
    path: '/api/v1/quotes/get',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': customerAddress(100_000 + i) },
    body: JSON.stringify(toQuoteRequest(proposalValues(random), uid)),
  }));
  // The first proposal proves the payloads are valid and gives the ceiling its answer. A server
  // failure here is a finding to report (e.g. refs past BC-999999), not a reason to stop the run.
  await capture(submit.shift()!, { mayFail: true });

  return {
    canned,
    scenarios: [
      { name: 'list', label: 'GET /quotes/list', requests: list, once: false },
      { name: 'search', label: 'GET /quotes/search', requests: search, once: false },
      { name: 'detail', label: 'GET /quotes/{id}', requests: detail, once: false },
      { name: 'states', label: 'GET /states', requests: states, once: false },
      { name: 'submit', label: 'POST /quotes/get', requests: submit, once: true },
    ],
  };
}
