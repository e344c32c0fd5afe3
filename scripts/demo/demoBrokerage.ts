/**
 * The demo brokerage `npm run seed:demo` makes (seedDemo.ts): demo staff, a panel of insurers and
 * proposals worked as a brokerage would work them, all through the real API in process, so every
 * rule, price and audit row is the product's own; the dates are then shifted back together.
 */
import { addDaysIso, quoteStatusLabel, todayIso, toQuoteRequest, type ProposalFormValues } from '@buildcover/domain';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../apps/server/src/auth/password';
import { quotes, users } from '../../apps/server/src/db/schema';
// Declares app.pendingWork on FastifyInstance.
import type {} from '../../apps/server/src/work/plugin';
import { createRepositories } from '../../apps/server/src/repositories';
import { quoteAccessToken } from '../../apps/server/src/payments/test/fixtures';
import { payCall, preparePayment } from '../../apps/server/src/payments/test/flow';
import { pdfFile, multipartBody } from '../../apps/server/test/fixtures';
import { pickFrom, proposalValues, sequence } from '../../bench/api/scenarios';
import { shiftQuotesBack } from './shiftDates';

export const demoStaff: readonly [DemoStaff, DemoStaff, DemoStaff] = [
  { name: 'Dana Broker', email: 'dana.broker@buildcover.local', user_type: 'super_admin' },
  { name: 'Sam Underwood', email: 'sam.underwood@buildcover.local', user_type: 'admin' },
  { name: 'Riley Support', email: 'riley.support@buildcover.local', user_type: 'normal' },
];

interface DemoStaff {
  name: string;
  email: string;
  user_type: 'super_admin' | 'admin' | 'normal';
}

const panel = [
  {
    name: 'Harbour Construction Underwriting',
    uid: 'HCU',
    state: 'NSW',
    suburb: 'Sydney',
    postcode: '2000',
    street: '1 Macquarie Place',
    commission: '20',
    associate_commission: '10',
  },
  {
    name: 'Southern Cross Builders Cover',
    uid: 'SCB',
    state: 'VIC',
    suburb: 'Melbourne',
    postcode: '3000',
    street: '80 Collins Street',
    commission: '18.5',
    associate_commission: '12',
  },
  {
    name: 'Coral Coast Underwriters',
    uid: 'CCU',
    state: 'QLD',
    suburb: 'Brisbane',
    postcode: '4000',
    street: '12 Creek Street',
    commission: '22',
    associate_commission: '8',
  },
];

const noteTexts = [
  '<p>Called the owner: slab pour booked for next month, happy with the quote.</p>',
  '<p>Owner asked whether the granny flat can be added later. Told them to <strong>request an endorsement</strong> before work starts.</p>',
  "<p>Engineer's report received by e-mail; filed with the documents.</p>",
  '<p>Left a voicemail about the payment link. Will follow up on Friday.</p>',
  '<p>Referred: excavation over 5 m. Sent plans to the underwriter for review.</p>',
  "<p>Customer confirmed the builder's licence number and the start date.</p>",
];

export interface DemoOptions {
  total: number;
  password: string;
  /** Where progress and the summary go (the terminal, for the script). */
  print?: (line: string) => void;
}

