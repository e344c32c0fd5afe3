import type { Cents } from '../money/cents';

/**
 * The one rounding rule: each component is computed exactly with integers (BigInt) and rounded
 * once to whole cents, half away from zero (0.5 cent → 1 cent, -0.5 → -1). Rates are basis
 * points (1% = 100 bp), so `cents × bp / 10000` is an exact fraction before rounding.
 */
export function roundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('Denominator must be positive');
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const quotient = abs / denominator;
  const rounded = (abs % denominator) * 2n >= denominator ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/** cents × basisPoints / 10000, rounded half away from zero. */
export function applyBasisPoints(cents: Cents, basisPoints: number): Cents {
  if (!Number.isSafeInteger(cents) || !Number.isSafeInteger(basisPoints)) {
    throw new RangeError(`Cents and basis points must be whole numbers: ${cents}, ${basisPoints}`);
  }
  return Number(roundHalfAwayFromZero(BigInt(cents) * BigInt(basisPoints), 10_000n));
}

/**
 * A percentage as text ("9", "15.5", "1.10", "12.50") or a number → basis points (900, 1550,
 * 110, 1250). At most two decimals, so the conversion is exact.
 */
export function percentToBasisPoints(percent: string | number): number {
  const text = String(percent).trim();
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not a percentage with up to two decimals: "${text}"`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1250 → "12.5" (for showing a stored rate as a percentage). */
export function basisPointsToPercent(basisPoints: number): string {
  const whole = Math.trunc(basisPoints / 100);
  const fraction = String(basisPoints % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}
