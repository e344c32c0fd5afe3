// Builds storybook-static unless an existing build is newer than every input it was built from.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Folders whose files end up in the Storybook bundle. */
const inputs = ['.storybook', 'packages/ui/src', 'packages/domain/src', 'packages/ui/package.json', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  // A directory's own mtime changes when a file in it is added, renamed or deleted.
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** @returns {{ built: boolean }} */
export function ensureStorybookBuild(root, outDir) {
  const marker = join(outDir, 'index.json');
  const builtAt = existsSync(marker) ? statSync(marker).mtimeMs : 0;
  const sourcesAt = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
  if (builtAt > sourcesAt) return { built: false };
  console.log('visual: building Storybook (storybook build) ...');
  const result = spawnSync(join(root, 'node_modules/.bin/storybook'), ['build', '-o', outDir, '--quiet'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', NO_COLOR: '1' },
  });
  // The build log is long and only worth reading when the build fails.
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    throw new Error(`storybook build failed (exit ${result.status ?? result.signal})`);
  }
  return { built: true };
}
