import { and, asc, desc, eq, getTableColumns, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
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

/**
 * The one premium total the customer pays for a quote (issue 36, item 6): the policy's total, else its
 * premium, else the quote's. Pay, mail, documents and read-backs ask this instead of their own fallbacks.
 */
export function premiumTotalOf({
  quote,
  policy,
}: {
  quote: Pick<QuoteRow, 'premium_amount'>;
  policy: Pick<PolicyRow, 'total_amount' | 'premium_amount'> | null;
}): string | null {
  return policy?.total_amount ?? policy?.premium_amount ?? quote.premium_amount;
}

/**
 * Loads a quote and everything around it (insured + additional holder, property + address,
 * covers, claim risk + claims, holder and property risks, policy, insurer, files), or null when
 * the id is unknown. Works on the app database or inside a transaction.
 */
export async function loadQuoteAggregate(db: Database, quoteId: number): Promise<QuoteAggregate | null> {
  const [found] = await prepared(db, 'quoteById').execute({ quoteId });
  return found ? completeAggregate(db, found) : null;
}

/** The same aggregate found by the quote's unguessable public id. */
export async function loadQuoteAggregateByPublicId(db: Database, publicId: string): Promise<QuoteAggregate | null> {
  const [found] = await prepared(db, 'quoteByPublicId').execute({ publicId });
  return found ? completeAggregate(db, found) : null;
}

type QuoteWithRecords = Awaited<ReturnType<ReturnType<(typeof statementBuilders)['quoteById']>['execute']>>[number];

/**
 * Adds the lists to the quote and its one-of records: three or four round trips in all. One
 * query after another: inside a transaction they share one connection.
 */
async function completeAggregate(db: Database, found: QuoteWithRecords): Promise<QuoteAggregate> {
  const { quote, insured, addHolder, property, address, claimRisk, propertyHolderRisk, propertyRisk, policy, insurer } =
    found;
  if (!insured) throw new Error(`quote ${quote.id} has no insured ${quote.insured_id}`);
  const coverRows = await prepared(db, 'covers').execute({ quoteId: quote.id });
  const claimRows = claimRisk ? await prepared(db, 'claims').execute({ claimRiskId: claimRisk.id }) : [];
  // Without a policy, `policy_id = null` matches nothing: only the quote's own files.
  const fileRows = await prepared(db, 'files').execute({ quoteId: quote.id, policyId: policy?.id ?? null });
  return {
    quote,
    insured,
    addHolder,
    property,
    address,
    covers: coverRows,
    claimRisk,
    claims: claimRows,
    propertyHolderRisk,
    propertyRisk,
    policy,
    insurer,
    files: fileRows,
  };
}

/** The statements of an aggregate; named, so PostgreSQL parses each once per connection. */
const statementBuilders = {
  quoteById: (db: Database) =>
    selectQuoteWithRecords(db, eq(quotes.id, sql.placeholder('quoteId'))).prepare('quote_aggregate_by_id'),
  quoteByPublicId: (db: Database) =>
    selectQuoteWithRecords(db, eq(quotes.public_id, sql.placeholder('publicId'))).prepare(
      'quote_aggregate_by_public_id',
    ),
  covers: (db: Database) =>
    db
      .select()
      .from(covers)
      .where(eq(covers.quote_id, sql.placeholder('quoteId')))
      .orderBy(asc(covers.id))
      .prepare('quote_aggregate_covers'),
  claims: (db: Database) =>
    db
      .select()
      .from(claims)
      .where(eq(claims.claim_risk_id, sql.placeholder('claimRiskId')))
      .orderBy(asc(claims.id))
      .prepare('quote_aggregate_claims'),
  files: (db: Database) =>
    db
      .select()
      .from(files)
      .where(
        and(
          isNull(files.deleted_at),
          or(eq(files.quote_id, sql.placeholder('quoteId')), eq(files.policy_id, sql.placeholder('policyId'))),
        ),
      )
      .orderBy(asc(files.id))
      .prepare('quote_aggregate_files'),
};
type StatementName = keyof typeof statementBuilders;
type Statements = { [Name in StatementName]?: ReturnType<(typeof statementBuilders)[Name]> };

/**
 * Building a drizzle query costs more CPU than running it on PGlite (the quote query: about as much
 * as 13 small queries), so each database handle or transaction builds a statement on first use
 * and keeps it while it lives.
 */
const statementsByDatabase = new WeakMap<Database, Statements>();

function prepared<Name extends StatementName>(db: Database, name: Name): NonNullable<Statements[Name]> {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = {};
    statementsByDatabase.set(db, statements);
  }
  return (statements[name] ??= statementBuilders[name](db) as Statements[Name])!;
}

/** Tables of which a quote keeps one record (the first by id), or several policies (the latest counts). */
type QuoteRecordTable =
  | typeof properties
  | typeof claimRisks
  | typeof propertyHolderRisks
  | typeof propertyRisks
  | typeof policies;

/**
 * The quote's first record of `table` by id (`desc`: the latest), as a lateral subquery whose
 * columns a select takes as one nested row (drizzle gives null when nothing matched).
 */
function quoteRecord<T extends QuoteRecordTable>(db: Database, table: T, name: string, order: typeof asc = asc) {
  const subquery = db
    .select()
    .from(table as QuoteRecordTable)
    .where(eq(table.quote_id, quotes.id))
    .orderBy(order(table.id))
    .limit(1)
    .as(name);
  const columns = Object.fromEntries(
    Object.keys(getTableColumns(table)).map((key) => [key, subquery[key as keyof typeof subquery]]),
  );
  // Object.fromEntries loses the column keys; each value is the subquery's own column of that key.
  return { subquery, columns: columns as unknown as T['_']['columns'] };
}

/** The quote with its insured and each record it has at most one of, in one query. */
function selectQuoteWithRecords(db: Database, quoteMatches: SQL) {
  const addHolder = alias(insureds, 'add_holder');
  const property = quoteRecord(db, properties, 'property');
  const claimRisk = quoteRecord(db, claimRisks, 'claim_risk');
  const holderRisk = quoteRecord(db, propertyHolderRisks, 'holder_risk');
  const propertyRisk = quoteRecord(db, propertyRisks, 'property_risk');
  const policy = quoteRecord(db, policies, 'policy', desc);
  const always = sql`true`;
  return (
    db
      .select({
        quote: quotes,
        insured: insureds,
        addHolder,
        property: property.columns,
        address: addresses,
        claimRisk: claimRisk.columns,
        propertyHolderRisk: holderRisk.columns,
        propertyRisk: propertyRisk.columns,
        policy: policy.columns,
        insurer: insurers,
      })
      .from(quotes)
      .leftJoin(insureds, eq(insureds.id, quotes.insured_id))
      // A main holder has at most one additional holder (unique index), so this join adds no rows.
      .leftJoin(addHolder, eq(addHolder.primary_insured_id, quotes.insured_id))
      .leftJoinLateral(property.subquery, always)
      .leftJoin(addresses, eq(addresses.id, property.columns.address_id))
      .leftJoinLateral(claimRisk.subquery, always)
      .leftJoinLateral(holderRisk.subquery, always)
      .leftJoinLateral(propertyRisk.subquery, always)
      .leftJoinLateral(policy.subquery, always)
      // Soft-deleted insurers are kept: old quotes still show theirs.
      .leftJoin(insurers, eq(insurers.id, sql`coalesce(${policy.columns.insurer_id}, ${quotes.insurer_id})`))
      .where(quoteMatches)
  );
}
