import { describe, expect, it } from 'vitest';
import { paymentEligibility } from './eligibility';

describe('payment eligibility', () => {
  it.each([
    [{ status: 'due_payment', inception_date: '2026-12-01' }, '2026-11-22', { payable: true }],
    [{ status: 'due_payment', inception_date: '2026-11-22' }, '2026-11-22', { payable: true }],
    [
      { status: 'due_payment', inception_date: '2026-11-21T00:00:00.000Z' },
      '2026-11-22',
      {
        payable: false,
        reason: 'inceptionPassed',
        message: 'Payment cannot be processed as the policy inception date has passed. Please contact support.',
      },
    ],
    [
      { status: 'paid', inception_date: '2026-12-01' },
      '2026-11-22',
      { payable: false, reason: 'paid', message: 'Policy has been paid! Thank you!.' },
    ],
    [
      { status: 'draft', inception_date: '2026-12-01' },
      '2026-11-22',
      { payable: false, reason: 'notDue', message: null },
    ],
    [null, '2026-11-22', { payable: false, reason: 'notDue', message: null }],
  ])('%o on %s', (policy, today, expected) => {
    expect(paymentEligibility(policy, today)).toEqual(expected);
  });
});