/** Fills `app`'s database with the demo brokerage: `total` proposals and what follows from them. */
export async function seedDemoBrokerage(
  app: FastifyInstance,
  { total, password, print = console.log }: DemoOptions,
): Promise<void> {
  const random = sequence(20_261_124);
  const started = Date.now();
  const log = (line: string) => print(`${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // Staff who work the demo; the super_admin does the staff calls below.
  const hash = await hashPassword(password, app.config.passwordHashCost);
  const userRepo = createRepositories(app.db).users;
  for (const person of demoStaff) {
    const [found] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    if (!found) await userRepo.create({ ...person, status: true, password_hash: hash });
  }
  const [superAdmin, admin, normal] = demoStaff;
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: superAdmin.email, password },
  });
  if (login.statusCode !== 200) throw new Error(`demo staff login failed: ${login.body}`);
  const staff = { authorization: `Bearer ${login.json().data.token.access as string}` };
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
    headers: Record<string, string> = staff,
  ) => {
    const response = await app.inject({
      method,
      url,
      headers,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });
    if (response.statusCode >= 400)
      throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
    return response.json() as { data: any; message?: string };
  };
  log(`staff: ${demoStaff.map((s) => `${s.email} (${s.user_type})`).join(', ')}`);

  // The panel: without an insurer every proposal is referred.
  for (const [i, insurer] of panel.entries()) {
    await call('POST', '/api/v1/insurer', {
      ...insurer,
      email: `underwriting@${insurer.uid.toLowerCase()}.example.com.au`,
      contact_no: `029876543${i}`,
      country: 'AU',
      abn: `5182475355${i}`,
      afsl: String(245_670 + i),
      underwriter: `${insurer.name.split(' ')[0]} Underwriting Agency Pty Ltd`,
      fsg_version: 'FSG 3.1',
      pds_version: 'PDS 2025-07',
      privacy_version: 'PRIV 2.0',
      advice_type: 'General advice',
      advice_given: 'General advice only',
    });
  }
  log(`panel: ${panel.length} insurers`);

  for (let i = 0; i < total; i++) {
    await seedProposal(i);
    if ((i + 1) % 40 === 0) log(`  ${i + 1} / ${total} proposals`);
  }

  async function seedProposal(i: number): Promise<void> {
    const customer = { 'x-forwarded-for': `10.20.${(i >> 8) & 255}.${i & 255}` };
    const issued = await call('GET', '/api/v1/quotes/get/id', undefined, customer);
    const submitted = await call(
      'POST',
      '/api/v1/quotes/get',
      toQuoteRequest(withPastClaims(proposalValues(random), random), issued.data.uid as string),
      customer,
    );
    const { status, ref, id: publicId } = submitted.data as { status: string; ref: string; id: string };
    const [quote] = await app.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.ref, ref));
    const quoteId = quote!.id;

    for (let n = Math.floor(random() * 3); n > 0; n--)
      await call('POST', `/api/v1/quotes/${quoteId}/notes`, { note: pickFrom(noteTexts, random) });

    if (status === 'referred') {
      if (random() < 0.3) await call('PATCH', `/api/v1/quotes/${quoteId}/info`, { status: 'review' });
      return;
    }
    if (status !== 'quoted') return;
    const roll = random();
    if (roll < 0.12) {
      await call('PATCH', `/api/v1/quotes/${quoteId}/info`, {
        status: pickFrom(['lost', 'pending', 'submitted'], random),
      });
      return;
    }
    if (roll < 0.4) return;
    await call('POST', `/api/v1/quotes/${quoteId}/payment`, {});
    if (roll < 0.6) return;
    // The customer pays on the pay screen: sometimes a declined card first.
    const token = await quoteAccessToken(app, publicId);
    const detail = await call('GET', `/api/v1/quotes/${quoteId}`);
    const fixture = {
      quoteId,
      publicId,
      ref,
      policyId: detail.data.policy.id as number,
      insurerId: detail.data.insurer.id as number,
      premium: detail.data.policy.premium.total_amount as string,
      email: '',
    };
    if (random() < 0.15)
      await payCall(app, token, (await preparePayment(app, token, fixture, { number: '4000000000000002' })).body);
    const card = pickFrom(['4242424242424242', '5555555555554444', '378282246310005', '4000000000003220'], random);
    const paid = await payCall(
      app,
      token,
      (await preparePayment(app, token, fixture, { number: card, name: detail.data.insured.full_name })).body,
    );
    if (paid.status !== 200) throw new Error(`payment for ${ref} failed: ${JSON.stringify(paid.body)}`);
    if (random() < 0.5) {
      const upload = multipartBody({ name: `Schedule-${ref}.pdf`, body: pdfFile(), type: 'application/pdf' });
      const stored = await app.inject({
        method: 'POST',
        url: '/api/v1/static/upload',
        headers: { ...staff, ...upload.headers },
        payload: upload.payload,
      });
      await call('PATCH', `/api/v1/quotes/policy/${fixture.policyId}/documents`, {
        uploaded_schedule: stored.json().key,
      });
      await call('POST', `/api/v1/quotes/policy/${fixture.policyId}/documents`, {});
    }
    if (random() < 0.08) {
      await call('POST', `/api/v1/payments/${paid.body.data.transaction_id}/refund`, {
        reason: pickFrom(
          [
            'Customer withdrew: project cancelled',
            'Duplicate cover arranged by the builder',
            'Council approval refused',
          ],
          random,
        ),
      });
    }
  }
  await spreadOverTheYear(app, total);
  // Counted by the status each quote ended with, as the Quotes list shows it: they add up to the total.
  const byStatus = await app.db
    .select({ status: quotes.status, quotes: count() })
    .from(quotes)
    .groupBy(quotes.status)
    .orderBy(desc(count()));
  log(
    `${total} proposals seeded; the quotes by status: ${byStatus.map((row) => `${quoteStatusLabel(row.status)} ${row.quotes}`).join(', ')}`,
  );
  print(
    `\nDemo data ready. Sign in at /admin/ as ${superAdmin.email} (super_admin), ${admin.email} (admin) or ${normal.email} (normal) with the password: ${password}`,
  );
}

/**
 * About one proposal in twenty answers yes to "2 or more claims in the last 3 years" and lists
 * them: the product refers such a proposal to a broker, as the underwriting rules say (R10).
 */
function withPastClaims(values: ProposalFormValues, random: () => number): ProposalFormValues {
  if (random() >= 0.05) return values;
  const claim = (daysAgo: number) => ({
    insurer: pickFrom(['NRMA', 'AAMI', 'Allianz', 'QBE', 'Suncorp'], random),
    claimDate: addDaysIso(todayIso(), -daysAgo),
    claimedFor: pickFrom(
      ['Storm damage to the roof', 'Burst pipe in the laundry', 'Theft of tools from the site', 'Fence blown down'],
      random,
    ),
    cost: String(800 + Math.floor(random() * 60) * 100),
    address: `${values.street}, ${values.suburb}`,
  });
  return {
    ...values,
    damage: 'yes',
    claims: [claim(60 + Math.floor(random() * 400)), claim(500 + Math.floor(random() * 500))],
  };
}

/**
 * The API stamps everything "now"; a working brokerage has a year of history. Each quote and
 * everything about it (shiftDates.ts) moves back by up to a year, oldest first in id order;
 * referrals stay recent (they are worked within days).
 */
async function spreadOverTheYear(app: FastifyInstance, total: number): Promise<void> {
  // The pay link mails go just after each answer: all sent before their dates are shifted with the rest.
  await app.pendingWork.idle();
  await app.db.transaction((tx) =>
    shiftQuotesBack(
      tx,
      sql`select id as quote_id, case when status = 'referred' then (hashint4(id) & 13) * interval '1 day' + (hashint4(id) & 23) * interval '1 hour'
        else ((select max(id) from quotes) - id)::float8 / ${Math.max(total, 1)} * interval '360 days' end as shift from quotes`,
    ),
  );
}
