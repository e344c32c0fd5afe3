/*
 * Back-office lists at scale (issue 16, Performance): every list (default order and each sortable
 * column, both ways), each search, the filters and the dashboard, asked by one staff user (one
 * request at a time) with the server's read cache off, on PostgreSQL. Prints p50/p95 per scenario
 * and writes the EXPLAIN (ANALYZE, BUFFERS) plan of every statement one request of it runs.
 *
 *   npm run bench:lists -- [--database-url URL] [--rows N] [--requests R] [--scenario-seconds S] [--only TEXT] [--no-save]
 *
 * A scenario stops after R requests, or after S seconds once it has 5 (a slow one would take hours).
 *
 * --only runs the scenarios whose label contains TEXT (e.g. 'transactions').
 *
 * Without --database-url a private PostgreSQL is started, seeded and stopped. With it, the database
 * is seeded only when it holds no quotes, so a seeded million can be measured again and again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  insuredSortKeys,
  insurerSortKeys,
  outboxSortKeys,
  policySortKeys,
  quoteSortKeys,
  transactionSortKeys,
  userSortKeys,
} from '@buildcover/domain/api';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type {} from '../../apps/server/src/plugins/readCache';
import { startPostgres, type PrivatePostgres } from './postgres';
import { replaceBetweenMarkers } from './report';
import { login, searchTerms } from './scenarios';
import { openSeededDatabase } from './seededDatabase';

const STAFF = { username: 'bench@buildcover.local', password: 'Bench#Passw0rd-2026' };
const benchDir = new URL('..', import.meta.url);
const AIM_MS = 50;
const usage =
  'usage: npm run bench:lists -- [--database-url URL] [--rows N] [--requests R] [--scenario-seconds S] [--only TEXT] [--no-save]';
const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    rows: { type: 'string', default: '1000000' },
    requests: { type: 'string', default: '60' },
    'scenario-seconds': { type: 'string', default: '10' },
    only: { type: 'string' },
    'no-save': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const rows = Number(args.rows);
const requestsPerScenario = Number(args.requests);
const scenarioSeconds = Number(args['scenario-seconds']);
if (!Number.isInteger(rows) || rows < 1 || !Number.isInteger(requestsPerScenario) || requestsPerScenario < 2) {
  console.error(usage);
  process.exit(2);
}
const log = (line: string): void => console.log(line);

interface ListScenario {
  /** What the table calls it. */
  label: string;
  /** Paths (with query) asked in turn, one at a time. */
  paths: string[];
}

/** The first 100 pages of 10 in turn, as staff page through a list. */
const pages = (path: string, query = ''): string[] =>
  Array.from({ length: 100 }, (_, i) => `${path}?start=${i * 10}&limit=10${query}`);

