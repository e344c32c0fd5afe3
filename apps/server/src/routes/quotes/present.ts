import { customerPremium, keyed, premiumBreakdownKeys, type PremiumBreakdown } from '@buildcover/domain';
import type { PaymentReceipt, quoteDetail as quoteDetailAnswer } from '@buildcover/domain/api';
import type { z } from 'zod';
import { iso } from '../../http/schemas';
import {
  premiumTotalOf,
  type AddressRow,
  type FileRow,
  type InsuredRow,
  type InsurerRow,
  type PolicyRow,
  type QuoteAggregate,
} from '../../repositories/quoteAggregate';
import type { QuoteListRow } from '../../repositories/quotes';
import { fileUrl, publicFileUrl } from './fileLinks';

/*
 * Stored rows → the API's shapes (back-office §3 "Quote", public-site §3 "Quote as read back").
 * Amounts stay decimal strings, dates yyyy-mm-dd, timestamps ISO.
 */

/** A stored section row as the API writes it: created_at as ISO, updated_at left out. */
export const storedRecord = <T extends { created_at: Date; updated_at?: Date }>(row: T) => {
  const { created_at, updated_at: _updated, ...rest } = row;
  return { ...rest, created_at: iso(created_at) };
};

export function holderRecord(row: InsuredRow) {
  return {
    id: row.id,
    full_name: row.full_name,
    initial: row.initial,
    first_name: row.first_name,
    last_name: row.last_name,
    contact_no: row.contact_no,
    wb_code: row.wb_code,
    email: row.email,
    abn: row.abn,
    created_at: iso(row.created_at),
  };
}
export type HolderRecord = ReturnType<typeof holderRecord>;

export function insuredRecord(insured: InsuredRow, addHolder: InsuredRow | null) {
  return { ...holderRecord(insured), add_holder: addHolder ? holderRecord(addHolder) : null };
}

export function addressRecord(row: AddressRow) {
  return {
    id: row.id,
    street: row.street,
    suburb: row.suburb,
    state: row.state,
    postcode: row.postcode,
    country: row.country,
  };
}

/** A file with its link; `publicId` makes a link the customer (without a session) can open. */
export function fileRecord(row: FileRow, publicId?: string) {
  const url = publicId ? publicFileUrl(row.key, publicId) : fileUrl(row.key);
  return {
    id: row.id,
    file_key: row.key,
    file_name: row.name,
    file_url: url,
    url,
    transaction_id: row.draft_uid,
    mime: row.mime,
    size: row.size,
    meta: { ...row.meta, field: row.field },
    created_at: iso(row.created_at),
  };
}

/** The breakdown as stored on the policy, or null before any premium was set. */
export function premiumOf(policy: PolicyRow): PremiumBreakdown | null {
  if (policy.total_amount === null) return null;
  return keyed(premiumBreakdownKeys, (key) => policy[key] ?? '0.00');
}

/** The breakdown a customer may read (public answers): without the broker's commission lines. */
export function customerPremiumOf(policy: PolicyRow) {
  const premium = premiumOf(policy);
  return premium ? customerPremium(premium) : null;
}

export function policySummary(policy: PolicyRow) {
  return {
    id: policy.id,
    num: policy.num,
    status: policy.status,
    inception_date: policy.inception_date,
    expiry_date: policy.expiry_date,
    premium_amount: policy.premium_amount,
    premium: premiumOf(policy),
    uploaded_schedule: policy.uploaded_schedule,
    uploaded_coc: policy.uploaded_coc,
    uploaded_closing: policy.uploaded_closing,
    paid_at: iso(policy.paid_at),
  };
}

/** What the customer sees of the insurer: who underwrites the cover and its documents (no commissions). */
export function publicInsurerSummary(insurer: InsurerRow) {
  return {
    id: insurer.id,
    name: insurer.name,
    abn: insurer.abn,
    afsl: insurer.afsl,
    underwriter: insurer.underwriter,
    pds_version: insurer.pds_version,
    fsg_version: insurer.fsg_version,
    pds_url: insurer.pds_doc ? fileUrl(insurer.pds_doc) : null,
    fsg_url: insurer.fsg_doc ? fileUrl(insurer.fsg_doc) : null,
  };
}

/** What staff see of an insurer: the customer's view plus contacts and commissions (settings stay internal). */
export function insurerSummary(insurer: InsurerRow) {
  return {
    ...publicInsurerSummary(insurer),
    email: insurer.email,
    contact_no: insurer.contact_no,
    uid: insurer.uid,
    commission: insurer.commission,
    associate_commission: insurer.associate_commission,
  };
}

