// Builds storybook-static unless an existing build is newer than every input it was built from.
import { spawnSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { isStale } from '../frontends.mjs';

/** Folders whose files end up in the Storybook bundle. */
const inputs = [
  '.storybook',
  'packages/ui/src',
  'packages/domain/src',
  'packages/ui/package.json',
  'package-lock.json',
];

/** @returns {{ built: boolean }} */
export function ensureStorybookBuild(root, outDir) {
  if (!isStale(root, join(relative(root, outDir), 'index.json'), inputs)) return { built: false };
  console.log('visual: building Storybook (storybook build) ...');
  // Build beside the old output and swap at the end, so a check running at the same time in the
  // same tree never serves a half-written build.
  const building = `${outDir}.building-${process.pid}`;
  const result = spawnSync(join(root, 'node_modules/.bin/storybook'), ['build', '-o', building, '--quiet'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NO_COLOR: '1' },
  });
  // The build log is long and only worth reading when the build fails.
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    rmSync(building, { recursive: true, force: true });
    throw new Error(`storybook build failed (exit ${result.status ?? result.signal})`);
  }
  for (let attempt = 1; ; attempt++) {
    rmSync(outDir, { recursive: true, force: true });
    try {
      renameSync(building, outDir);
      break;
    } catch (error) {
      // Another build swapped its output in between our two calls: replace it again.
      if (attempt === 3) throw error;
    }
  }
  return { built: true };
}
