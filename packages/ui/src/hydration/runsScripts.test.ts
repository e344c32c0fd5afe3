import { afterEach, describe, expect, it } from 'vitest';
import { runsScriptsScript, whereScriptsRun } from './runsScripts';

afterEach(() => document.documentElement.removeAttribute('data-runs-scripts'));

describe('runsScriptsScript', () => {
  it('marks the page, as its own source text, so that styles scoped to pages that run scripts apply', () => {
    expect(document.documentElement.matches(whereScriptsRun)).toBe(false);
    // The script as the page carries it: proves it needs nothing from this module.
    window.eval(runsScriptsScript());
    expect(document.documentElement.matches(whereScriptsRun)).toBe(true);
  });
});
