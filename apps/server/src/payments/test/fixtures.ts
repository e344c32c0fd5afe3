import type { QuoteStatus } from '@buildcover/domain';
import { addDaysIso, todayIso } from '@buildcover/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { addresses, covers, insureds, insurers, policies, properties, quotes } from '../../db/schema';

export interface QuoteFixture {
  quoteId: number;
  publicId: string;
  ref: string;
  policyId: number;
  insurerId: number;
  /** The premium (policy total) as a decimal string. */
  premium: string;
  email: string;
}

export interface FixtureOptions {
  name?: string;
  email?: string | null;
  inceptionDate?: string;
  policyStatus?: 'draft' | 'due_payment' | 'paid';
  quoteStatus?: QuoteStatus;
  /** false: no insurer on the quote or policy. */
  withInsurer?: boolean;
  /** null: no premium entered yet. */
  withPremium?: boolean;
}

/**
 * Inserts a quoted proposal with insurer, project, cover and a priced policy straight into the
 * database (the quote routes have their own tests; these tests need quotes in known states).
 * Premium 1,309.00 = base 1,000 + GST 100 + broker fee 100 + GST 10 + stamp duty 99.
 */
export async function createQuoteFixture(app: FastifyInstance, options: FixtureOptions = {}): Promise<QuoteFixture> {
  const db = app.db;
  const tag = randomBytes(4).toString('hex');
  const email = options.email === undefined ? `owner-${tag}@example.com` : options.email;
  const [insured] = await db
    .insert(insureds)
    .values({
      full_name: options.name ?? 'Alex Builder',
      initial: 'Mr',
      first_name: 'Alex',
      last_name: 'Builder',
      email,
      contact_no: '0412345678',
      abn: '51824753556',
      wb_code: `WB-${tag}`,
    })
    .returning();
  const [insurer] = await db
    .insert(insurers)
    .values({
      name: 'Harbour Mutual Insurance',
      email: 'underwriting@harbour.example',
      contact_no: '0298765432',
      abn: '12345678901',
      afsl: '245678',
      underwriter: 'Harbour Underwriting Agency',
      street: '1 Market Street',
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
      uid: `HMI-${tag}`,
      fsg_version: 'FSG 3.1',
      pds_version: 'PDS 2025-07',
      privacy_version: 'PRIV 2.0',
      advice_type: 'General',
      advice_given: 'No',
      commission: '20.00',
      associate_commission: '10.00',
    })
    .returning();
  const withInsurer = options.withInsurer !== false;
  const inception = options.inceptionDate ?? addDaysIso(todayIso(), 14);
  const [quote] = await db
    .insert(quotes)
    .values({
      public_id: randomBytes(16).toString('base64url'),
      status: options.quoteStatus ?? 'paydue',
      insured_id: insured!.id,
      insurer_id: withInsurer ? insurer!.id : null,
      inception_date: inception,
      end_date: addDaysIso(inception, 365),
      premium_amount: options.withPremium === false ? null : '1309.00',
      state: 'NSW',
    })
    .returning();
  const [address] = await db
    .insert(addresses)
    .values({ street: '12 Wattle Street', suburb: 'Parramatta', state: 'NSW', postcode: '2150' })
    .returning();
  await db.insert(properties).values({
    quote_id: quote!.id,
    address_id: address!.id,
    valuation: '650000.00',
    is_project_work_commenced: false,
    proposed_start_date: inception,
    is_mortgage_on_property: true,
    mortgagor: 'Westpac',
  });
  await db.insert(covers).values({ quote_id: quote!.id, cover: '10000000', construction_type: 'New home' });
  const premium =
    options.withPremium === false
      ? {}
      : {
          premium_amount: '1309.00',
          total_amount: '1309.00',
          base: '1000.00',
          base_gst: '100.00',
          fsl: '0.00',
          fsl_gst: '0.00',
          association_fee: '0.00',
          association_fee_gst: '0.00',
          insurer_fee: '0.00',
          insurer_fee_gst: '0.00',
          broker_fee: '100.00',
          broker_fee_gst: '10.00',
          stamp_duty: '99.00',
          commission: '200.00',
          commission_gst: '20.00',
          insurer_commission: '800.00',
          insurer_commission_gst: '80.00',
          associate_commission: '20.00',
          associate_commission_gst: '2.00',
        };
  const [policy] = await db
    .insert(policies)
    .values({
      quote_id: quote!.id,
      insurer_id: withInsurer ? insurer!.id : null,
      status: options.policyStatus ?? 'due_payment',
      inception_date: inception,
      expiry_date: addDaysIso(inception, 365),
      ...premium,
    })
    .returning();
  return {
    quoteId: quote!.id,
    publicId: quote!.public_id,
    ref: quote!.ref,
    policyId: policy!.id,
    insurerId: insurer!.id,
    premium: '1309.00',
    email: email ?? '',
  };
}

/** The quote access token, exactly as the pay screen gets it: POST /quotes/retrieve/{public id}?access=1. */
export async function quoteAccessToken(app: FastifyInstance, publicId: string): Promise<string> {
  const response = await app.inject({ method: 'POST', url: `/api/v1/quotes/retrieve/${publicId}?access=1` });
  if (response.statusCode !== 200) throw new Error(`retrieve?access=1 failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: { access_token: string } }).data.access_token;
}

export async function policyRow(app: FastifyInstance, policyId: number) {
  const [row] = await app.db.select().from(policies).where(eq(policies.id, policyId));
  return row!;
}

export async function quoteRow(app: FastifyInstance, quoteId: number) {
  const [row] = await app.db.select().from(quotes).where(eq(quotes.id, quoteId));
  return row!;
}
