import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToDecimal, toCents } from '../money/cents';
import { detectCardScheme } from './scheme';
import {
  defaultSurchargeConfig,
  isValidSurchargeConfig,
  quoteSurcharge,
  surchargeCents,
  surchargeLabel,
  unsupportedCardMessage,
} from './surcharge';

describe('card scheme from the BIN', () => {
  it.each([
    ['424242', 'visa'],
    ['4000000000000002', 'visa'],
    ['510510', 'mastercard'],
    ['555555', 'mastercard'],
    ['222100', 'mastercard'],
    ['272099', 'mastercard'],
    ['378282', 'amex'],
    ['340000', 'amex'],
    ['272100', null],
    ['222099', null],
    ['601100', null],
    ['356600', null],
    ['42424', null],
    ['abcdef', null],
  ] as const)('%s → %s', (bin, scheme) => {
    expect(detectCardScheme(bin)).toBe(scheme);
  });
});

describe('surcharge', () => {
  it('charges the default rates: Visa 1.10%, Mastercard 1.10%, Amex 2.50%', () => {
    const visa = quoteSurcharge('1315.61', '424242');
    expect(visa).toEqual({
      ok: true,
      surcharge: {
        scheme: 'visa',
        rate: '1.10',
        amount: '1315.61',
        surcharge_amount: '14.47',
        total_amount: '1330.08',
        currency_code: 'AUD',
        payment_frequency: 'ONE_OFF',
      },
    });
    const amex = quoteSurcharge('1000', '371449');
    expect(amex.ok && amex.surcharge.surcharge_amount).toBe('25.00');
    expect(amex.ok && surchargeLabel(amex.surcharge)).toBe('American Express card surcharge 2.50%');
    const mastercard = quoteSurcharge('1000', '5555 5555');
    expect(mastercard.ok && mastercard.surcharge.total_amount).toBe('1011.00');
  });

  it('takes configured rates and the global switch', () => {
    const off = quoteSurcharge('1000', '424242', { ...defaultSurchargeConfig, enabled: false });
    expect(off.ok && [off.surcharge.surcharge_amount, off.surcharge.total_amount, off.surcharge.rate]).toEqual([
      '0.00',
      '1000.00',
      '0',
    ]);
    const custom = quoteSurcharge('1000', '424242', {
      enabled: true,
      rates: { visa: '0.5', mastercard: '1', amex: '2' },
    });
    expect(custom.ok && custom.surcharge.surcharge_amount).toBe('5.00');
    expect(isValidSurchargeConfig({ enabled: true, rates: { visa: '101', mastercard: '1', amex: '2' } })).toBe(false);
    expect(isValidSurchargeConfig(defaultSurchargeConfig)).toBe(true);
  });

  it('refuses a card it does not accept', () => {
    expect(quoteSurcharge('1000', '601100')).toEqual({ ok: false, message: unsupportedCardMessage });
  });

  it('is exact over random amounts: total = amount + surcharge, surcharge = rate rounded half away from zero', () => {
    const rateBp = { visa: 110, mastercard: 110, amex: 250 } as const;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_00 }),
        fc.constantFrom('visa', 'mastercard', 'amex'),
        (amount, scheme) => {
          const { surcharge, total } = surchargeCents(amount, scheme);
          expect(total).toBe(amount + surcharge);
          // Independent: surcharge = floor((amount × bp + 5000) / 10000) for non-negative amounts.
          expect(BigInt(surcharge)).toBe((BigInt(amount) * BigInt(rateBp[scheme]) + 5000n) / 10000n);
          const quoted = quoteSurcharge(
            centsToDecimal(amount),
            scheme === 'visa' ? '424242' : scheme === 'amex' ? '378282' : '510510',
          );
          expect(quoted.ok && toCents(quoted.surcharge.total_amount)).toBe(total);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
