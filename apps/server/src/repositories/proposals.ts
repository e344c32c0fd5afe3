import type { QuoteStatus } from '@buildcover/domain';
import { randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { HolderPayload, PremiumBreakdown, QuoteRequest } from '@buildcover/domain';
import type { Database } from '../db/database';
import {
  addresses,
  claimRisks,
  claims,
  covers,
  files,
  insureds,
  policies,
  properties,
  propertyHolderRisks,
  propertyRisks,
  quoteDrafts,
  quotes,
  type QuoteMeta,
} from '../db/schema';

/** What a submission reads back of its new quote (not the stored proposal, which can be large). */
const newQuoteColumns = { id: quotes.id, ref: quotes.ref, public_id: quotes.public_id };
export interface NewQuote {
  id: number;
  ref: string;
  public_id: string;
}

/** How long an upload session (GET /quotes/get/id) stays open before it must be submitted. */
export const DRAFT_LIFETIME_HOURS = 48;

/** 128 random bits, base64url: quote public ids and draft uids cannot be guessed or enumerated. */
export const unguessableId = (): string => randomBytes(16).toString('base64url');

/** The premium lines stored on a policy (the domain's breakdown), one decimal string per column, and the premium it comes to. */
export type PolicyPremiumColumns = PremiumBreakdown & { premium_amount: string };

export interface ProposalOutcome {
  status: QuoteStatus;
  meta: QuoteMeta;
  inceptionDate: string | null;
  endDate: string | null;
  insurerId: number | null;
  premiumAmount: string | null;
  /** A quoted proposal gets a policy with the breakdown the customer saw. */
  policy: PolicyPremiumColumns | null;
  /** 'due_payment' when the pay link opens with the submission; else 'draft'. */
  policyStatus?: 'draft' | 'due_payment';
}

/** Test seam: called after the proposal's rows are written, so a test can prove they roll back with the transaction. */
export interface ProposalWriteHooks {
  afterFirstInserts?: () => void | Promise<void>;
}

const holderValues = (holder: HolderPayload) => ({
  full_name: holder.name ?? [holder.first_name, holder.last_name].filter(Boolean).join(' '),
  initial: holder.initial,
  first_name: holder.first_name,
  last_name: holder.last_name,
  contact_no: holder.contact_no,
  wb_code: holder.wb_code,
  email: holder.email,
  abn: holder.abn,
});

const hasAnyValue = (holder: HolderPayload | null): holder is HolderPayload =>
  holder !== null && Object.values(holder).some((v) => typeof v === 'string' && v.trim() !== '');

export function proposalRepository(db: Database) {
  return {
    /** Opens an upload session for a proposal that is not submitted yet. */
    async createDraft(now = new Date()): Promise<string> {
      const uid = unguessableId();
      await db
        .insert(quoteDrafts)
        .values({ uid, expires_at: new Date(now.getTime() + DRAFT_LIFETIME_HOURS * 3_600_000) });
      return uid;
    },

    /**
     * The draft, locked for this transaction so one uid cannot be submitted twice at once, with the
     * keys of the live files uploaded under it (one query: a submission's round trips add up).
     */
    async lockDraft(uid: string) {
      const [row] = await db
        .select({
          ...getTableColumns(quoteDrafts),
          file_keys: sql<
            string[]
          >`array(select ${files.key} from ${files} where ${files.draft_uid} = ${quoteDrafts.uid} and ${files.deleted_at} is null)`,
        })
        .from(quoteDrafts)
        .where(eq(quoteDrafts.uid, uid))
        .for('update');
      return row;
    },

    /**
     * Writes a whole proposal: insured (+ additional holder), quote, property + address, covers,
     * claim risk + claims, holder and property risks, the draft's files and, when quoted, a draft
     * policy. One statement of data-modifying CTEs, each child reading its parent's id from the
     * CTE that inserted it: one round trip instead of fifteen (bench/api), and atomic by itself.
     * Call inside a transaction with the draft locked.
     */
    async insert(payload: QuoteRequest, outcome: ProposalOutcome, hooks: ProposalWriteHooks = {}): Promise<NewQuote> {
      const uid = payload.meta.uid;
      const idFrom = (cte: { _: { alias: string } }) => sql`(select id from ${sql.identifier(cte._.alias)})`;

      const newInsured = db
        .$with('new_insured', { id: insureds.id })
        .as(db.insert(insureds).values(holderValues(payload.insured)).returning({ id: insureds.id }).getSQL());
      const addHolder = payload.insured.add_holder;
      const newAddHolder = hasAnyValue(addHolder)
        ? db.$with('new_add_holder', { id: insureds.id }).as(
            db
              .insert(insureds)
              .values({ ...holderValues(addHolder), primary_insured_id: idFrom(newInsured) })
              .returning({ id: insureds.id })
              .getSQL(),
          )
        : null;
      const newQuote = db.$with('new_quote', newQuoteColumns).as(
        db
          .insert(quotes)
          .values({
            public_id: unguessableId(),
            status: outcome.status,
            insured_id: idFrom(newInsured),
            insurer_id: outcome.insurerId,
            draft_uid: uid,
            inception_date: outcome.inceptionDate,
            end_date: outcome.endDate,
            premium_amount: outcome.premiumAmount,
            state: payload.property.address.state,
            meta: outcome.meta,
            request: payload,
          })
          .returning(newQuoteColumns)
          .getSQL(),
      );
      const quoteId = idFrom(newQuote);

      const { address, ...project } = payload.property;
      const newAddress = db.$with('new_address', { id: addresses.id }).as(
        db
          .insert(addresses)
          .values({
            street: address.street,
            suburb: address.suburb,
            state: address.state,
            postcode: address.postcode,
            country: address.country || 'AU',
          })
          .returning({ id: addresses.id })
          .getSQL(),
      );
      const { claims: claimList, ...claimRisk } = payload.claim_risk;
      const newClaimRisk = db.$with('new_claim_risk', { id: claimRisks.id }).as(
        db
          .insert(claimRisks)
          .values({ ...claimRisk, quote_id: quoteId })
          .returning({ id: claimRisks.id })
          .getSQL(),
      );

      /** Children that only need the ids above; nothing reads what they return. */
      const children = [
        db.insert(properties).values({ ...project, quote_id: quoteId, address_id: idFrom(newAddress) }),
        payload.covers.length > 0
          ? db.insert(covers).values(payload.covers.map((c) => ({ ...c, quote_id: quoteId })))
          : null,
        claimList.length > 0
          ? db.insert(claims).values(claimList.map((c) => ({ ...c, claim_risk_id: idFrom(newClaimRisk) })))
          : null,
        db.insert(propertyHolderRisks).values({ ...payload.property_holder_risk, quote_id: quoteId }),
        db.insert(propertyRisks).values({ ...payload.property_risk, quote_id: quoteId }),
        db
          .update(files)
          .set({ quote_id: quoteId })
          .where(and(eq(files.draft_uid, uid), isNull(files.deleted_at))),
        // The answers kept for 'Save and finish later' are the quote's now: not kept twice.
        db.update(quoteDrafts).set({ quote_id: quoteId, saved_answers: null }).where(eq(quoteDrafts.uid, uid)),
        outcome.policy
          ? db.insert(policies).values({
              quote_id: quoteId,
              insurer_id: outcome.insurerId,
              status: outcome.policyStatus ?? 'draft',
              inception_date: outcome.inceptionDate,
              expiry_date: outcome.endDate,
              ...outcome.policy,
            })
          : null,
      ]
        .filter((statement) => statement !== null)
        .map((statement, i) => db.$with(`write_${i}`, {}).as(statement.getSQL()));

      const ctes = [
        newInsured,
        ...(newAddHolder ? [newAddHolder] : []),
        newQuote,
        newAddress,
        newClaimRisk,
        ...children,
      ];
      // PostgreSQL runs every data-modifying CTE to completion whether or not the query reads it.
      const [quote] = await db
        .with(...ctes)
        .select()
        .from(newQuote);
      await hooks.afterFirstInserts?.();
      return quote!;
    },
  };
}
export type ProposalRepository = ReturnType<typeof proposalRepository>;
