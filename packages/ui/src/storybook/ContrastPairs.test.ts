import { describe, expect, it } from 'vitest';
import { palette } from '../theme/tokens';
import { contrastPairs, contrastRatio } from './ContrastPairs';

describe('the palette pairs the Foundations page shows', () => {
  it('computes WCAG contrast (black on white is 21:1, a colour on itself 1:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio(palette.brand, palette.brand)).toBe(1);
  });

  it('each meets the WCAG 2.2 AA level its use needs', () => {
    const short = contrastPairs
      .map((pair) => ({ ...pair, ratio: contrastRatio(palette[pair.text], palette[pair.on]) }))
      .filter(({ ratio, needs }) => ratio < needs)
      .map(({ text, on, ratio, needs }) => `${text} on ${on}: ${ratio.toFixed(2)} < ${needs}`);
    expect(short).toEqual([]);
  });
});
