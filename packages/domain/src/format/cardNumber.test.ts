import { describe, expect, it } from 'vitest';
import { groupCardNumber } from './cardNumber';

describe('groupCardNumber', () => {
  it('groups 16-digit cards in fours and Amex as 4-6-5, ignoring spaces already typed', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('4242 4242 42424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
  });
});
