#!/usr/bin/env node
// `npm test`: every check BuildCover has, in order, stopping at the first failure.
//   1. OS tools the tests drive (Debian's Chromium, PostgreSQL binaries), installed when missing
//   2. the format check (Biome, biome.json); then typecheck (tsc -b), with the builds the later steps
//      serve beside it: the front-ends the e2e journeys load and the static Storybook the visual check screenshots (tsc runs on one core)
//   3. vitest: the unit and server projects
//   4. the quick API benchmark (`npm run bench -- --quick`, under a minute): fails only when a figure
//      falls far under its aim (submissions, cached list and search against the bare ceiling)
//   5. vitest: the e2e journeys, and beside them, at a lower CPU priority (nice), one after the other:
//      vitest's storybook project, visual regression of every story against
//      packages/ui/visual-baselines, then the consumer app (examples/consumer) on
//      @buildcover/domain and @buildcover/ui as released (changeset version and publish) to a
//      private registry
// Why beside: the journeys run one file at a time and use about half of 2 cores (the rest is waiting
// on Chromium and the server); niced, what runs beside them takes only what they leave. Beside the
// unit and server projects instead, tests near their limits timed out (29b52d7).
// The last line is always `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';
import { buildFrontEnds, staleFrontEnds } from './frontends.mjs';
import { ensureStorybookBuild } from './visual/storybook-build.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'buildcover-test-'));
const osPackages = 'chromium postgresql';

const shown = (command, args) => `$ ${[command, ...args].map((part) => part.replace(root + '/', '')).join(' ')}`;

/** Runs a command with live output; returns its exit code. */
function run(command, args, env = {}) {
  console.log(shown(command, args));
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

/**
 * Starts a command, its output live or, with `log`, kept in that file; `nice` runs it at a lower
 * CPU priority. Resolves to its exit code.
 * @param {{ log?: string, nice?: boolean }} [options]
 */
function start(command, args, { log, nice = false } = {}) {
  let stdio = 'inherit';
  let logFd;
  if (log) {
    writeFileSync(log, `${shown(command, args)}\n`, { flag: 'a' });
    logFd = openSync(log, 'a');
    stdio = ['ignore', logFd, logFd];
  } else {
    console.log(shown(command, args));
  }
  return new Promise((done) => {
    const child = nice
      ? spawn('nice', ['-n', '10', command, ...args], { cwd: root, stdio })
      : spawn(command, args, { cwd: root, stdio });
    if (logFd !== undefined) closeSync(logFd);
    child.on('error', (error) => {
      console.error(error.message);
      done(1);
    });
    child.on('close', (code) => done(code ?? 1));
  });
}

function hasPostgres() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return false;
  return readdirSync(base).some((version) => existsSync(join(base, version, 'bin', 'initdb')));
}

/** @returns {{ ok: boolean, passed: number, failed: number, note?: string }} */
function ensureOsTools() {
  const missing = [];
  if (!existsSync(chromiumPath)) missing.push(`Chromium (${chromiumPath})`);
  if (!hasPostgres()) missing.push('PostgreSQL binaries (/usr/lib/postgresql/*/bin)');
  if (missing.length === 0) return { ok: true, passed: 0, failed: 0, note: 'Chromium and PostgreSQL present' };
  console.log(`Missing: ${missing.join(', ')}.`);
  if (process.getuid?.() !== 0) {
    const note = `install them first: sudo apt-get update && sudo apt-get install -y ${osPackages}`;
    console.error(`Not running as root, so ${note}`);
    return { ok: false, passed: 0, failed: 1, note };
  }
  console.log(`Installing ${osPackages} with apt-get (about 30 s) ...`);
  const code = run('bash', ['-c', `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${osPackages}`]);
  const ok = code === 0 && existsSync(chromiumPath) && hasPostgres();
  return { ok, passed: 0, failed: ok ? 0 : 1, note: ok ? `installed ${osPackages}` : 'apt-get install failed' };
}

/**
 * The builds later steps would otherwise make on their own, by the same staleness rules: the e2e
 * setup's front-ends (scripts/frontends.mjs) and the visual check's Storybook. Their output is
 * kept and shown only when one fails.
 * @returns {string | null} what failed, or null
 */
function buildForLaterSteps() {
  const stale = staleFrontEnds(root);
  if (stale.length > 0) {
    const frontEnds = buildFrontEnds(root, stale, 'pipe');
    if (!frontEnds.ok) return `building apps/${frontEnds.app} failed:\n${frontEnds.output}`;
  }
  try {
    ensureStorybookBuild(root, join(root, 'storybook-static'));
  } catch (error) {
    return error.message;
  }
  return null;
}

/** One style (biome.json): a file Biome would format differently fails here; `npm run format` mends it. */
async function formatted() {
  const ok = (await start(bin('biome'), ['format', '.'])) === 0;
  return {
    ok,
    passed: ok ? 1 : 0,
    failed: ok ? 0 : 1,
    note: ok ? 'every file as biome.json formats it' : 'run `npm run format`',
  };
}

async function typecheck() {
  // tsc -b checks on one core: the builds take the other meanwhile (this process waits on tsc's exit).
  const checked = start(bin('tsc'), ['-b']);
  const builds = buildForLaterSteps();
  const ok = (await checked) === 0;
  if (builds !== null) console.error(builds);
  const note = `${ok ? 'no type errors' : 'type errors above'}; ${builds === null ? 'front-ends and Storybook up to date' : 'a build failed (above)'}`;
  return { ok: ok && builds === null, passed: 0, failed: ok && builds === null ? 0 : 1, note };
}

