/**
 * Shapes the API answers with (back-office §3, public-site §3). The proposal's own field names and
 * rules live in @buildcover/domain; these are the read-back records around them. Amounts are
 * decimal strings, dates ISO strings, never floats.
 */
import type { InsurerFields, PremiumBreakdown, QuoteOutcome, QuoteStatus, StateOption, UserType } from '@buildcover/domain';
import type { PaymentResult } from './payments';

export type { PremiumBreakdown, QuoteOutcome, QuoteStatus, StateOption, UserType };

export interface HolderRecord {
  id: number;
  full_name: string;
  initial: string | null;
  first_name: string | null;
  last_name: string | null;
  contact_no: string | null;
  wb_code: string | null;
  email: string | null;
  abn: string | null;
  created_at: string;
}

export interface Insured extends HolderRecord {
  add_holder: HolderRecord | null;
}

export interface User {
  id: number;
  name: string;
  email: string;
  user_type: UserType;
  /** Active when true. */
  status: boolean;
  last_login: string | null;
  created_at?: string;
}

/** An insurer as the API answers (the domain's fields plus the stored ones). */
export interface Insurer extends InsurerFields {
  id: number;
  pds_doc: string | null;
  fsg_doc: string | null;
  pds_url?: string | null;
  fsg_url?: string | null;
  created_at: string;
}

/** PATCH /api/v1/insurer/{id} after an upload: stored file keys. */
export interface InsurerDocumentsInput {
  pds_doc?: string;
  fsg_doc?: string;
}

export interface Note {
  id: number;
  user_name: string;
  created_at: string;
  /** Sanitised HTML. */
  note: string;
}

export type PolicyStatus = 'draft' | 'due_payment' | 'paid' | 'cancelled';

export interface QuoteFile {
  file_url: string;
  url: string;
  file_key?: string;
  file_name?: string;
  meta: { field?: string; [key: string]: unknown };
}

export interface PolicySummary {
  id: number;
  num: string | null;
  status: PolicyStatus;
  inception_date: string | null;
  expiry_date: string | null;
  premium_amount: string | null;
  premium?: Partial<PremiumBreakdown> | null;
}

export interface AddressRecord {
  id: number;
  street: string;
  suburb: string;
  state: string;
  postcode: string;
  country?: string;
}

export interface CoverRecord {
  id: number;
  cover: string;
  construction_type: string;
  construction_type_other: string | null;
}

export interface ClaimRecord {
  insurer: string;
  claim_date: string;
  claimed_for: string;
  address: string;
  cost: string;
}

/** Section records keep every proposal field by its spec name; only ids are fixed here. */
export interface PropertyRecord extends Record<string, unknown> {
  id: number;
  valuation: string;
  address: AddressRecord;
}
export interface ClaimRiskRecord extends Record<string, unknown> {
  id: number;
  claims: ClaimRecord[];
}
export interface RiskRecord extends Record<string, unknown> {
  id: number;
}

/** A row of GET /api/v1/quotes/list and /quotes/search. */
export interface QuoteListItem {
  id: number;
  ref: string;
  status: QuoteStatus;
  inception_date: string | null;
  end_date: string | null;
  premium_amount: string | null;
  created_at: string;
  insured: Pick<Insured, 'id' | 'full_name' | 'wb_code'> & Partial<Insured>;
  address?: Pick<AddressRecord, 'state'> & Partial<AddressRecord>;
  [key: string]: unknown;
}

/** GET /api/v1/quotes/{id} (back office). */
export interface QuoteDetail {
  id: number;
  ref: string;
  status: QuoteStatus;
  inception_date: string | null;
  end_date: string | null;
  premium_amount: string | null;
  is_renewal: boolean;
  created_at: string;
  meta: { referred_reason?: string | string[]; [key: string]: unknown };
  insured: Insured;
  address: AddressRecord;
  insurer: (Pick<Insurer, 'id' | 'name' | 'commission' | 'associate_commission'> & Partial<Insurer>) | null;
  policy: PolicySummary | null;
  property: PropertyRecord;
  covers: CoverRecord[];
  claim_risk: ClaimRiskRecord;
  property_holder_risk: RiskRecord;
  property_risk: RiskRecord;
  files: QuoteFile[];
}

/** POST /api/v1/quotes/retrieve/{id} (customer side). */
export interface QuoteReadBack {
  ref: string;
  /** The unguessable link id. */
  id: string;
  status: QuoteStatus;
  property_value: string | null;
  total_amount: string | null;
  inception_date: string | null;
  end_date: string | null;
  created_at: string;
  access_token?: string;
  insured: Partial<Insured> & { full_name: string };
  insurer: (Partial<Insurer> & { pds_url?: string | null }) | null;
  covers: Partial<CoverRecord>[];
  policy: PolicySummary | null;
  files?: QuoteFile[];
  [key: string]: unknown;
}

/**
 * POST /api/v1/quotes/retrieve/{id}/details: the read-back plus the proposal as the customer
 * answered it (the records the domain's `quoteToEditorValues` reads) and the card payment's receipt.
 */
export interface QuoteCustomerDetail extends QuoteReadBack {
  insured: QuoteReadBack['insured'] & { add_holder?: Record<string, unknown> | null };
  property: (Record<string, unknown> & { address?: Record<string, unknown> | null }) | null;
  claim_risk: (Record<string, unknown> & { claims?: Record<string, unknown>[] | null }) | null;
  property_holder_risk: Record<string, unknown> | null;
  property_risk: Record<string, unknown> | null;
  policy: (PolicySummary & { paid_at?: string | null }) | null;
  /** What pay/v4 answered for the successful payment; null until paid by card. */
  payment: PaymentResult | null;
}