function listScenarios(quoteIds: readonly number[]): ListScenario[] {
  const lists: { name: string; path: string; sorts: readonly string[] }[] = [
    { name: 'quotes', path: '/quotes/list', sorts: quoteSortKeys },
    { name: 'insured', path: '/insured', sorts: insuredSortKeys },
    { name: 'policies', path: '/policies', sorts: policySortKeys },
    { name: 'transactions', path: '/payments', sorts: transactionSortKeys },
    { name: 'outbox', path: '/outbox', sorts: outboxSortKeys },
    { name: 'users', path: '/users', sorts: userSortKeys },
    { name: 'insurers', path: '/insurer', sorts: insurerSortKeys },
  ];
  // The floor: the same request path (HTTP, auth-free route, one small query) without a list.
  const scenarios: ListScenario[] = [{ label: 'health (no list: the floor on this machine)', paths: ['/health'] }];
  for (const list of lists) {
    scenarios.push({ label: `${list.name}: default order`, paths: pages(list.path) });
    for (const sort of list.sorts) {
      for (const order of ['asc', 'desc'])
        scenarios.push({
          label: `${list.name}: by ${sort} ${order}`,
          paths: pages(list.path, `&sort=${sort}&order=${order}`),
        });
    }
  }
  const term = (i: number) => encodeURIComponent(searchTerms[i % searchTerms.length]!);
  const searches = (path: string, sort = '') =>
    Array.from(
      { length: searchTerms.length * 3 },
      (_, i) => `${path}?q=${term(i)}&start=${(i % 3) * 10}&limit=10${sort}`,
    );
  scenarios.push(
    { label: 'quotes: search', paths: searches('/quotes/search') },
    { label: 'insured: search', paths: searches('/insured/search') },
    { label: 'policies: search', paths: searches('/policies') },
    { label: 'transactions: search', paths: searches('/payments') },
    { label: 'outbox: search', paths: searches('/outbox') },
    // A search keeps the list's sort: one column of each list, on another index than the default.
    {
      label: 'quotes: search by premium_amount desc',
      paths: searches('/quotes/search', '&sort=premium_amount&order=desc'),
    },
    { label: 'insured: search by full_name asc', paths: searches('/insured/search', '&sort=full_name&order=asc') },
    { label: 'policies: search by total_amount desc', paths: searches('/policies', '&sort=total_amount&order=desc') },
    { label: 'transactions: search by total_amount asc', paths: searches('/payments', '&sort=total_amount&order=asc') },
    { label: 'outbox: search by to asc', paths: searches('/outbox', '&sort=to&order=asc') },
    { label: 'users: search', paths: searches('/users/search') },
    { label: 'insurers: search', paths: searches('/insurer/search') },
    { label: 'policies: status active', paths: pages('/policies', '&status=active') },
    { label: 'policies: status cancelled', paths: pages('/policies', '&status=cancelled') },
    { label: 'transactions: status failed', paths: pages('/payments', '&status=failed') },
    { label: 'outbox: status kept', paths: pages('/outbox', '&status=kept') },
    { label: 'notes of a quote', paths: quoteIds.map((id) => `/quotes/${id}/notes?start=0&limit=5`) },
    { label: 'dashboard: default range', paths: ['/dashboard'] },
    { label: 'dashboard: last three years', paths: [`/dashboard?from=${isoDaysAgo(1095)}&to=${isoDaysAgo(0)}`] },
  );
  return scenarios;
}