/** One Vitest run of the projects `projectArgs` select (`options` as for `start`). */
async function vitest(name, projectArgs, options) {
  const report = join(scratch, `vitest-${name}.json`);
  const code = await start(
    bin('vitest'),
    [
      'run',
      ...projectArgs,
      '--allowOnly=false',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    options,
  );
  if (!existsSync(report)) return { ok: false, passed: 0, failed: 1, note: `vitest exited ${code} without a report` };
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const passed = result.numPassedTests ?? 0;
  let failed = result.numFailedTests ?? 0;
  const skipped = (result.numPendingTests ?? 0) + (result.numTodoTests ?? 0);
  // A file that fails to load, or an error thrown outside any test, fails the run without failing a test.
  if (code !== 0 && failed === 0) failed = 1;
  const note = `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''} in ${result.testResults?.length ?? '?'} files`;
  return { ok: code === 0, passed, failed, note };
}

/** Runs a check that writes { passed, failed } to the file after its `--report` argument. */
async function reportedCheck(name, command, args, describe, options) {
  const report = join(scratch, `${name}.json`);
  const code = await start(command, [...args, '--report', report], options);
  if (!existsSync(report))
    return { ok: false, passed: 0, failed: 1, note: `${name} check exited ${code} without a report` };
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const failed = code !== 0 && result.failed === 0 ? 1 : result.failed;
  return { ok: code === 0, passed: result.passed, failed, note: describe(result) };
}

/** The short API benchmark: its table, and one check that fails only under a floor (bench/README.md). */
const quickBenchmark = () =>
  reportedCheck('bench', process.execPath, [join(root, 'bench/run.mjs'), '--quick'], (result) =>
    result.failed ? 'a figure fell below its floor (table above)' : 'every figure above its floor',
  );

const visual = (options) =>
  reportedCheck(
    'visual',
    process.execPath,
    [join(root, 'scripts/visual/check.mjs')],
    (result) => `${result.passed} stories match, ${result.failed} differ`,
    options,
  );

const consumerApp = (options) =>
  reportedCheck(
    'consumer',
    bin('tsx'),
    [join(root, 'scripts/consumer-check.ts')],
    (result) => `${result.passed} checks pass, ${result.failed} fail (React 19 and 18)`,
    options,
  );

/** Runs `work` and names and times its result. */
async function timed(name, work) {
  const stepStarted = Date.now();
  const result = await work();
  return { name, ...result, seconds: ((Date.now() - stepStarted) / 1000).toFixed(1) };
}

/**
 * The e2e journeys with their output live; beside them, niced, the stories in Vitest, the visual check
 * and the consumer check, each started only when the one before passed, their output shown once the
 * journeys are done.
 */
async function e2eWithChecksBeside() {
  const log = join(scratch, 'beside-e2e.log');
  const beside = (async () => {
    const outcomes = [];
    for (const [name, check] of [
      ['vitest (storybook)', (options) => vitest('storybook', ['--project=storybook'], options)],
      ['visual regression', visual],
      ['consumer app (private registry)', consumerApp],
    ]) {
      const outcome = await timed(name, () => check({ log, nice: true }));
      outcomes.push(outcome);
      if (!outcome.ok) break;
    }
    return outcomes;
  })();
  const journeys = await timed('vitest (e2e)', () => vitest('e2e', ['--project=e2e']));
  const checks = await beside;
  console.log(`\n━━ beside the journeys: ${checks.map((check) => check.name).join(', then ')} ━━`);
  process.stdout.write(readFileSync(log, 'utf8'));
  return [journeys, ...checks];
}

/** Each step resolves to one outcome, or several when it runs checks side by side. */
const steps = [
  ['OS tools', () => timed('OS tools', ensureOsTools)],
  ['format', () => timed('format', formatted)],
  ['typecheck (builds beside it)', () => timed('typecheck (builds beside it)', typecheck)],
  // By name: a project added to vitest.config.ts is added here too.
  [
    'vitest (unit, server)',
    () => timed('vitest (unit, server)', () => vitest('unit-server', ['--project=unit', '--project=server'])),
  ],
  ['benchmark (quick)', () => timed('benchmark (quick)', quickBenchmark)],
  ['e2e, with the stories, visual regression and the consumer app beside it', e2eWithChecksBeside],
];

const started = Date.now();
const summary = [];
let passed = 0;
let failed = 0;
let allOk = true;
for (const [name, step] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const outcome = await step();
  const outcomes = Array.isArray(outcome) ? outcome : [outcome];
  for (const result of outcomes) {
    passed += result.passed;
    failed += result.failed;
    summary.push(
      `  ${result.ok ? '✓' : '✗'} ${result.name.padEnd(34)} ${result.seconds.padStart(6)}s  ${result.note ?? ''}`,
    );
  }
  if (outcomes.some((result) => !result.ok)) {
    allOk = false;
    summary.push(`  stopped: ${name} failed; later steps did not run`);
    break;
  }
}
rmSync(scratch, { recursive: true, force: true });

console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s) ━━`);
console.log(summary.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = allOk && failed === 0 ? 0 : 1;
