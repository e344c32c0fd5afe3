/*
 * What one request costs on PGlite, request type by request type: the SQL statements it sends
 * (count and time, per statement), the change notifications its writes fire, and the time until the
 * answer. One request at a time, after a warm-up, on a seeded database (bench/README.md, "Where the
 * time goes").
 *
 *   npm run bench -- cost [--rows N] [--repeat N]
 */
import type { InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app';
import { benchConfig, benchStaff } from './benchConfig';
import type {} from '../../apps/server/src/plugins/database';
import type {} from '../../apps/server/src/plugins/readCache';
import { recordStatements, type RecordedStatement } from '../../apps/server/test/statements';
import { login, proposalValues, sequence } from './scenarios';
import { seedQuotes } from './seed';
import { cpuProfiler } from './cpuProfile';
import { toQuoteRequest } from '@buildcover/domain';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '5000' },
    repeat: { type: 'string', default: '20' },
    only: { type: 'string' },
    profile: { type: 'string' },
  },
});
const rows = Number(args.rows);
const repeat = Number(args.repeat);
const STAFF = benchStaff;

const profiler = cpuProfiler();
const dataDir = mkdtempSync(join(tmpdir(), 'buildcover-cost-'));
const app = await buildApp(benchConfig(dataDir, STAFF));
await app.ready();
await seedQuotes(app.db, { rows, engine: 'pglite', log: () => undefined });
// Change notifications, as the read cache hears them (one per table a committed statement changed).
let notifications: string[] | null = null;
const changed = app.readCache.changed.bind(app.readCache);
app.readCache.changed = (table) => {
  notifications?.push(table);
  changed(table);
};
const token = await login(app, STAFF.username, STAFF.password);
const staff = { authorization: `Bearer ${token}` };
const random = sequence(7);
let address = 1;

type Inject = InjectOptions;
const requests: { name: string; next: () => Promise<Inject> }[] = [
  {
    name: 'GET /quotes/list (same page again)',
    next: async () => ({ method: 'GET', url: '/api/v1/quotes/list?start=0&limit=10', headers: staff }),
  },
  {
    name: 'GET /quotes/search (same term again)',
    next: async () => ({ method: 'GET', url: '/api/v1/quotes/search?q=smith&start=0&limit=10', headers: staff }),
  },
  {
    name: 'GET /quotes/{id}',
    next: async () => ({ method: 'GET', url: `/api/v1/quotes/${1 + Math.floor(random() * rows)}`, headers: staff }),
  },
  { name: 'GET /states', next: async () => ({ method: 'GET', url: '/api/v1/states' }) },
  {
    name: 'GET /quotes/get/id (a session)',
    next: async () => ({
      method: 'GET',
      url: '/api/v1/quotes/get/id',
      headers: { 'x-forwarded-for': `10.9.${address >> 8}.${address++ & 255}` },
    }),
  },
  {
    name: 'POST /quotes/get (submission)',
    next: async () => {
      const forwarded = `10.8.${address >> 8}.${address++ & 255}`;
      const session = await app.inject({
        method: 'GET',
        url: '/api/v1/quotes/get/id',
        headers: { 'x-forwarded-for': forwarded },
      });
      const uid = (session.json() as { data: { uid: string } }).data.uid;
      return {
        method: 'POST',
        url: '/api/v1/quotes/get',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': forwarded },
        payload: toQuoteRequest(proposalValues(random), uid),
      };
    },
  },
];

/** Runs the tasks with at most `limit` under way at once. */
async function inFlight(limit: number, tasks: (() => Promise<unknown>)[]): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < tasks.length) await tasks[next++]!();
    }),
  );
}

for (const { name, next } of requests.filter((r) => !args.only || r.name.includes(args.only))) {
  const costs: { ms: number; statements: RecordedStatement[]; notified: string[]; status: number }[] = [];
  for (let i = 0; i < repeat + 2; i++) {
    const request = await next();
    notifications = [];
    let ms = 0;
    let status = 0;
    const statements = await recordStatements(async () => {
      const started = performance.now();
      status = (await app.inject(request)).statusCode;
      ms = performance.now() - started;
      // Work the request left running after its answer is counted with it.
      await new Promise((done) => setTimeout(done, 50));
    });
    if (i >= 2) costs.push({ ms, statements, notified: notifications, status });
    notifications = null;
  }
  if (args.profile) {
    // A burst as the load test sends it (50 in flight), profiled on its own.
    const burst = await Promise.all(Array.from({ length: repeat * 10 }, next));
    await profiler.start();
    const started = performance.now();
    await inFlight(
      50,
      burst.map((request) => () => app.inject(request)),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `\n## ${name}: a burst of ${burst.length}, 50 in flight: ${(burst.length / seconds).toFixed(0)} a second`,
    );
    await profiler.stop(join(args.profile, `${name.replace(/[^a-z]+/gi, '-')}.cpuprofile`));
  }
  const avg = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const statements = costs.flatMap((c) => c.statements);
  const byText = new Map<string, { n: number; ms: number }>();
  for (const s of statements) {
    const text = s.text.slice(0, 110);
    const entry = byText.get(text) ?? { n: 0, ms: 0 };
    entry.n += 1;
    entry.ms += s.ms;
    byText.set(text, entry);
  }
  const notified = new Map<string, number>();
  for (const table of costs.flatMap((c) => c.notified)) notified.set(table, (notified.get(table) ?? 0) + 1);
  console.log(
    `\n## ${name}: ${avg(costs.map((c) => c.ms)).toFixed(2)} ms a request (statuses ${[...new Set(costs.map((c) => c.status))].join(',')}), ${(statements.length / costs.length).toFixed(1)} statements a request`,
  );
  console.log(
    `   change notifications a request: ${[...notified].map(([t, n]) => `${t} ×${(n / costs.length).toFixed(1)}`).join(', ') || 'none'}`,
  );
  for (const [text, { n, ms }] of [...byText].sort((a, b) => b[1].ms - a[1].ms)) {
    console.log(`   ${(n / costs.length).toFixed(1).padStart(4)} × ${(ms / n).toFixed(2).padStart(7)} ms  ${text}`);
  }
}

await app.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(0);