/** GET /api/v1/quotes/{id}: everything the back-office editor reads (back-office §3 Quote), as the contract types it. */
export function quoteDetail(agg: QuoteAggregate): z.input<typeof quoteDetailAnswer> {
  const { quote } = agg;
  const address = agg.address ? addressRecord(agg.address) : null;
  return {
    id: quote.id,
    ref: quote.ref,
    public_id: quote.public_id,
    status: quote.status,
    inception_date: quote.inception_date,
    end_date: quote.end_date,
    premium_amount: quote.premium_amount,
    is_renewal: quote.is_renewal,
    created_at: iso(quote.created_at),
    updated_at: iso(quote.updated_at),
    meta: quote.meta,
    insured: insuredRecord(agg.insured, agg.addHolder),
    address,
    insurer: agg.insurer ? insurerSummary(agg.insurer) : null,
    policy: agg.policy ? policySummary(agg.policy) : null,
    property: agg.property ? { ...storedRecord(agg.property), address } : null,
    covers: agg.covers.map(storedRecord),
    claim_risk: agg.claimRisk ? { ...storedRecord(agg.claimRisk), claims: agg.claims.map(storedRecord) } : null,
    property_holder_risk: agg.propertyHolderRisk ? storedRecord(agg.propertyHolderRisk) : null,
    property_risk: agg.propertyRisk ? storedRecord(agg.propertyRisk) : null,
    files: agg.files.map((f) => fileRecord(f)),
  };
}

/**
 * POST /api/v1/quotes/retrieve/{id}: the quote as the customer reads it back. `id` is the public
 * id: the sequential id never leaves the back office.
 */
export function quoteReadBack(agg: QuoteAggregate) {
  const { quote, policy } = agg;
  return {
    ref: quote.ref,
    id: quote.public_id,
    status: quote.status,
    property_value: agg.property?.valuation ?? null,
    total_amount: premiumTotalOf(agg),
    inception_date: policy?.inception_date ?? quote.inception_date,
    end_date: policy?.expiry_date ?? quote.end_date,
    created_at: iso(quote.created_at),
    insured: {
      full_name: agg.insured.full_name,
      initial: agg.insured.initial,
      first_name: agg.insured.first_name,
      last_name: agg.insured.last_name,
      email: agg.insured.email,
      contact_no: agg.insured.contact_no,
    },
    address: agg.address ? addressRecord(agg.address) : null,
    insurer: agg.insurer ? publicInsurerSummary(agg.insurer) : null,
    covers: agg.covers.map((c) => ({
      id: c.id,
      cover: c.cover,
      construction_type: c.construction_type,
      construction_type_other: c.construction_type_other,
    })),
    policy: policy
      ? {
          id: policy.id,
          num: policy.num,
          status: policy.status,
          inception_date: policy.inception_date,
          expiry_date: policy.expiry_date,
          premium_amount: policy.premium_amount,
          premium: customerPremiumOf(policy),
        }
      : null,
    files: agg.files.map((f) => fileRecord(f, quote.public_id)),
  };
}

/**
 * POST /api/v1/quotes/retrieve/{id}/details: the read-back plus the proposal as the customer
 * answered it (holders, project, claims, risks: the shape the domain's `quoteToEditorValues`
 * reads) and the receipt of the card payment once paid.
 */
export function quoteCustomerDetail(agg: QuoteAggregate, receipt: PaymentReceipt | null) {
  const readBack = quoteReadBack(agg);
  return {
    ...readBack,
    insured: { ...readBack.insured, ...insuredRecord(agg.insured, agg.addHolder) },
    property: agg.property ? { ...storedRecord(agg.property), address: readBack.address } : null,
    claim_risk: agg.claimRisk ? { ...storedRecord(agg.claimRisk), claims: agg.claims.map(storedRecord) } : null,
    property_holder_risk: agg.propertyHolderRisk ? storedRecord(agg.propertyHolderRisk) : null,
    property_risk: agg.propertyRisk ? storedRecord(agg.propertyRisk) : null,
    policy: readBack.policy && agg.policy ? { ...readBack.policy, paid_at: iso(agg.policy.paid_at) } : null,
    payment: receipt,
  };
}

/** A row of the quotes list (ref, insured name, wb_code, state, inception, end, premium, status). */
export function quoteListItem(row: QuoteListRow) {
  return {
    id: row.id,
    ref: row.ref,
    status: row.status,
    inception_date: row.inception_date,
    end_date: row.end_date,
    premium_amount: row.premium_amount,
    created_at: iso(row.created_at),
    insured: { id: row.insured_id, full_name: row.full_name, wb_code: row.wb_code, email: row.email },
    address: { state: row.state, suburb: row.suburb },
  };
}
