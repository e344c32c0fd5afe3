/*
 * Soak: mixed customer and staff traffic (traffic.ts) for a fixed time against `npm start`'s server
 * in a process of its own, on loopback. Prints per-minute throughput, p99 latency, errors and the
 * server's resident memory, then the aims: zero errors, memory growth under 10 % after warm-up.
 *
 *   npm run bench:soak -- [--minutes 10] [--users 8] [--warmup-minutes 1] [--engine pglite|postgres] [--no-save]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort, startServerProcess } from '../../apps/server/test/serverProcess';
import { startPostgres, type PrivatePostgres } from '../api/postgres';
import { replaceBetweenMarkers, writeJson } from '../api/report';
import { pickAction, type Sample, type TrafficContext } from './traffic';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    users: { type: 'string', default: '8' },
    'warmup-minutes': { type: 'string', default: '1' },
    engine: { type: 'string', default: 'pglite' },
    'no-save': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const usage =
  'usage: npm run bench:soak -- [--minutes M] [--users U] [--warmup-minutes W] [--engine pglite|postgres] [--no-save]';
if (args.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const minutes = Number(args.minutes);
const users = Number(args.users);
const warmupMinutes = Number(args['warmup-minutes']);
const engine = args.engine;
if (
  !(minutes > 0) ||
  !(users >= 1) ||
  !(warmupMinutes >= 0) ||
  warmupMinutes >= minutes ||
  (engine !== 'pglite' && engine !== 'postgres')
) {
  process.stderr.write(`${usage}\n(--warmup-minutes must be shorter than --minutes)\n`);
  process.exit(2);
}

const STAFF = { username: 'soak@buildcover.local', password: 'Soak#Passw0rd-2026' };
const MEMORY_GROWTH_LIMIT = 0.1;

/** The server's resident set size in MB, from /proc (Linux). */
function residentMb(pid: number): number {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : Number.NaN;
}

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const median = (values: number[]) => percentile(values, 50);
const fixed = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

