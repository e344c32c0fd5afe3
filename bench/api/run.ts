/*
 * API benchmark (issue 4): seeds quotes in bulk, then loads submission, list, search and detail on
 * the real server (buildApp on loopback) and the same answers from a bare node:http server (the
 * ceiling), one after the other, at 50 connections for a fixed time.
 *
 *   npm run bench -- [--engine pglite|postgres|both] [--rows N] [--seconds S] [--connections C]
 *   npm run bench -- --quick [--report FILE]   (npm test: PGlite, a few thousand quotes, fails under a floor)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app';
import { benchConfig, benchStaff } from './benchConfig';
// Declares app.db on FastifyInstance.
import type {} from '../../apps/server/src/plugins/database';
// Declares app.readCache on FastifyInstance.
import type {} from '../../apps/server/src/plugins/readCache';
import { startCeiling } from './ceiling';
import { runLoad, type LoadJob, type LoadResult } from './load';
import { startPostgres, type PrivatePostgres } from './postgres';
import {
  belowFloors,
  describeFloors,
  judge,
  quickFloors,
  README_END,
  README_START,
  replaceBetweenMarkers,
  resultTable,
  writeJson,
  type ScenarioResult,
} from './report';
import { prepareScenarios } from './scenarios';
import { seedQuotes } from './seed';

type Engine = 'pglite' | 'postgres';
const DEFAULT_ROWS: Record<Engine, number> = { pglite: 100_000, postgres: 1_000_000 };
const STAFF = benchStaff;
const benchDir = new URL('..', import.meta.url);

const usage =
  'usage: npm run bench -- [--engine pglite|postgres|both] [--rows N] [--seconds S] [--connections C] [--warmup S] [--submit-pool N] [--mixed-rate R] [--no-save] | --quick [--report FILE]';
const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'both' },
    rows: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '1' },
    'submit-pool': { type: 'string' },
    'mixed-rate': { type: 'string', default: '20' },
    'no-save': { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    report: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log(usage);
  process.exit(0);
}
const positive = (name: string, text: string | undefined, allowZero = false): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1)) {
    console.error(`--${name} must be a whole number${allowZero ? '' : ' above 0'}\n${usage}`);
    process.exit(2);
  }
  return value;
};
// --quick (npm test): the default engine, a few thousand quotes, a few seconds a scenario, no
// comparison runs; the table is printed, not saved, and the run fails only under a floor.
if (args.quick) {
  Object.assign(args, {
    engine: 'pglite',
    rows: args.rows ?? '3000',
    seconds: '3',
    warmup: '1',
    'mixed-rate': '0',
    'submit-pool': '900',
    'no-save': true,
  });
}
if (!['pglite', 'postgres', 'both'].includes(args.engine)) {
  console.error(`--engine must be pglite, postgres or both\n${usage}`);
  process.exit(2);
}
const engines: Engine[] = args.engine === 'both' ? ['pglite', 'postgres'] : [args.engine as Engine];
const seconds = positive('seconds', args.seconds);
const connections = positive('connections', args.connections);
const warmupSeconds = positive('warmup', args.warmup, true);
// Enough fresh quote sessions for 400 submissions a second (the aim is 300); the run stops early if they run out.
const submitPool = args['submit-pool'] ? positive('submit-pool', args['submit-pool']) : seconds * 400;
// Proposals a second submitted while the list is loaded, in the "with submissions alongside" run (0: no such run).
const mixedRate = positive('mixed-rate', args['mixed-rate'], true);
const rowsFor = (engine: Engine): number => (args.rows ? positive('rows', args.rows) : DEFAULT_ROWS[engine]);

const log = (line: string): void => console.log(line);

async function benchEngine(engine: Engine): Promise<ScenarioResult[]> {
  const rows = rowsFor(engine);
  log(`\n== ${engine}: ${rows.toLocaleString('en-AU')} quotes ==`);
  const dataDir = mkdtempSync(join(tmpdir(), 'buildcover-bench-'));
  let postgres: PrivatePostgres | undefined;
  const cleanups: (() => Promise<void>)[] = [];
  try {
    if (engine === 'postgres') {
      postgres = await startPostgres();
      log('  private PostgreSQL started');
    }
    const config = benchConfig(dataDir, STAFF, postgres?.databaseUrl);
    const app = await buildApp(config);
    cleanups.unshift(() => app.close());
    await app.ready();
    log('  seeding…');
    await seedQuotes(app.db, { rows, engine, log });
    const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

    const { scenarios, canned } = await prepareScenarios(app, { baseUrl, rows, submitPool, staff: STAFF, log });
    const ceiling = await startCeiling(canned);
    cleanups.unshift(() => ceiling.close());

    // The ceiling shares this process (and, with PGlite, the database's thread): before every run the
    // server must have finished the requests the previous run left queued.
    const settle = async (): Promise<void> => {
      // PGlite runs queries in this thread, one at a time: the server is idle once three health checks
      // in a row (select 1) come back quickly.
      for (let quick = 0; quick < 3; ) {
        const started = performance.now();
        await (await fetch(`${baseUrl}/api/v1/health`)).arrayBuffer();
        quick = performance.now() - started < 100 ? quick + 1 : 0;
      }
      // PostgreSQL may still be running abandoned queries in other backends.
      for (;;) {
        const { rows: active } = (await app.db.execute(
          sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`,
        )) as unknown as { rows: { n: number }[] };
        if ((active[0]?.n ?? 0) === 0) return;
        await new Promise((done) => setTimeout(done, 100));
      }
    };
    const measure = async (job: LoadJob, warm: boolean): Promise<LoadResult> => {
      if (warm && warmupSeconds > 0) {
        await runLoad({ ...job, seconds: warmupSeconds });
        await settle();
      }
      const result = await runLoad(job);
      await settle();
      return result;
    };

    const results: ScenarioResult[] = [];
    const record = (result: ScenarioResult): void => {
      results.push(result);
      log(resultTable([result]).split('\n')[2]!);
    };
    const submitScenario = scenarios.find((s) => s.name === 'submit')!;
    // --quick measures what has a floor.
    for (const scenario of args.quick ? scenarios.filter((s) => quickFloors[s.name]) : scenarios) {
      const job = { connections, seconds, requests: scenario.requests };
      log(`  ${scenario.label}: server…`);
      // Sessions can be used once, so the submission run has no warm-up (the capture already warmed it).
      const server = await measure({ ...job, baseUrl, once: scenario.once }, !scenario.once);
      log(`  ${scenario.label}: ceiling…`);
      const ceilingResult = await measure({ ...job, baseUrl: ceiling.baseUrl, once: false }, true);
      const row = { engine, rows, scenario: scenario.name, ceiling: ceilingResult };
      record({
        ...row,
        label: scenario.label,
        server,
        forComparison: false,
        ratio: server.reqPerSec / ceilingResult.reqPerSec,
        ...judge(scenario.name, rows, server),
      });
      if ((scenario.name === 'list' || scenario.name === 'search') && !args.quick) {
        // The same load with every page read from the database, as right after each change.
        log(`  ${scenario.label}: server, cache off…`);
        app.readCache.enabled = false;
        const uncached = await measure({ ...job, baseUrl, once: false }, true);
        app.readCache.enabled = true;
        record({
          ...row,
          label: `${scenario.label} (cache off)`,
          server: uncached,
          forComparison: true,
          ratio: uncached.reqPerSec / ceilingResult.reqPerSec,
          ...judge(scenario.name, rows, uncached, true),
        });
      }
      if (scenario.name === 'list' && mixedRate > 0) {
        // Real traffic: staff page through the list while customers submit, each submission
        // dropping the cached pages and total. Sessions for it come out of the submission pool.
        const sessions = submitScenario.requests.splice(0, mixedRate * seconds + 50);
        log(`  ${scenario.label}: server, ${mixedRate} submissions/s alongside…`);
        const [mixed, submitted] = await Promise.all([
          runLoad({ ...job, baseUrl, once: false }),
          runLoad({ baseUrl, connections: 5, seconds, requests: sessions, once: true, overallRate: mixedRate }),
        ]);
        await settle();
        const label = `${scenario.label} (${mixedRate} submissions/s alongside: ${Math.round(submitted.reqPerSec)}/s made, ${submitted.non2xx} non-2xx)`;
        record({
          ...row,
          label,
          server: mixed,
          forComparison: true,
          ratio: mixed.reqPerSec / ceilingResult.reqPerSec,
          ...judge(scenario.name, rows, mixed, true),
        });
      }
    }
    return results;
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
    if (postgres) await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const startedAt = new Date();
const loadBefore = loadavg();
const results: ScenarioResult[] = [];
for (const engine of engines) results.push(...(await benchEngine(engine)));
const loadAfter = loadavg();

const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.trim();
const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).stdout.trim() || 'unknown';
const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, Node ${process.version}, load average ${loadBefore[0]!.toFixed(1)} before and ${loadAfter[0]!.toFixed(1)} after`;
const table = resultTable(results);
console.log(`\n${table}\n\n${machine}`);

if (args.quick) {
  const problems = belowFloors(results);
  console.log(
    problems.length === 0
      ? `\nquick benchmark: every figure above its floor (${describeFloors()})`
      : `\nquick benchmark: below a floor:\n  ${problems.join('\n  ')}`,
  );
  if (args.report)
    writeJson(args.report, { passed: problems.length === 0 ? 1 : 0, failed: problems.length === 0 ? 0 : 1 });
  process.exit(problems.length === 0 ? 0 : 1);
}
if (args['no-save']) process.exit(0);
writeJson(new URL('results/latest.json', benchDir).pathname, {
  startedAt: startedAt.toISOString(),
  finishedAt: new Date().toISOString(),
  command,
  options: { engines, seconds, connections, warmupSeconds, submitPool },
  machine: {
    cpus: cpus().length,
    model: cpus()[0]?.model.trim() ?? null,
    node: process.version,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadAfter,
  },
  results,
});
replaceBetweenMarkers(
  new URL('README.md', benchDir).pathname,
  [
    `Taken ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${commit} with \`${command}\` (${connections} connections, ${seconds} s a scenario).`,
    `Machine: ${machine}.`,
    '',
    table,
  ].join('\n'),
);
console.log(`\nwrote bench/results/latest.json and the table in bench/README.md (${README_START} … ${README_END})`);
// Drivers and timers of the closed apps must not keep the process alive.
process.exit(0);
