/*
 * Test support for the quote routes (not a test file itself): proposals built from the domain's
 * sample proposal, submitted through the real public API.
 */
import { addDaysIso, toQuoteRequest, todayIso, type ProposalFormValues, type QuoteRequest } from '@buildcover/domain';
import { cleanProposal } from '@buildcover/domain/testing';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import * as schema from '../../db/schema';

/** The domain's clean proposal with a start date that stays in the future whenever the tests run. */
export function proposal(overrides: Partial<ProposalFormValues> = {}): ProposalFormValues {
  return cleanProposal({ builderProjectStartDate: addDaysIso(todayIso(), 30), ...overrides });
}

/** Answers that trip one referral rule (excavation deeper than 5 m) and one decline rule. */
export const referredAnswers: Partial<ProposalFormValues> = { excavationDeeper: 'yes' };
export const declinedAnswers: Partial<ProposalFormValues> = { workOutsideMainland: 'yes' };

export async function newUid(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/quotes/get/id' });
  return (response.json() as { data: { uid: string } }).data.uid;
}

export async function payloadFor(
  app: FastifyInstance,
  overrides: Partial<ProposalFormValues> = {},
): Promise<QuoteRequest> {
  return toQuoteRequest(proposal(overrides), await newUid(app));
}

export interface Submitted {
  status: 'quoted' | 'referred' | 'declined';
  ref: string;
  /** Public id. */
  id: string;
  message: string;
  /** The pay link is open (quoted and issued on submission). */
  payable: boolean;
  /** Sequential id (back office). */
  quoteId: number;
}

/** Submits a proposal through POST /api/v1/quotes/get and returns the answer plus the sequential id. */
export async function submitProposal(
  app: FastifyInstance,
  overrides: Partial<ProposalFormValues> = {},
): Promise<Submitted> {
  const payload = await payloadFor(app, overrides);
  const response = await app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload });
  if (response.statusCode !== 200) throw new Error(`submission failed: ${response.statusCode} ${response.body}`);
  const data = (response.json() as { data: Omit<Submitted, 'quoteId'> }).data;
  // What the submission left to do after its answer (the pay link mail) is done before the test looks.
  await app.pendingWork.idle();
  const quote = await app.repos.quotes.loadAggregateByPublicId(data.id);
  return { ...data, quoteId: quote!.quote.id };
}

let insurerSeq = 0;
/** A live insurer on the panel, straight into the database. */
export async function createInsurer(app: FastifyInstance, values: Partial<typeof schema.insurers.$inferInsert> = {}) {
  insurerSeq += 1;
  const [row] = await app.db
    .insert(schema.insurers)
    .values({
      name: `Test Insurer ${insurerSeq}`,
      email: `insurer${insurerSeq}@example.com.au`,
      contact_no: '0298765432',
      abn: '51824753556',
      afsl: '123456',
      underwriter: 'Test Underwriting',
      street: '1 George Street',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      uid: `INS${insurerSeq}-${Date.now()}`,
      fsg_version: '1',
      pds_version: '1',
      privacy_version: '1',
      advice_type: 'General',
      advice_given: 'General advice',
      commission: '20.00',
      associate_commission: '10.00',
      ...values,
    })
    .returning();
  return row!;
}

/** Row counts of every table a submission writes. */
export async function proposalRowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const tables = {
    insureds: schema.insureds,
    quotes: schema.quotes,
    addresses: schema.addresses,
    properties: schema.properties,
    covers: schema.covers,
    claim_risks: schema.claimRisks,
    claims: schema.claims,
    property_holder_risks: schema.propertyHolderRisks,
    property_risks: schema.propertyRisks,
    policies: schema.policies,
    audit_log: schema.auditLog,
  };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await app.db.select({ value: count() }).from(table);
      return [name, row?.value ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}
