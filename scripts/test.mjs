#!/usr/bin/env node
// `npm test`: every check BuildCover has. The last line is always `N passed, N failed`.
//   1. OS tools the tests drive (Debian's Chromium, PostgreSQL binaries), installed when missing
//   then two lanes side by side:
//   tests: 2. typecheck (tsc -b), then 3. vitest: every project but e2e (unit, server, storybook, …)
//   e2e:   4. vitest: the e2e journeys
//   and whichever lane is free first takes the next of 5. visual regression of every story against
//   packages/ui/visual-baselines and 6. the consumer app (examples/consumer) on the packed
//   @buildcover/domain and @buildcover/ui. No step starts once one has failed.
// Why lanes: the journeys run one file at a time against one server and mostly wait on Chromium
// and the server, so on a 2-core machine they leave room for the rest; run after the other projects
// (Vitest's order for a project with `fileParallelism: false`) they were a third of the run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules/.bin', name);
const scratch = mkdtempSync(join(tmpdir(), 'buildcover-test-'));
const osPackages = 'chromium postgresql';

const shown = (command, args) => [command, ...args].map((part) => part.replace(root + '/', '')).join(' ');

/** Runs a command with live output, each line marked with its lane; resolves to its exit code. */
function run(lane, command, args) {
  console.log(`${lane} │ $ ${shown(command, args)}`);
  return new Promise((done) => {
    // Piped for the lane marks: keep the colours a terminal would have shown.
    const env = process.stdout.isTTY ? { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' } : process.env;
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => console.log(`${lane} │ ${line}`));
    }
    child.on('error', (error) => {
      console.error(`${lane} │ ${error.message}`);
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
  const command = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${osPackages}`;
  console.log(`$ ${command}`);
  const code = spawnSync('bash', ['-c', command], { cwd: root, stdio: 'inherit' }).status;
  const ok = code === 0 && existsSync(chromiumPath) && hasPostgres();
  return { ok, passed: 0, failed: ok ? 0 : 1, note: ok ? `installed ${osPackages}` : 'apt-get install failed' };
}

async function typecheck(lane) {
  const ok = (await run(lane, bin('tsc'), ['-b'])) === 0;
  return { ok, passed: 0, failed: ok ? 0 : 1, note: ok ? 'no type errors' : 'type errors above' };
}

/** One Vitest run of the projects `projectArgs` select. */
async function vitest(lane, projectArgs) {
  const report = join(scratch, `vitest-${lane}.json`);
  const code = await run(lane, bin('vitest'), [
    'run',
    ...projectArgs,
    '--allowOnly=false',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
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
async function reportedCheck(lane, name, command, args, describe) {
  const report = join(scratch, `${name}.json`);
  const code = await run(lane, command, [...args, '--report', report]);
  if (!existsSync(report)) return { ok: false, passed: 0, failed: 1, note: `${name} check exited ${code} without a report` };
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const failed = code !== 0 && result.failed === 0 ? 1 : result.failed;
  return { ok: code === 0, passed: result.passed, failed, note: describe(result) };
}

const visual = (lane) =>
  reportedCheck(lane, 'visual', process.execPath, [join(root, 'scripts/visual/check.mjs')], (result) => `${result.passed} stories match, ${result.failed} differ`);

const consumerApp = (lane) =>
  reportedCheck(lane, 'consumer', bin('tsx'), [join(root, 'scripts/consumer-check.ts')], (result) => `${result.passed} checks pass, ${result.failed} fail (React 19 and 18)`);

/** Each lane's own steps, in order; then each lane takes the next of `sharedSteps` until none is left. */
const lanes = [
  [
    'tests',
    [
      ['typecheck', typecheck],
      // Every project in vitest.config.ts but e2e (unit, server, storybook, and any added later).
      ['vitest (all projects but e2e)', (lane) => vitest(lane, ['--project=!e2e'])],
    ],
  ],
  ['e2e', [['vitest (e2e)', (lane) => vitest(lane, ['--project=e2e'])]]],
];
const sharedSteps = [
  ['visual regression', visual],
  ['consumer app (packed tarballs)', consumerApp],
];

const started = Date.now();
/** @type {Map<string, { ok: boolean, passed: number, failed: number, note?: string, seconds: string }>} */
const results = new Map();
let stopped = false;

async function runStep(name, step, lane) {
  console.log(`\n${lane ? `${lane} │ ` : ''}━━ ${name} ━━`);
  const stepStarted = Date.now();
  const result = await step(lane);
  results.set(name, { ...result, seconds: ((Date.now() - stepStarted) / 1000).toFixed(1) });
  console.log(`${lane ? `${lane} │ ` : ''}━━ ${name}: ${result.ok ? 'done' : 'FAILED'} ━━`);
  if (!result.ok) stopped = true;
}

await runStep('OS tools', ensureOsTools);
if (!stopped) {
  const waiting = [...sharedSteps];
  await Promise.all(
    lanes.map(async ([lane, steps]) => {
      for (const [name, step] of steps) {
        if (stopped) return;
        await runStep(name, step, lane);
      }
      while (!stopped && waiting.length > 0) {
        const [name, step] = waiting.shift();
        await runStep(name, step, lane);
      }
    }),
  );
}
rmSync(scratch, { recursive: true, force: true });

const summary = [];
let passed = 0;
let failed = 0;
for (const name of ['OS tools', ...[...lanes.flatMap(([, steps]) => steps), ...sharedSteps].map(([stepName]) => stepName)]) {
  const result = results.get(name);
  if (!result) {
    summary.push(`  - ${name.padEnd(34)}         not run: an earlier step failed`);
    continue;
  }
  passed += result.passed;
  failed += result.failed;
  summary.push(`  ${result.ok ? '✓' : '✗'} ${name.padEnd(34)} ${result.seconds.padStart(6)}s  ${result.note ?? ''}`);
}

console.log(`\n━━ summary (${((Date.now() - started) / 1000).toFixed(0)} s) ━━`);
console.log(summary.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = !stopped && failed === 0 ? 0 : 1;
