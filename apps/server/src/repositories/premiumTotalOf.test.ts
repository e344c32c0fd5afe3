import { describe, expect, it } from 'vitest';
import { premiumTotalOf } from './quoteAggregate';

describe('premiumTotalOf: the one premium total every reader asks', () => {
  it("reads the policy's total first, to the cent", () => {
    expect(
      premiumTotalOf({
        quote: { premium_amount: '100.00' },
        policy: { total_amount: '1234.57', premium_amount: '1234.56' },
      }),
    ).toBe('1234.57');
  });

  it('keeps a total of zero rather than falling back (an override of zero is a figure)', () => {
    expect(
      premiumTotalOf({ quote: { premium_amount: '100.00' }, policy: { total_amount: '0.00', premium_amount: '5.00' } }),
    ).toBe('0.00');
  });

  it("falls back to the policy's premium, then the quote's, and is null with none", () => {
    expect(
      premiumTotalOf({ quote: { premium_amount: '100.00' }, policy: { total_amount: null, premium_amount: '99.99' } }),
    ).toBe('99.99');
    expect(premiumTotalOf({ quote: { premium_amount: '100.01' }, policy: null })).toBe('100.01');
    expect(premiumTotalOf({ quote: { premium_amount: null }, policy: null })).toBeNull();
  });
});