function isoDaysAgo(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The server settings that decide how often a page is read from disk rather than from memory (a
 * search reads ~1,000 table pages the first time a term is asked): bench/README.md, "PostgreSQL
 * settings".
 */
async function serverSettings(client: pg.Client): Promise<string> {
  const names = ['shared_buffers', 'effective_cache_size', 'effective_io_concurrency'];
  const shown = await Promise.all(
    names.map(
      async (name) => `${name} ${(await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]?.[name]}`,
    ),
  );
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  return `PostgreSQL ${rows[0]?.server_version.split(' ')[0]}: ${shown.join(', ')}`;
}

const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/** Every statement the server sends while `work` runs (node-postgres clients, this process). */
async function captureStatements(work: () => Promise<void>): Promise<{ text: string; values: unknown[] }[]> {
  const statements: { text: string; values: unknown[] }[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: unknown, ...a: unknown[]) {
    const [first, second] = a;
    const text = typeof first === 'string' ? first : (first as { text?: string } | null)?.text;
    const values = (Array.isArray(second) ? second : (first as { values?: unknown[] } | null)?.values) ?? [];
    if (text && /^\s*(select|with)\b/i.test(text)) statements.push({ text, values });
    return original.apply(this, a);
  };
  try {
    await work();
  } finally {
    prototype.query = original;
  }
  return statements;
}

interface Measured {
  label: string;
  p50: number;
  p95: number;
  max: number;
  requests: number;
  failures: number;
  plans: string[];
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'buildcover-bench-lists-'));
  let postgres: PrivatePostgres | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  try {
    let databaseUrl = args['database-url'];
    if (!databaseUrl) {
      postgres = await startPostgres();
      databaseUrl = postgres.databaseUrl;
      log('private PostgreSQL started');
    }
    const seeded = await openSeededDatabase(databaseUrl, rows, log);
    await seeded.close();
    const app = await buildApp(
      loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'silent',
        ADMIN_USERNAME: STAFF.username,
        ADMIN_PASSWORD: STAFF.password,
        PUBLIC_DIST_DIR: join(dataDir, 'no-public-dist'),
        ADMIN_DIST_DIR: join(dataDir, 'no-admin-dist'),
      }),
    );
    cleanups.unshift(() => app.close());
    await app.ready();
    app.readCache.enabled = false;
    const baseUrl = `${await app.listen({ host: '127.0.0.1', port: 0 })}/api/v1`;
    const token = await login(app, STAFF.username, STAFF.password);
    const headers = { authorization: `Bearer ${token}` };
    const explainer = new pg.Client({ connectionString: databaseUrl });
    await explainer.connect();
    cleanups.unshift(() => explainer.end());
    const { rows: held } = await explainer.query<{ n: number }>('SELECT count(*)::int AS n FROM quotes');
    const server = await serverSettings(explainer);
    const quoteCount = held[0]!.n;
    const { rows: noted } = await explainer.query<{ quote_id: number }>(
      'SELECT quote_id FROM notes ORDER BY id LIMIT 50',
    );

    const get = async (path: string): Promise<number> => {
      const response = await fetch(`${baseUrl}${path}`, { headers });
      await response.arrayBuffer();
      return response.status;
    };
    const results: Measured[] = [];
    const loadBefore = loadavg();
    const scenarios = listScenarios(noted.map((r) => r.quote_id)).filter(
      (s) => !args.only || s.label.includes(args.only),
    );
    for (const scenario of scenarios) {
      // Plans first: one request's statements, each explained with its own parameters.
      const statements = await captureStatements(async () => {
        const status = await get(scenario.paths[0]!);
        if (status !== 200) throw new Error(`${scenario.label}: ${scenario.paths[0]} answered ${status}`);
      });
      const plans: string[] = [];
      for (const statement of statements) {
        const { rows: plan } = await explainer.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
          statement.values,
        );
        plans.push(
          `${statement.text}\n-- parameters: ${JSON.stringify(statement.values)}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`,
        );
      }
      const timings: number[] = [];
      let failures = 0;
      const scenarioStarted = performance.now();
      for (
        let i = 0;
        i < requestsPerScenario && (i < 5 || performance.now() - scenarioStarted < scenarioSeconds * 1000);
        i++
      ) {
        const started = performance.now();
        const status = await get(scenario.paths[i % scenario.paths.length]!);
        timings.push(performance.now() - started);
        if (status !== 200) failures++;
      }
      timings.sort((a, b) => a - b);
      const measured = {
        label: scenario.label,
        p50: percentile(timings, 50),
        p95: percentile(timings, 95),
        max: timings.at(-1)!,
        requests: timings.length,
        failures,
        plans,
      };
      results.push(measured);
      if (args.only) log(measured.plans.join('\n\n'));
      log(
        `  ${measured.label.padEnd(40)} p50 ${measured.p50.toFixed(1).padStart(7)} ms  p95 ${measured.p95.toFixed(1).padStart(7)} ms${failures ? `  ${failures} failed` : ''}`,
      );
    }
    const loadAfter = loadavg();

    const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${loadBefore[0]!.toFixed(1)} before and ${loadAfter[0]!.toFixed(1)} after`;
    const met = results.filter((r) => r.p95 <= AIM_MS && r.failures === 0).length;
    const table = [
      `Taken ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:lists -- ${process.argv.slice(2).join(' ')}\`: PostgreSQL, ${quoteCount.toLocaleString('en-AU')} quotes, read cache off, one staff user (one request at a time), up to ${requestsPerScenario} requests a scenario (fewer when a scenario passes ${scenarioSeconds} s).`,
      `Machine: ${machine}. ${server}. ${met} of ${results.length} scenarios at p95 ≤ ${AIM_MS} ms. Plans: \`bench/results/lists-plans.txt\`.`,
      '',
      `| scenario | requests | p50 ms | p95 ms | max ms | p95 ≤ ${AIM_MS} ms |`,
      '|---|---:|---:|---:|---:|---|',
      ...results.map(
        (r) =>
          `| ${r.label} | ${r.requests} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.max.toFixed(1)} | ${r.failures ? `no (${r.failures} failed)` : r.p95 <= AIM_MS ? 'yes' : 'no'} |`,
      ),
    ].join('\n');
    console.log(`\n${table}`);
    if (!args['no-save']) {
      writeFileSync(
        new URL('results/lists-plans.txt', benchDir),
        results.map((r) => `==== ${r.label} (p95 ${r.p95.toFixed(1)} ms)\n\n${r.plans.join('\n\n')}\n`).join('\n'),
      );
      replaceBetweenMarkers(new URL('README.md', benchDir).pathname, table, {
        start: '<!-- bench:lists:start -->',
        end: '<!-- bench:lists:end -->',
      });
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
    if (postgres) await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
