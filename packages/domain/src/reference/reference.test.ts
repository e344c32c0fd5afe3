import { describe, expect, it } from 'vitest';
import {
  acceptAttribute,
  constructionTypes,
  documentUploadTypes,
  isAcceptedFileName,
  liabilityLimitLabel,
  liabilityLimits,
  mortgageLenders,
  planUploadTypes,
  policyDocumentKeys,
  quoteStatusLabel,
  quoteStatuses,
  titles,
} from './index';

describe('reference data', () => {
  it('keeps the spec lists word for word', () => {
    expect(titles).toEqual(['Mr', 'Mrs', 'Miss', 'Ms', 'Dr']);
    expect(liabilityLimits.map((l) => l.label)).toEqual(['$5 Million', '$10 Million', '$20 Million']);
    expect(constructionTypes.at(-1)).toBe('Other');
    expect(policyDocumentKeys).toEqual([
      { key: 'uploaded_schedule', label: 'Schedule' },
      { key: 'uploaded_coc', label: 'COC' },
      { key: 'uploaded_closing', label: 'Closing' },
    ]);
    expect(quoteStatuses.map((s) => s.label)).toEqual([
      'Quote Issued',
      'Application Submitted',
      'Payment Due',
      'Quote Declined',
      'Referred to Insurer',
      'Review Required',
      'Client Lost',
      'Pending Client Info',
      'Paid',
    ]);
  });

  it('offers about 20 lenders and Other last', () => {
    expect(mortgageLenders.length).toBeGreaterThanOrEqual(20);
    expect(mortgageLenders.at(-1)).toBe('Other');
    expect(new Set(mortgageLenders).size).toBe(mortgageLenders.length);
  });

  it('labels limits and statuses', () => {
    expect(liabilityLimitLabel('10000000')).toBe('$10 Million');
    expect(liabilityLimitLabel(20000000)).toBe('$20 Million');
    expect(liabilityLimitLabel(null)).toBe('-');
    expect(quoteStatusLabel('paydue')).toBe('Payment Due');
    expect(quoteStatusLabel('')).toBe('-');
  });

  it('accepts the upload types by name', () => {
    expect(acceptAttribute(documentUploadTypes)).toBe('.pdf,.doc,.docx');
    expect(isAcceptedFileName('Schedule.PDF', documentUploadTypes)).toBe(true);
    expect(isAcceptedFileName('plans.png', documentUploadTypes)).toBe(false);
    expect(isAcceptedFileName('plans.png', planUploadTypes)).toBe(true);
  });
});
