/**
 * Shapes the API answers with (back-office §3, public-site §3). The proposal's own field names and
 * rules live in @buildcover/domain; these are the read-back records around them. Amounts are
 * decimal strings, dates ISO strings, never floats.
 */
import type { PremiumBreakdown, QuoteOutcome, QuoteStatus, StateOption, UserType } from '@buildcover/domain';

export type { PremiumBreakdown, QuoteOutcome, QuoteStatus, StateOption, UserType };

import type { AddressRecord, Insured, Insurer, PolicyStatus, QuoteFile } from '@buildcover/domain/api';
export type { AddressRecord, HolderRecord, Insured, Insurer, InsurerDocumentsInput, PolicyStatus, QuoteFile, QuoteListItem, QuoteReadBack, QuoteCustomerDetail, User } from '@buildcover/domain/api';



export interface Note {
  id: number;
  user_name: string;
  created_at: string;
  /** Sanitised HTML. */
  note: string;
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
