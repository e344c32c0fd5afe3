/** GET /api/v1/dashboard?from&to: the back office's figures over a date range (computed in SQL). */
export interface Dashboard {
  range: { from: string; to: string };
  /** Live insurers on the panel: 0 means every proposal is referred. */
  panel: { insurers: number };
  quotes: { total: number; by_status: { status: string; count: number }[] };
  /** Of the quotes offered a price (quoted, payment due, paid), how many were paid; rate in percent. */
  conversion: { priced: number; paid: number; rate: string | null };
  /** Every month of the range, yyyy-mm, with the premium of the policies paid in it. */
  premium_by_month: { month: string; policies: number; premium: string }[];
  premium_total: string;
  /** Referred quotes waiting now, by age. */
  referrals: { total: number; oldest_created_at: string | null; by_age: { id: string; label: string; count: number }[] };
  latest_policies: { id: number; num: string | null; full_name: string; total_amount: string | null; paid_at: string | null; status: string }[];
  latest_payments: { id: number; quote_ref: string; full_name: string; total_amount: string; status: string; created_at: string | null }[];
}
