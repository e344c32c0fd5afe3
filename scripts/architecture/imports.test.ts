// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ICruiseResult } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');

/** The import graph of `paths` under the repository's rules (.dependency-cruiser.mjs); the CLI exits 1 on a violation, with the same JSON. */
function cruise(paths: string[]): Promise<ICruiseResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli, ...paths, '--config', '.dependency-cruiser.mjs', '--output-type', 'json'],
      { cwd: root, maxBuffer: 128 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!stdout) reject(error ?? new Error(stderr));
        else resolve(JSON.parse(stdout) as ICruiseResult);
      },
    );
  });
}

const violations = (result: ICruiseResult) =>
  result.summary.violations.map(
    (v) => `${v.rule.name}: ${[v.from, ...(v.cycle?.map((c) => c.name) ?? [v.to])].join(' → ')}`,
  );

describe("the repository's imports", () => {
  const scratch = mkdtempSync(join(root, 'scripts/architecture/.cycle-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('form no circle and keep the apps apart, in every package, app, journey, script and benchmark', async () => {
    const result = await cruise(['packages', 'apps', 'e2e', 'scripts', 'bench', 'examples']);
    expect(result.summary.totalCruised).toBeGreaterThan(500);
    expect(violations(result)).toEqual([]);
  }, 120_000);

  it('would report a circle, a type-only one included', async () => {
    writeFileSync(join(scratch, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
    writeFileSync(join(scratch, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
    const result = await cruise([relative(root, scratch)]);
    expect(violations(result).some((line) => line.startsWith('no-circular:'))).toBe(true);
  }, 60_000);
});
