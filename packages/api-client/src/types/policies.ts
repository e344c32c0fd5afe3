import type { PolicyStanding } from '@buildcover/domain';

/** A bound policy as the Policy list shows it (GET /api/v1/policies). */
export interface PolicyListItem {
  id: number;
  num: string | null;
  /** Where it stands today: active, expired or cancelled. */
  status: PolicyStanding;
  inception_date: string | null;
  expiry_date: string | null;
  premium_amount: string | null;
  total_amount: string | null;
  paid_at: string | null;
  quote_id: number;
  quote_ref: string;
  insured_id: number;
  full_name: string;
  email: string | null;
  insurer_id: number | null;
  insurer_name: string | null;
}

export interface PolicyListParams {
  start: number;
  limit: number;
  status?: PolicyStanding;
  /** paid_at (default, newest first), num, full_name, insurer, inception_date, expiry_date, total_amount, status. */
  sort?: string;
  order?: 'asc' | 'desc';
  /** From 3 characters: policy number, quote ref, holder name or e-mail, insurer name. */
  q?: string;
}

type Money = string | null;

/** GET /api/v1/policies/{id}. */
export interface PolicyDetail extends PolicyListItem {
  /** The stored policy status (paid, cancelled). */
  policy_status: string;
  premium: {
    base: Money;
    base_gst: Money;
    fsl: Money;
    fsl_gst: Money;
    association_fee: Money;
    association_fee_gst: Money;
    insurer_fee: Money;
    insurer_fee_gst: Money;
    broker_fee: Money;
    broker_fee_gst: Money;
    stamp_duty: Money;
    total_amount: Money;
    commission: Money;
    commission_gst: Money;
  };
  quote: { id: number; ref: string; status: string; public_id: string };
  insured: { id: number; full_name: string; email: string | null; contact_no: string | null; wb_code: string | null; abn: string | null };
  insurer: { id: number; name: string; uid: string | null; afsl: string | null } | null;
  payments: { id: number; status: string; total_amount: string; card_number_mask: string | null; created_at: string | null; refunded_at: string | null }[];
}
