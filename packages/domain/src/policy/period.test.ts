import { describe, expect, it } from 'vitest';
import { createQuoteRequestSchema } from '../mapping/requestSchema';
import { toQuoteRequest } from '../mapping/quoteRequest';
import { cleanProposal, TODAY } from '../testing/proposals';
import { addMonthsIso, policyPeriodFor } from './period';

const payload = (overrides: Parameters<typeof cleanProposal>[0] = {}) =>
  createQuoteRequestSchema({ today: TODAY }).parse(toQuoteRequest(cleanProposal(overrides), 'uid-1'));

describe('policy period', () => {
  it('adds months and clamps to the end of a shorter month', () => {
    expect(addMonthsIso('2026-12-01', 12)).toBe('2027-12-01');
    expect(addMonthsIso('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2026-11-15', 2)).toBe('2027-01-15');
  });

  it('starts on the proposed start date when the work has not started', () => {
    expect(policyPeriodFor(payload(), TODAY)).toEqual({ inception_date: '2026-12-01', end_date: '2027-12-01' });
  });

  it('starts today when there is no future proposed start date', () => {
    const p = payload();
    expect(policyPeriodFor({ ...p, property: { ...p.property, proposed_start_date: '1900-01-01' } }, TODAY)).toEqual({
      inception_date: TODAY,
      end_date: '2027-11-22',
    });
    expect(
      policyPeriodFor({ ...p, property: { ...p.property, proposed_start_date: '2026-01-01' } }, TODAY).inception_date,
    ).toBe(TODAY);
  });
});
