// Compares two PNG screenshots the way the visual check judges them.
import { PNG } from 'pngjs';
import pixelmatch from 'pixelmatch';

/** Per-pixel colour tolerance (pixelmatch's YIQ distance, 0..1). */
export const pixelThreshold = 0.1;
/** A story fails when more than this share of its pixels differ. */
export const maxDiffRatio = Number(process.env.VISUAL_MAX_DIFF_RATIO ?? 0.001);

/**
 * @param {Buffer} expectedPng
 * @param {Buffer} actualPng
 * @returns {{ ok: boolean, reason?: string, diffPng?: Buffer }}
 */
export function compareScreenshots(expectedPng, actualPng) {
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    return {
      ok: false,
      reason: `size changed from ${expected.width}x${expected.height} to ${actual.width}x${actual.height}`,
    };
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, width, height, { threshold: pixelThreshold });
  const total = width * height;
  if (differing <= total * maxDiffRatio) return { ok: true };
  const percent = ((differing / total) * 100).toFixed(2);
  return { ok: false, reason: `${differing} of ${total} pixels differ (${percent}%)`, diffPng: PNG.sync.write(diff) };
}
