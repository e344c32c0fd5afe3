/** Quote statuses that mean the customer was offered a price (quoted, sent a payment link, or paid). */
export const pricedQuoteStatuses = ['quoted', 'paydue', 'paid'] as const;

/**
 * Quoted → paid conversion over a set of quotes counted by status: of the quotes that were offered
 * a price, how many were paid. `rate` is a percentage with one decimal, null when nothing was priced.
 */
export function quoteConversion(byStatus: readonly { status: string; count: number }[]): {
  priced: number;
  paid: number;
  rate: string | null;
} {
  const countOf = (status: string) => byStatus.find((row) => row.status === status)?.count ?? 0;
  const priced = pricedQuoteStatuses.reduce((sum, status) => sum + countOf(status), 0);
  const paid = countOf('paid');
  return { priced, paid, rate: priced === 0 ? null : (Math.round((paid * 1000) / priced) / 10).toFixed(1) };
}
