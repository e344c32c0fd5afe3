import { and, asc, desc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  addresses,
  claimRisks,
  claims,
  covers,
  files,
  insureds,
  insurers,
  policies,
  properties,
  propertyHolderRisks,
  propertyRisks,
  quotes,
} from '../db/schema';

export type QuoteRow = typeof quotes.$inferSelect;
export type InsuredRow = typeof insureds.$inferSelect;
export type PropertyRow = typeof properties.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type CoverRow = typeof covers.$inferSelect;
export type ClaimRiskRow = typeof claimRisks.$inferSelect;
export type ClaimRow = typeof claims.$inferSelect;
export type PropertyHolderRiskRow = typeof propertyHolderRisks.$inferSelect;
export type PropertyRiskRow = typeof propertyRisks.$inferSelect;
export type PolicyRow = typeof policies.$inferSelect;
export type InsurerRow = typeof insurers.$inferSelect;
export type FileRow = typeof files.$inferSelect;

/** A quote with every record around it, as stored (rows, not API shapes). */
export interface QuoteAggregate {
  quote: QuoteRow;
  insured: InsuredRow;
  /** The additional policy holder, when there is one. */
  addHolder: InsuredRow | null;
  property: PropertyRow | null;
  address: AddressRow | null;
  covers: CoverRow[];
  claimRisk: ClaimRiskRow | null;
  claims: ClaimRow[];
  propertyHolderRisk: PropertyHolderRiskRow | null;
  propertyRisk: PropertyRiskRow | null;
  /** The quote's policy (the latest when several exist). */
  policy: PolicyRow | null;
  /** The policy's insurer, else the quote's; soft-deleted insurers are kept so old quotes still show theirs. */
  insurer: InsurerRow | null;
  /** Live files attached to the quote or its policy. */
  files: FileRow[];
}

const first = <T>(rows: T[]): T | null => rows[0] ?? null;

/**
 * Loads a quote and everything around it (insured + additional holder, property + address,
 * covers, claim risk + claims, holder and property risks, policy, insurer, files), or null when
 * the id is unknown. Works on the app database or inside a transaction.
 */
export async function loadQuoteAggregate(db: Database, quoteId: number): Promise<QuoteAggregate | null> {
  const quote = first(await db.select().from(quotes).where(eq(quotes.id, quoteId)));
  if (!quote) return null;
  return completeAggregate(db, quote);
}

/** The same aggregate found by the quote's unguessable public id. */
export async function loadQuoteAggregateByPublicId(db: Database, publicId: string): Promise<QuoteAggregate | null> {
  const quote = first(await db.select().from(quotes).where(eq(quotes.public_id, publicId)));
  if (!quote) return null;
  return completeAggregate(db, quote);
}

async function completeAggregate(db: Database, quote: QuoteRow): Promise<QuoteAggregate> {
  // One query after another: inside a transaction they share one connection.
  const insured = first(await db.select().from(insureds).where(eq(insureds.id, quote.insured_id)));
  if (!insured) throw new Error(`quote ${quote.id} has no insured ${quote.insured_id}`);
  const addHolder = first(await db.select().from(insureds).where(eq(insureds.primary_insured_id, quote.insured_id)));
  const property = first(await db.select().from(properties).where(eq(properties.quote_id, quote.id)).orderBy(asc(properties.id)).limit(1));
  const coverRows = await db.select().from(covers).where(eq(covers.quote_id, quote.id)).orderBy(asc(covers.id));
  const claimRisk = first(await db.select().from(claimRisks).where(eq(claimRisks.quote_id, quote.id)).orderBy(asc(claimRisks.id)).limit(1));
  const holderRisk = first(await db.select().from(propertyHolderRisks).where(eq(propertyHolderRisks.quote_id, quote.id)).orderBy(asc(propertyHolderRisks.id)).limit(1));
  const propertyRisk = first(await db.select().from(propertyRisks).where(eq(propertyRisks.quote_id, quote.id)).orderBy(asc(propertyRisks.id)).limit(1));
  const policy = first(await db.select().from(policies).where(eq(policies.quote_id, quote.id)).orderBy(desc(policies.id)).limit(1));
  const insurerId = policy?.insurer_id ?? quote.insurer_id;
  const address = property?.address_id ? first(await db.select().from(addresses).where(eq(addresses.id, property.address_id))) : null;
  const claimRows = claimRisk ? await db.select().from(claims).where(eq(claims.claim_risk_id, claimRisk.id)).orderBy(asc(claims.id)) : [];
  const insurer = insurerId ? first(await db.select().from(insurers).where(eq(insurers.id, insurerId))) : null;
  const fileRows = await db
    .select()
    .from(files)
    .where(and(isNull(files.deleted_at), policy ? or(eq(files.quote_id, quote.id), eq(files.policy_id, policy.id)) : eq(files.quote_id, quote.id)))
    .orderBy(asc(files.id));
  return {
    quote,
    insured,
    addHolder,
    property,
    address: address ?? null,
    covers: coverRows,
    claimRisk,
    claims: claimRows,
    propertyHolderRisk: holderRisk,
    propertyRisk,
    policy,
    insurer: insurer ?? null,
    files: fileRows,
  };
}
