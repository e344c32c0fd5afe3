import { describe, expect, it } from 'vitest';
import { addBusinessDaysIso, byComplaintUrgency, complaintClocks, startOfDayIn, tmdDealingReportDue } from './clocks';
import { complaintClockRules, tmdDealingReportRule } from './rules';

const at = (iso: string) => new Date(iso);
const plusMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

describe('the rules carry their source', () => {
  it('names the notes each clock comes from', () => {
    expect(complaintClockRules.acknowledgeSource).toContain('RG 271');
    expect(complaintClockRules.finalResponseSource).toContain('30 calendar days');
    expect(tmdDealingReportRule.source).toContain('10 business days');
  });
});

describe('startOfDayIn (Australia/Sydney)', () => {
  it('finds midnight on both sides of the October daylight-saving change', () => {
    expect(startOfDayIn('2026-10-04').toISOString()).toBe('2026-10-03T14:00:00.000Z');
    expect(startOfDayIn('2026-10-05').toISOString()).toBe('2026-10-04T13:00:00.000Z');
  });

  it('finds midnight on both sides of the April change back', () => {
    expect(startOfDayIn('2026-04-05').toISOString()).toBe('2026-04-04T13:00:00.000Z');
    expect(startOfDayIn('2026-04-06').toISOString()).toBe('2026-04-05T14:00:00.000Z');
  });
});

describe('complaint clocks (RG 271)', () => {
  it('gives 24 real hours to acknowledge, even across the night daylight saving ends', () => {
    // 01:30 AEDT on 5 April 2026; clocks go back at 03:00 that morning.
    const receivedAt = at('2026-04-04T14:30:00Z');
    const due = at('2026-04-05T14:30:00Z');
    expect(complaintClocks({ receivedAt }, plusMs(due, -1)).acknowledge).toEqual({
      dueAt: due,
      doneAt: null,
      state: 'open',
    });
    const late = complaintClocks({ receivedAt }, plusMs(due, 1));
    expect(late.acknowledge.state).toBe('overdue');
    expect(late.overdue).toBe(true);
    expect(complaintClocks({ receivedAt, acknowledgedAt: due }, plusMs(due, 1)).acknowledge.state).toBe('met');
    expect(complaintClocks({ receivedAt, acknowledgedAt: plusMs(due, 1) }, plusMs(due, 1)).acknowledge.state).toBe(
      'late',
    );
  });

  it('runs the final response to the end of the 30th calendar day, across a short February', () => {
    // 10:00 AEDT on Saturday 31 January 2026: day 30 is Monday 2 March.
    const receivedAt = at('2026-01-30T23:00:00Z');
    const endOfDay30 = at('2026-03-02T13:00:00Z');
    const clocks = complaintClocks(
      { receivedAt, acknowledgedAt: at('2026-01-31T01:00:00Z') },
      at('2026-02-15T00:00:00Z'),
    );
    expect(clocks.finalResponse).toEqual({ dueAt: endOfDay30, doneAt: null, state: 'open' });
    expect(complaintClocks({ receivedAt }, plusMs(endOfDay30, -1)).finalResponse.state).toBe('open');
    expect(complaintClocks({ receivedAt }, plusMs(endOfDay30, 1)).finalResponse.state).toBe('overdue');
    expect(
      complaintClocks({ receivedAt, finalResponseAt: plusMs(endOfDay30, -1) }, endOfDay30).finalResponse.state,
    ).toBe('met');
  });

  it('counts from the Sydney day of receipt, not the UTC one', () => {
    // 31 March 14:30 UTC is 1 April 01:30 in Sydney: day 30 is 1 May, which ends at 14:00 UTC (AEST).
    const clocks = complaintClocks({ receivedAt: at('2026-03-31T14:30:00Z') }, at('2026-04-01T00:00:00Z'));
    expect(clocks.finalResponse.dueAt.toISOString()).toBe('2026-05-01T14:00:00.000Z');
    // A minute earlier it was still 31 March in Sydney: day 30 is 30 April.
    const earlier = complaintClocks({ receivedAt: at('2026-03-31T12:59:00Z') }, at('2026-04-01T00:00:00Z'));
    expect(earlier.finalResponse.dueAt.toISOString()).toBe('2026-04-30T14:00:00.000Z');
  });

  it('lists overdue complaints first, then open ones by the soonest step, then answered ones', () => {
    const now = at('2026-06-10T00:00:00Z');
    const complaints = [
      {
        id: 'answered',
        receivedAt: at('2026-06-01T00:00:00Z'),
        acknowledgedAt: at('2026-06-01T01:00:00Z'),
        finalResponseAt: at('2026-06-05T00:00:00Z'),
      },
      { id: 'open-later', receivedAt: at('2026-06-09T12:00:00Z') },
      { id: 'open-sooner', receivedAt: at('2026-06-09T06:00:00Z') },
      { id: 'overdue', receivedAt: at('2026-06-08T00:00:00Z') },
    ];
    const ordered = byComplaintUrgency(complaints, (c) => complaintClocks(c, now));
    expect(ordered.map((c) => c.id)).toEqual(['overdue', 'open-sooner', 'open-later', 'answered']);
  });
});

describe('dealings outside the TMD: report due in 10 business days', () => {
  it('skips weekends and runs over the year end', () => {
    expect(addBusinessDaysIso('2026-12-03', 10)).toBe('2026-12-17');
    expect(addBusinessDaysIso('2026-12-24', 10)).toBe('2027-01-07');
  });

  it('starts from the day the broker became aware in Sydney', () => {
    // Thursday 3 December 13:30 UTC is Friday 4 December 00:30 in Sydney.
    expect(tmdDealingReportDue(at('2026-12-03T12:59:00Z'))).toBe('2026-12-17');
    expect(tmdDealingReportDue(at('2026-12-03T13:30:00Z'))).toBe('2026-12-18');
  });
});
