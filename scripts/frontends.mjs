// One rule for "is a build older than what it bundles", used by `npm start` (scripts/start.mjs),
// the e2e setup and the visual check's Storybook build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The Vite apps the server serves: apps/public at /, apps/admin at /admin/. */
export const frontEndApps = ['public', 'admin'];
/** Sources every front-end bundles besides its own folder. */
const sharedSources = [
  'packages/ui/src',
  'packages/domain/src',
  'packages/api-client/src',
  'scripts/vite-app.mjs',
  'scripts/vite-prerender.mjs',
  'package-lock.json',
];

/** Newest modification time under a path (0 when absent), ignoring node_modules and dist. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  // A directory's own mtime changes when a file in it is added, renamed or deleted.
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or not newer than every one of `inputs` (paths under root). */
export function isStale(root, output, inputs) {
  const outputPath = join(root, output);
  if (!existsSync(outputPath)) return true;
  return statSync(outputPath).mtimeMs <= Math.max(...inputs.map((input) => newestMtime(join(root, input))));
}

/** Front-end apps whose dist is missing or older than their sources. */
export function staleFrontEnds(root) {
  return frontEndApps.filter((app) => isStale(root, `apps/${app}/dist/index.html`, [`apps/${app}`, ...sharedSources]));
}

/**
 * Builds the given apps with `vite build`. Output is shown live (`stdio: 'inherit'`) or kept and
 * returned for an error message (`'pipe'`).
 * @returns {{ ok: true } | { ok: false, app: string, output: string }}
 */
export function buildFrontEnds(root, apps, stdio = 'inherit') {
  for (const app of apps) {
    const result = spawnSync(join(root, 'node_modules/.bin/vite'), ['build'], {
      cwd: join(root, 'apps', app),
      // What customers get, whoever asks: under Vitest (NODE_ENV=test, the e2e setup) Vite would
      // bundle React's development build, which `npm start` would then serve as current.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
      return { ok: false, app, output: output || `exit ${result.status ?? result.signal}` };
    }
  }
  return { ok: true };
}
