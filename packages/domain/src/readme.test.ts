// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { revealRules } from './reveal/rules';
import { underwritingRules } from './underwriting/rules';

// The README's tables are what brokers and engineers read: keep them naming every rule.
describe('README', () => {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

  it('lists every underwriting rule', () => {
    for (const rule of underwritingRules) expect(readme).toContain(`| ${rule.id} |`);
  });

  it('names every reveal rule', () => {
    for (const rule of revealRules) expect(readme).toContain(rule.id.split('-')[0]);
  });
});
