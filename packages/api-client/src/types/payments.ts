/** Payment entities of public-site §3; amounts are decimal strings or integer cents as named. */

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

export interface ThreeDsDetails {
  message: string;
  data: {
    cavv: string;
    par: string;
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