const dataDir = mkdtempSync(join(tmpdir(), 'buildcover-soak-'));
let postgres: PrivatePostgres | undefined;
try {
  if (engine === 'postgres') postgres = await startPostgres();
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    TRUST_PROXY: '1',
    ADMIN_USERNAME: STAFF.username,
    ADMIN_PASSWORD: STAFF.password,
    PUBLIC_DIST_DIR: join(dataDir, 'no-public'),
    ADMIN_DIST_DIR: join(dataDir, 'no-admin'),
    ...(postgres ? { DATABASE_URL: postgres.databaseUrl } : {}),
  });
  try {
    const login = (await (
      await fetch(`${server.baseUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(STAFF),
      })
    ).json()) as { data: { token: { access: string } } };
    const staff = { authorization: `Bearer ${login.data.token.access}` };
    const insurer = await fetch(`${server.baseUrl}/api/v1/insurer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...staff },
      body: JSON.stringify({
        name: 'Soak Test Mutual',
        email: 'cover@soak.test',
        contact_no: '+61290001234',
        street: '1 Macquarie Place',
        suburb: 'Sydney',
        postcode: '2000',
        state: 'NSW',
        country: 'AU',
        abn: '51 824 753 556',
        afsl: '246525',
        underwriter: 'Soak Underwriting Pty Ltd',
        uid: 'SOAK',
        fsg_version: '3.1',
        pds_version: '2024-07',
        privacy_version: '1.0',
        advice_type: 'General',
        advice_given: 'General advice only',
        commission: '15',
        associate_commission: '10',
      }),
    });
    if (!insurer.ok) throw new Error(`could not add the panel insurer: ${insurer.status} ${await insurer.text()}`);

    const samples: Sample[] = [];
    const memory: { at: number; mb: number }[] = [];
    const started = Date.now();
    const ends = started + minutes * 60_000;
    const warmupEnds = started + warmupMinutes * 60_000;
    const context: TrafficContext = { baseUrl: server.baseUrl, staff, record: (sample) => samples.push(sample) };
    process.stdout.write(
      `soak: ${engine}, ${users} users, ${minutes} min (${warmupMinutes} min warm-up), server pid ${server.pid}, ${cpus().length} cores, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}\n`,
    );

    const sampler = setInterval(() => memory.push({ at: Date.now(), mb: residentMb(server.pid) }), 5_000);
    memory.push({ at: Date.now(), mb: residentMb(server.pid) });
    const progress = setInterval(
      () =>
        process.stdout.write(
          `  ${Math.round((Date.now() - started) / 1000)} s: ${samples.length} requests, ${samples.filter((s) => !s.ok).length} errors, ${fixed(memory.at(-1)!.mb)} MB\n`,
        ),
      60_000,
    );
    const user = async () => {
      while (Date.now() < ends) await pickAction().run(context);
    };
    await Promise.all(Array.from({ length: users }, user));
    clearInterval(sampler);
    clearInterval(progress);
    memory.push({ at: Date.now(), mb: residentMb(server.pid) });

    // Per-minute rows, then the aims.
    const rows: string[] = [
      '| minute | requests | req/s | p50 ms | p99 ms | errors | server RSS MB |',
      '|---|---|---|---|---|---|---|',
    ];
    for (let minute = 0; minute < Math.ceil(minutes); minute += 1) {
      const from = started + minute * 60_000;
      const to = Math.min(from + 60_000, ends);
      const inMinute = samples.filter((s) => s.at >= from && s.at < to);
      const rss = memory.filter((m) => m.at >= from && m.at < to + 5_000).map((m) => m.mb);
      rows.push(
        `| ${minute + 1}${from < warmupEnds ? ' (warm-up)' : ''} | ${inMinute.length} | ${fixed(inMinute.length / ((to - from) / 1000))} | ${fixed(median(inMinute.map((s) => s.ms)))} | ${fixed(
          percentile(
            inMinute.map((s) => s.ms),
            99,
          ),
        )} | ${inMinute.filter((s) => !s.ok).length} | ${fixed(median(rss))} |`,
      );
    }
    const actionRows: string[] = ['| action | requests | p50 ms | p99 ms | errors |', '|---|---|---|---|---|'];
    for (const action of [...new Set(samples.map((s) => s.action))].sort()) {
      const mine = samples.filter((s) => s.action === action);
      actionRows.push(
        `| ${action} | ${mine.length} | ${fixed(median(mine.map((s) => s.ms)))} | ${fixed(
          percentile(
            mine.map((s) => s.ms),
            99,
          ),
        )} | ${mine.filter((s) => !s.ok).length} |`,
      );
    }
    const errors = samples.filter((s) => !s.ok);
    const afterWarmup = memory.filter((m) => m.at >= warmupEnds);
    const window = Math.max(1, Math.floor(afterWarmup.length / 6));
    const memoryStart = median(afterWarmup.slice(0, window).map((m) => m.mb));
    const memoryEnd = median(afterWarmup.slice(-window).map((m) => m.mb));
    const growth = (memoryEnd - memoryStart) / memoryStart;
    const aims = [
      `| zero errors | ${errors.length} errors of ${samples.length} requests | ${errors.length === 0 ? 'met' : 'NOT met'} |`,
      `| memory growth after warm-up < ${MEMORY_GROWTH_LIMIT * 100} % | ${fixed(memoryStart)} → ${fixed(memoryEnd)} MB (${fixed(growth * 100)} %) | ${growth < MEMORY_GROWTH_LIMIT ? 'met' : 'NOT met'} |`,
    ];
    const report = [
      `Soak on ${engine}: ${users} users for ${minutes} min (${warmupMinutes} min warm-up), ${samples.length} requests (${fixed(samples.length / ((ends - started) / 1000))} req/s), measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${cpus().length} cores (load ${loadavg()[0]!.toFixed(1)} at the end).`,
      '',
      ...rows,
      '',
      ...actionRows,
      '',
      '| aim | measured | |',
      '|---|---|---|',
      ...aims,
    ].join('\n');
    process.stdout.write(`\n${report}\n`);
    for (const error of errors.slice(0, 10)) process.stdout.write(`  error: ${error.action}: ${error.detail}\n`);
    if (!args['no-save']) {
      const benchDir = new URL('..', import.meta.url);
      writeJson(new URL('results/soak.json', benchDir).pathname, {
        engine,
        users,
        minutes,
        warmupMinutes,
        requests: samples.length,
        errors: errors.length,
        memoryStart,
        memoryEnd,
        growth,
        minutesTable: rows,
        actions: actionRows,
      });
      replaceBetweenMarkers(new URL('README.md', benchDir).pathname, report, {
        start: '<!-- bench:soak:start -->',
        end: '<!-- bench:soak:end -->',
      });
    }
    process.exitCode = errors.length === 0 && growth < MEMORY_GROWTH_LIMIT ? 0 : 1;
  } finally {
    await server.kill('SIGTERM');
  }
} finally {
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
