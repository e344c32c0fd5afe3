/** Quote status values with the labels the editor offers (back-office §4). */
export const quoteStatuses = [
  { value: 'quoted', label: 'Quote Issued' },
  { value: 'submitted', label: 'Application Submitted' },
  { value: 'paydue', label: 'Payment Due' },
  { value: 'declined', label: 'Quote Declined' },
  { value: 'referred', label: 'Referred to Insurer' },
  { value: 'review', label: 'Review Required' },
  { value: 'lost', label: 'Client Lost' },
  { value: 'pending', label: 'Pending Client Info' },
  { value: 'paid', label: 'Paid' },
] as const;
export type QuoteStatus = (typeof quoteStatuses)[number]['value'];
// map() keeps the values but not the tuple's non-emptiness, which z.enum needs; the list above is non-empty.
export const quoteStatusValues = quoteStatuses.map((s) => s.value) as unknown as readonly [
  QuoteStatus,
  ...QuoteStatus[],
];

/** The editor's label for a status; the value itself when unknown. */
export function quoteStatusLabel(status: string | null | undefined): string {
  if (!status) return '-';
  return quoteStatuses.find((s) => s.value === status)?.label ?? status;
}

/** Outcomes of a quote request (public-site §4). */
export const quoteOutcomes = ['quoted', 'referred', 'declined'] as const;
export type QuoteOutcome = (typeof quoteOutcomes)[number];

/** Result screen titles per outcome (public-site §2). */
export const quoteOutcomeTitles: Record<QuoteOutcome, string> = {
  quoted: 'Quote Submitted Successfully!',
  referred: 'Quote Referred!',
  declined: 'Quote Declined!',
};
