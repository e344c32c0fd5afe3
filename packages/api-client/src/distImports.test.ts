// @vitest-environment node
/*
 * An app that imports `@buildcover/api-client` gets the built dist, not this source: its main entry
 * must not pull msw (the test doubles, `./testing` only) or zod (the schemas live in the domain).
 * Builds the package into a temporary folder and follows the main entry's relative imports.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = mkdtempSync(join(tmpdir(), 'api-client-dist-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** `import … from 'x'`, `export … from 'x'`, `import 'x'` and `import('x')`. */
const specifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g;

/** The packages (bare specifiers) that `entry` and the files it imports relatively import. */
function packagesImportedBy(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(specifiers)) {
      if (specifier!.startsWith('.')) visit(resolve(dirname(file), specifier!));
      else packages.add(specifier!);
    }
  };
  visit(entry);
  return packages;
}

it('builds a main entry that imports neither msw nor zod (the testing entry does)', () => {
  execFileSync(
    process.execPath,
    [
      join(packageDir, '../../node_modules/tsdown/dist/run.mjs'),
      '--out-dir',
      outDir,
      '--no-dts',
      '--log-level',
      'error',
    ],
    { cwd: packageDir, stdio: 'pipe' },
  );
  const main = [...packagesImportedBy(join(outDir, 'index.js'))];
  expect(main).toContain('swr');
  expect(main.filter((name) => /^(msw|zod)(\/|$)/.test(name))).toEqual([]);
  expect(
    [...packagesImportedBy(join(outDir, 'testing/index.js'))].filter((name) => /^msw(\/|$)/.test(name)).length,
  ).toBeGreaterThan(0);
}, 120_000);
