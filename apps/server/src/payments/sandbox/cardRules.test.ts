// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cvcLength,
  detectScheme,
  expiryInFuture,
  formatExpiryTyping,
  luhnValid,
  maskCardNumber,
  parseExpiry,
  validateCard,
} from '../../../public-sandbox/card-rules.js';
import { sandboxTestCards } from './testCards';

const now = new Date(2026, 10, 22); // 22 Nov 2026

describe('sandbox card rules (shared with the hosted fields)', () => {
  it('accepts every test card number by Luhn and rejects a changed digit', () => {
    for (const card of sandboxTestCards) {
      expect(luhnValid(card.number)).toBe(true);
      const last = Number(card.number.at(-1));
      expect(luhnValid(card.number.slice(0, -1) + String((last + 1) % 10))).toBe(false);
    }
    expect(luhnValid('79927398713')).toBe(false); // too short for a card
    expect(luhnValid('4242abcd42424242')).toBe(false);
  });

  it('detects the scheme from the leading digits', () => {
    expect(detectScheme('4242424242424242')).toBe('visa');
    expect(detectScheme('5555555555554444')).toBe('mastercard');
    expect(detectScheme('2223003122003222')).toBe('mastercard');
    expect(detectScheme('378282246310005')).toBe('amex');
    expect(detectScheme('341111111111111')).toBe('amex');
    expect(detectScheme('6011111111111117')).toBeNull();
  });

  it('wants the expiry in the future (valid through the end of its month)', () => {
    expect(parseExpiry('11/26')).toEqual({ month: 11, year: 2026 });
    expect(parseExpiry('7/2030')).toEqual({ month: 7, year: 2030 });
    expect(parseExpiry('13/26')).toBeNull();
    expect(parseExpiry('1126')).toBeNull();
    expect(expiryInFuture(11, 2026, now)).toBe(true);
    expect(expiryInFuture(10, 2026, now)).toBe(false);
    expect(expiryInFuture(1, 2027, now)).toBe(true);
    expect(expiryInFuture(1, 2060, now)).toBe(false);
  });

  it('keeps the expiry as printed on the card, whether the customer types the slash or not', () => {
    // Each keystroke as the field sees it: the value with the new character, then formatted.
    const typeKeys = (keys: string): string => [...keys].reduce((value, key) => formatExpiryTyping(value + key), '');
    expect(typeKeys('12/30')).toBe('12/30');
    expect(typeKeys('1230')).toBe('12/30');
    expect(typeKeys('12/2030')).toBe('12/2030');
    expect(typeKeys('122030')).toBe('12/2030');
    expect(typeKeys('1/30')).toBe('01/30');
    expect(formatExpiryTyping('12/30')).toBe('12/30'); // pasted
    expect(formatExpiryTyping('12 / 2030 ')).toBe('12/2030');
    // Backspace over the automatic slash removes it rather than putting it back.
    expect(formatExpiryTyping('12', true)).toBe('12');
    expect(formatExpiryTyping('12//3', true)).toBe('12/3');
    for (const typed of ['12/30', '12/2030'])
      expect(
        validateCard({ number: '4242424242424242', expiry: typeKeys(typed), cvc: '123', name: 'A B' }, now).valid,
      ).toBe(true);
    expect(
      validateCard({ number: '4242424242424242', expiry: '13/30', cvc: '123', name: 'A B' }, now).errors.expiry,
    ).toBe('Enter the expiry date as MM/YY or MM/YYYY.');
  });

  it('wants a 4-digit CVC for Amex and 3 digits otherwise', () => {
    expect(cvcLength('amex')).toBe(4);
    expect(cvcLength('visa')).toBe(3);
    expect(cvcLength('mastercard')).toBe(3);
    const amex = { number: '3782 822463 10005', expiry: '12/30', name: 'A Builder' };
    expect(validateCard({ ...amex, cvc: '1234' }, now).valid).toBe(true);
    expect(validateCard({ ...amex, cvc: '123' }, now).errors).toEqual({
      cvc: 'The security code (CVC) must be 4 digits.',
    });
    const visa = { number: '4242424242424242', expiry: '12/30', name: 'A Builder' };
    expect(validateCard({ ...visa, cvc: '123' }, now).valid).toBe(true);
    expect(validateCard({ ...visa, cvc: '1234' }, now).errors).toEqual({
      cvc: 'The security code (CVC) must be 3 digits.',
    });
  });

  it('reports each field with its message, the scheme and the BIN', () => {
    const result = validateCard({ number: '4242 4242 4242 4241', expiry: '10/26', cvc: '', name: ' ' }, now);
    expect(result).toMatchObject({
      valid: false,
      scheme: 'visa',
      bin: '424242',
      errors: {
        number: 'The card number is not valid.',
        expiry: 'The card has expired.',
        cvc: 'Enter the security code (CVC).',
        name: 'Enter the name on the card.',
      },
    });
    expect(
      validateCard({ number: '6011111111111117', expiry: '12/30', cvc: '123', name: 'X' }, now).errors.number,
    ).toBe('We accept Visa, Mastercard and American Express.');
    expect(maskCardNumber('4242424242424242')).toBe('424242******4242');
    expect(maskCardNumber('378282246310005')).toBe('378282*****0005');
  });
});
