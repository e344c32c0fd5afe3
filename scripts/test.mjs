#!/usr/bin/env node
// `npm test`: every check BuildCover has, in order, stopping at the first failure.
//   1. OS tools the tests drive (Debian's Chromium, PostgreSQL binaries), installed when missing
//   2. typecheck (tsc -b), with the builds the later steps serve beside it: the front-ends the e2e
//      journeys load and the static Storybook the visual check screenshots (tsc runs on one core)
//   3. vitest: every project (unit, server, storybook, …)
//   4. visual regression of every story against packages/ui/visual-baselines
//   5. the consumer app (examples/consumer) on the packed @buildcover/domain and @buildcover/ui
// The last line is always `N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
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

/** Starts a command with live output; resolves to its exit code. */
function start(command, args) {
  console.log(shown(command, args));
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
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
  const code = run('bash', [
    '-c',
    `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${osPackages}`,
  ]);
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

async function typecheck() {
  // tsc -b checks on one core: the builds take the other meanwhile (this process waits on tsc's exit).
  const checked = start(bin('tsc'), ['-b']);
  const builds = buildForLaterSteps();
  const ok = (await checked) === 0;
  if (builds !== null) console.error(builds);
  const note = `${ok ? 'no type errors' : 'type errors above'}; ${builds === null ? 'front-ends and Storybook up to date' : 'a build failed (above)'}`;
  return { ok: ok && builds === null, passed: 0, failed: ok && builds === null ? 0 : 1, note };
}

function vitest() {
  const report = join(scratch, 'vitest.json');
  const code = run(bin('vitest'), [
    // Every project in vitest.config.ts (unit, server, storybook, and any added later).
    'run',
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
function reportedCheck(name, command, args, describe) {
  const report = join(scratch, `${name}.json`);
  const code = run(command, [...args, '--report', report]);
  if (!existsSync(report)) return { ok: false, passed: 0, failed: 1, note: `${name} check exited ${code} without a report` };
  const result = JSON.parse(readFileSync(report, 'utf8'));
  const failed = code !== 0 && result.failed === 0 ? 1 : result.failed;
  return { ok: code === 0, passed: result.passed, failed, note: describe(result) };
}

const visual = () =>
  reportedCheck('visual', process.execPath, [join(root, 'scripts/visual/check.mjs')], (result) => `${result.passed} stories match, ${result.failed} differ`);

const consumerApp = () =>
  reportedCheck('consumer', bin('tsx'), [join(root, 'scripts/consumer-check.ts')], (result) => `${result.passed} checks pass, ${result.failed} fail (React 19 and 18)`);

const steps = [
  ['OS tools', ensureOsTools],
  ['typecheck (builds beside it)', typecheck],
  ['vitest (all projects)', vitest],
  ['visual regression', visual],
  ['consumer app (packed tarballs)', consumerApp],
];

const started = Date.now();
const summary = [];
let passed = 0;
let failed = 0;
let allOk = true;
for (const [name, step] of steps) {
  console.log(`\n━━ ${name} ━━`);
  const stepStarted = Date.now();
  const result = await step();
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  passed += result.passed;
  failed += result.failed;
  summary.push(`  ${result.ok ? '✓' : '✗'} ${name.padEnd(34)} ${seconds.padStart(6)}s  ${result.note ?? ''}`);
  if (!result.ok) {
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
