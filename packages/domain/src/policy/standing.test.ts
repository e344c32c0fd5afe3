import { describe, expect, it } from 'vitest';
import { coverStarted, policyStanding } from './standing';

describe('policyStanding', () => {
  const today = '2026-11-24';
  it('is Active while the expiry date has not passed, including the last day', () => {
    expect(policyStanding({ status: 'paid', expiry_date: '2027-01-01' }, today)).toBe('active');
    expect(policyStanding({ status: 'paid', expiry_date: today }, today)).toBe('active');
    expect(policyStanding({ status: 'paid', expiry_date: null }, today)).toBe('active');
  });
  it('is Expired the day after the expiry date', () => {
    expect(policyStanding({ status: 'paid', expiry_date: '2026-11-23' }, today)).toBe('expired');
  });
  it('is Cancelled once refunded, whatever its dates', () => {
    expect(policyStanding({ status: 'cancelled', expiry_date: '2027-01-01' }, today)).toBe('cancelled');
    expect(policyStanding({ status: 'cancelled', expiry_date: '2020-01-01' }, today)).toBe('cancelled');
  });
});

describe('coverStarted', () => {
  it('is false before the inception date and true from it', () => {
    expect(coverStarted({ inception_date: '2027-03-01' }, '2027-02-28')).toBe(false);
    expect(coverStarted({ inception_date: '2027-03-01' }, '2027-03-01')).toBe(true);
    expect(coverStarted({ inception_date: '2027-03-01' }, '2027-03-02')).toBe(true);
    expect(coverStarted({ inception_date: null }, '2027-03-02')).toBe(true);
  });
});
