/** Payment entities of public-site §3; amounts are decimal strings or integer cents as named. */
export type { PaymentsConfig, TestCard, TestCardBehaviour } from '@buildcover/domain/api';

export interface DrnRequest {
  qref: string;
  pg: string;
  uid: string;
}

export interface TokenizeConfigRequest {
  pg: string;
  drn: string;
  total_amount: string;
  css_url: string;
  uid: string;
}

export interface TokenizeConfig {
  merchant_name: string;
  verification: string;
  reference: string;
  css_signature: string;
  total_amountincents: number;
}

export interface SurchargeRequest {
  currency_code: string;
  pg: string;
  amount: string;
  payment_frequency: string;
  bin: string;
  payment_method: string;
  uid: string;
}

export interface Surcharge {
  surcharge_amount: string;
  total_amount: string;
  /** The premium the surcharge is on. */
  amount: string;
  /** The card's scheme from its BIN ('visa', 'mastercard', 'amex'). */
  scheme: string;
  /** The scheme's surcharge percentage ("1.10"; "0" when surcharging is off). */
  rate: string;
  surcharge_enabled: boolean;
}

export interface ThreeDsConfigRequest {
  pg: string;
  drn: string;
  total_amount: string;
  uid: string;
}

export interface CardDetails {
  card_expiry_date: string;
  card_number_mask: string;
  card_holder_name: string;
  secure_token: string;
  card_bin: string;
}

/** What the gateway's hosted fields hand back instead of the card: a token and the masked card. */
export interface CardToken {
  token: string;
  /** Masked, e.g. 424242******4242. */
  card_number: string;
  /** MM/YY */
  card_expiry: string;
  card_holder: string;
  bin: string;
  scheme: string;
}

/** The 3-D Secure result: the SDK's authenticate() answer, sent on as pay/v4's `threeds_details`. */
export interface ThreeDsDetails {
  message: string;
  data: {
    cavv: string;
    par: string | null;
    sli: string;
    xid: string;
    ver: string;
    directory_server_txn_id: string;
    threeds_version: string;
  };
}

export interface PaymentPayload {
  uid: string;
  pg: string;
  quote_ref: string;
  drn: string;
  currency_code: string;
  amount: string;
  fee: string;
  surcharge_amount: string;
  total_amount: string;
  recipient_email: string;
  payment_frequency: string;
  customer_reference: string;
  inject_fee_and_surcharge: boolean;
  dbc: string;
  crn: string;
  customer_transaction_id: string;
  card_details: CardDetails;
  threeds_details: ThreeDsDetails;
  policies: { policy_id: number | string }[];
}

/** data of a successful POST /api/v1/payments/pay/v4 (the contract's PaymentReceipt). */
export type { PaymentReceipt as PaymentResult } from '@buildcover/domain/api';

/** POST /api/v1/payments/demo: a demo reference and tokenise config (sandbox only, never charged). */
export interface PaymentDemoConfig extends TokenizeConfig {
  drn: string;
  /** The demo amount before surcharge, e.g. "1000.00". */
  amount: string;
  sdk_url: string;
}

/** POST /api/v1/payments/demo/3ds {drn, bin}: the surcharge for the BIN and a 3-D Secure access token for the total. */
export interface PaymentDemoThreeDs {
  access_token: string;
  amount: string;
  surcharge_amount: string;
  total_amount: string;
  scheme: string;
  rate: string;
  surcharge_enabled: boolean;
}

export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';

/** One card payment attempt as staff read it (GET /api/v1/payments, GET /api/v1/payments/{id}). */
export interface PaymentTransaction {
  id: number;
  status: PaymentStatus;
  quote_id: number;
  quote_ref: string;
  policy_id: number;
  policy_num: string | null;
  full_name: string;
  gateway: string;
  drn: string | null;
  currency: string;
  amount: string;
  surcharge_amount: string;
  total_amount: string;
  card_scheme: string | null;
  card_number_mask: string | null;
  card_holder_name: string | null;
  gateway_reference: string | null;
  error_message: string | null;
  /** The 3-D Secure result handed over at payment, and whether the gateway confirmed it (null: never checked). */
  threeds: { version: string; eci: string; directory_server_txn_id: string; verified: boolean | null } | null;
  refund: { status: 'in_progress' | 'refunded'; reason: string | null; requested_at: string | null; refunded_at: string | null; refunded_by: string | null } | null;
  /** Why the gateway refused the last refund attempt, if it did. */
  refund_error: string | null;
  created_at: string | null;
  updated_at: string | null;
}

/** GET /api/v1/payments filters: a page, optionally one status or one quote. */
export interface PaymentListParams {
  start: number;
  limit: number;
  status?: PaymentStatus;
  quote_id?: number;
  /** created_at (default, newest first), total_amount, status, quote_ref, full_name, card_scheme. */
  sort?: string;
  order?: 'asc' | 'desc';
  /** From 3 characters: reference, masked card, quote ref, holder name or e-mail. */
  q?: string;
}
