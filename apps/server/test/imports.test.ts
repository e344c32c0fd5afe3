// @vitest-environment node
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const config = 'apps/server/.dependency-cruiser.mjs';
const cli = fileURLToPath(
  new URL('../../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs', import.meta.url),
);

/** The server's import graph under the rules of apps/server/.dependency-cruiser.mjs (the CLI exits 1 on a violation, with the same JSON). */
function cruise(): Promise<ICruiseResult> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [cli, 'apps/server/src', '--config', config, '--output-type', 'json'],
      { cwd: root, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (!stdout) reject(error ?? new Error(stderr));
        else resolve(JSON.parse(stdout) as ICruiseResult);
      },
    );
  });
}

describe("the server's imports point one way", async () => {
  const result = await cruise();

  it('breaks none of the rules', () => {
    const violations = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect(violations).toEqual([]);
  });

  it('names in every rule files that exist, so a move cannot switch a rule off unnoticed', () => {
    const sources = result.modules.map((m) => m.source);
    const unmatched = (result.summary.ruleSetUsed?.forbidden ?? []).flatMap((rule) =>
      Object.entries({ from: rule.from.path, to: 'to' in rule ? rule.to.path : undefined }).flatMap(([end, path]) => {
        const pattern = typeof path === 'string' ? new RegExp(path) : null;
        return pattern && !sources.some((source) => pattern.test(source)) ? [`${rule.name}.${end}: ${path}`] : [];
      }),
    );
    expect(result.summary.ruleSetUsed?.forbidden?.length).toBeGreaterThan(0);
    expect(unmatched).toEqual([]);
  });
});
