/**
 * Compliance clocks as data, each with its source, so a compliance officer can check and change them
 * without touching the code that applies them.
 */
export const complianceTimeZone = 'Australia/Sydney';

export const complaintClockRules = {
  acknowledgeWithinHours: 24,
  acknowledgeSource:
    '../shared/COMPLIANCE-NOTES.md, Complaints (ASIC RG 271, internal dispute resolution): acknowledge a complaint within 24 hours (or one business day)',
  finalResponseWithinCalendarDays: 30,
  finalResponseSource:
    '../shared/COMPLIANCE-NOTES.md, Complaints (ASIC RG 271, internal dispute resolution): give the final response within 30 calendar days',
} as const;

export const tmdDealingReportRule = {
  /** Business days here are Monday to Friday; public holidays are not subtracted (the stricter reading). */
  withinBusinessDays: 10,
  source:
    '../shared/COMPLIANCE-NOTES.md, Before the sale: disclosure, Target Market Determination (ASIC RG 274): report significant dealings outside the TMD to the issuer within 10 business days of becoming aware',
} as const;
