/*
 * Key → paint in the form, builds side by side (issue 14): serves each given build of apps/public
 * from the real server (buildApp on PGlite), with the static ceiling page beside it, and types into
 * each in turn, round after round (interleaved, measure.ts), so a before/after comparison shares the
 * same minutes of a busy machine; each build's ratio is the median of its per-round ratios. With --profile, also writes a CPU profile of one round's typing per build and prints where
 * its script time went (by bundle chunk and by function; build with `--minify false` to read names).
 * With --trace, also records a DevTools timeline trace of the first round's typing, static page and form, per build,
 * and prints what the main thread did per key (traceSummary.ts): script, style, layout, paint.
 *
 *   npm run bench:web:typing -- --dist apps/public/dist [--dist /tmp/other-dist] [--rounds 3] [--profile /tmp/profiles] [--trace /tmp/traces]
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from 'playwright-core';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { e2eAdmin } from '../../e2e/support/admin';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { interleavedRounds, keyToPaint, openSettled, percentile, roundRatios, typedFields, typedText } from './measure';
import { ratioWithRounds } from './report';
import { summariseProfile, type CpuProfile } from './profileSummary';
import { formatKeyCosts, summariseTrace, type KeyCosts, type TraceEvent } from './traceSummary';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const usage =
  'usage: npm run bench:web:typing -- --dist <public build> [--dist <another>] [--rounds 3] [--port 3250] [--profile <dir>] [--trace <dir>]';
const { values: args } = parseArgs({
  options: {
    dist: { type: 'string', multiple: true, default: [] },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3250' },
    profile: { type: 'string' },
    trace: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help || args.dist.length === 0) {
  console.log(usage);
  process.exit(args.help ? 0 : 2);
}
const rounds = Number(args.rounds);
const CPU_SLOWDOWN = 4;

interface Served {
  label: string;
  baseUrl: string;
}

// DevTools' Performance panel's own categories, without the JS sampler.
const traceCategories = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'blink.user_timing',
];
const traced: [string, KeyCosts][] = [];

/**
 * Types into `path` of `baseUrl` in a fresh context; with `profileFile`, records a CPU profile of the
 * typing, with `traceFile` a DevTools timeline trace (summed per key into `traced`).
 */
async function typeInto(
  browser: Browser,
  baseUrl: string,
  path: string,
  record: { profileFile?: string; traceFile?: string } = {},
): Promise<number[]> {
  const { profileFile, traceFile } = record;
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    await openSettled(page, path);
    if (traceFile) {
      await browser.startTracing(page, { path: traceFile, categories: traceCategories });
      const keys = await keyToPaint(typedFields(page), typedText, CPU_SLOWDOWN);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
      traced.push([basename(traceFile, '.json'), summariseTrace(trace.traceEvents)]);
      return keys;
    }
    if (!profileFile) return await keyToPaint(typedFields(page), typedText, CPU_SLOWDOWN);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const keys = await keyToPaint(typedFields(page), typedText, CPU_SLOWDOWN);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    writeFileSync(profileFile, JSON.stringify(profile));
    console.log(
      `\n${profileFile} (${keys.length} keys at ${CPU_SLOWDOWN}x CPU; times as sampled, slowed):\n${summariseProfile(profile, baseUrl)}`,
    );
    return keys;
  } finally {
    await context.close();
  }
}

const work = mkdtempSync(join(tmpdir(), 'buildcover-bench-typing-'));
const cleanups: (() => Promise<void>)[] = [async () => rmSync(work, { recursive: true, force: true })];
try {
  const served: Served[] = [];
  for (const [i, dist] of args.dist.entries()) {
    const dataDir = join(work, String(i));
    const publicDist = join(dataDir, 'public-dist');
    mkdirSync(dataDir, { recursive: true });
    cpSync(resolve(dist), publicDist, { recursive: true });
    copyFileSync(join(root, 'bench/web/static.html'), join(publicDist, 'static-ceiling.html'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      PGLITE_DIR: join(dataDir, 'pglite'),
      HOST: '127.0.0.1',
      PORT: String(Number(args.port) + i),
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: e2eAdmin.username,
      ADMIN_PASSWORD: e2eAdmin.password,
      PUBLIC_DIST_DIR: publicDist,
      ADMIN_DIST_DIR: publicDist,
    });
    const app = await buildApp(config);
    cleanups.unshift(() => app.close());
    await app.ready();
    const baseUrl = await app.listen({ host: '127.0.0.1', port: Number(args.port) + i });
    served.push({ label: `${dist} (#${i + 1})`, baseUrl });
  }
  if (args.profile) mkdirSync(args.profile, { recursive: true });
  if (args.trace) mkdirSync(args.trace, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  cleanups.unshift(() => browser.close());
  const before = loadavg();
  let firstRound = true;
  const typingRounds = await interleavedRounds(
    rounds,
    served.flatMap((build, i) => [
      [
        `${i}:static`,
        () =>
          typeInto(browser, build.baseUrl, '/static-ceiling.html', {
            traceFile: args.trace && firstRound ? join(args.trace, `static-${i + 1}.json`) : undefined,
          }),
      ] as const,
      [
        `${i}:form`,
        () =>
          typeInto(browser, build.baseUrl, '/', {
            profileFile: args.profile && firstRound ? join(args.profile, `typing-${i + 1}.cpuprofile`) : undefined,
            traceFile: args.trace && firstRound ? join(args.trace, `form-${i + 1}.json`) : undefined,
          }),
      ] as const,
    ]),
    (round) => {
      firstRound = round === 0;
    },
  );
  const after = loadavg();
  if (traced.length > 0)
    console.log(
      `\nThe first round's typing, traced (${CPU_SLOWDOWN}x CPU; main thread, per key):\n${formatKeyCosts(traced)}`,
    );
  const p95 = (keys: readonly number[]): number => percentile(keys, 95);
  console.log(
    `\nKey → next paint p95 at ${CPU_SLOWDOWN}x CPU, ${rounds} round(s) of ${typedText.length} keys into each of three fields, builds interleaved; form ÷ static page typed in the same round:`,
  );
  for (const [i, build] of served.entries()) {
    const formKeys = typingRounds.flatMap((round) => round.get(`${i}:form`)!);
    const perRound = typingRounds
      .map((round) => `${p95(round.get(`${i}:form`)!).toFixed(0)} vs ${p95(round.get(`${i}:static`)!).toFixed(0)}`)
      .join(', ');
    console.log(
      `- ${build.label}: ${ratioWithRounds(roundRatios(typingRounds, `${i}:form`, `${i}:static`, p95))}; p95 per round ${perRound} ms; form's keys over all rounds: p95 ${p95(formKeys).toFixed(0)} ms, median ${percentile(formKeys, 50).toFixed(0)} ms`,
    );
  }
  console.log(
    `Load average before ${before.map((v) => v.toFixed(2)).join(' ')}, after ${after.map((v) => v.toFixed(2)).join(' ')}; ${new Date().toISOString().slice(0, 16)} UTC.`,
  );
} finally {
  for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error(error));
}
