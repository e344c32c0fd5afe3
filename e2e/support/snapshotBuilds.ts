import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildFrontEnds, frontEndApps, staleFrontEnds } from '../../scripts/frontends.mjs';

/** Builds the given front-ends (scripts/frontends.mjs); throws with the build's output when one fails. */
function build(root: string, apps: readonly string[]): void {
  const result = buildFrontEnds(root, apps, 'pipe');
  if (!result.ok) throw new Error(`e2e: building apps/${result.app} failed:\n${result.output}`);
}

/** Builds apps/public and apps/admin when stale, by the same rule as `npm start`. */
export function buildStaleFrontEnds(root: string): void {
  const stale = staleFrontEnds(root);
  if (stale.length > 0) build(root, stale);
}

/** Whether every script and stylesheet the build's index.html names is in the folder. */
function isComplete(distDir: string): boolean {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return false;
  const assets = [...readFileSync(indexPath, 'utf8').matchAll(/(?:src|href)="[^"]*?(assets\/[^"]+)"/g)].map(
    (m) => m[1]!,
  );
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
  build(root, frontEndApps);
  if (!copy().every(Boolean))
    throw new Error('e2e: the public or admin build is incomplete (is another build running?)');
}
