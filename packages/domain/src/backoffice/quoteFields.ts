/** What the quote editor calls a quote's own fields (Basic Details, Quote details); History names changes by them too. */
export const quoteFieldLabels = {
  ref: 'Quote Ref',
  status: 'Status',
  premium_amount: 'Premium',
  wb_code: 'WB Code',
  policy_number: 'Policy Number',
  policy_status: 'Policy Status',
  quote_status: 'Quote Status',
  referred_reason: 'Referred Reason',
  reasons: 'Underwriting decision',
  insurer: 'Insurer',
} as const;
