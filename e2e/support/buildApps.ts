import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Builds apps/public and apps/admin when a dist is missing or older than what it bundles: the same
 * rule as `npm start` (scripts/start.mjs), which does not export it.
 */
const sharedSources = ['packages/ui/src', 'packages/domain/src', 'packages/api-client/src', 'package-lock.json'];
export const frontEndApps = ['public', 'admin'] as const;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function isStale(root: string, app: string): boolean {
  const index = join(root, 'apps', app, 'dist/index.html');
  if (!existsSync(index)) return true;
  const sourcesAt = Math.max(newestMtime(join(root, 'apps', app)), ...sharedSources.map((path) => newestMtime(join(root, path))));
  return statSync(index).mtimeMs <= sourcesAt;
}

/** One `npm run build` for both apps when either is stale; throws with the build's output when it fails. */
export function buildAppsIfStale(root: string): void {
  if (frontEndApps.some((app) => isStale(root, app))) buildApps(root);
}

function buildApps(root: string): void {
  const result = spawnSync('npm', ['run', 'build', '-w', '@buildcover/public', '-w', '@buildcover/admin'], { cwd: root, encoding: 'utf8', stdio: 'pipe' });
  if (result.status !== 0) {
    throw new Error(`e2e: building the public and admin apps failed (exit ${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}`);
  }
}

/** Whether every script and stylesheet the build's index.html names is in the folder. */
function isComplete(distDir: string): boolean {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const assets = [...readFileSync(indexPath, 'utf8').matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+)"/g)].map((m) => m[1]!);
  return assets.length > 0 && assets.every((asset) => existsSync(join(distDir, asset)));
}

/**
 * Copies both builds to `targetDir/<app>-dist` for the server to serve, so a rebuild by someone else
 * mid-run cannot pull files from under it. A copy caught half-written by such a rebuild is built again.
 */
export function snapshotBuilds(root: string, targetDir: string): void {
  const copy = () =>
    frontEndApps.map((app) => {
      const target = join(targetDir, `${app}-dist`);
      rmSync(target, { recursive: true, force: true });
      try {
        cpSync(join(root, 'apps', app, 'dist'), target, { recursive: true });
      } catch {
        return false; // the folder changed while being copied
      }
      return isComplete(target);
    });
  if (copy().every(Boolean)) return;
  buildApps(root);
  if (!copy().every(Boolean)) throw new Error('e2e: the public or admin build is incomplete (is another build running?)');
}
