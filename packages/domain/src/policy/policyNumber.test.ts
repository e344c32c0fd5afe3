import { describe, expect, it } from 'vitest';
import { policyNumberOf } from './policyNumber';

describe('a policy number', () => {
  it("is the insurer's prefix and its sequence, six digits at least", () => {
    expect(policyNumberOf('hcu', 1)).toBe('HCU-000001');
    expect(policyNumberOf('SCB', 999_999)).toBe('SCB-999999');
    expect(policyNumberOf('SCB', 1_000_000)).toBe('SCB-1000000');
  });

  it('refuses a sequence below 1 and a prefix that is not letters or digits', () => {
    expect(() => policyNumberOf('HCU', 0)).toThrow(RangeError);
    expect(() => policyNumberOf('HCU', 1.5)).toThrow(RangeError);
    expect(() => policyNumberOf('H-CU', 1)).toThrow(RangeError);
    expect(() => policyNumberOf('', 1)).toThrow(RangeError);
  });
});
