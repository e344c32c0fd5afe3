/**
 * `npm run seed:demo`: fills an empty BuildCover database with a working brokerage a newcomer or a
 * designer can click through — a panel of insurers, a few hundred proposals across every status,
 * notes, payment links, card payments (a few refunded), policy documents and the mail they sent.
 *
 * Everything goes through the real API in process (as the public form, the pay screen and staff
 * would), so every rule, price and audit row is the product's own; only the dates are spread over
 * the last twelve months afterwards, so the dashboard has history. Same database as `npm start`
 * (DATA_DIR or DATABASE_URL). Flags: --quotes N (240), --force (seed even when quotes exist).
 */
import { addDaysIso, todayIso, toQuoteRequest } from '@buildcover/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app';
import { hashPassword } from '../../apps/server/src/auth/password';
import { loadConfig } from '../../apps/server/src/config';
import { quotes, users } from '../../apps/server/src/db/schema';
// Declares app.pendingWork on FastifyInstance.
import type {} from '../../apps/server/src/work/plugin';
import { createRepositories } from '../../apps/server/src/repositories';
import { quoteAccessToken } from '../../apps/server/src/payments/test/fixtures';
import { payCall, preparePayment } from '../../apps/server/src/payments/test/flow';
import { pdfFile, multipartBody } from '../../apps/server/test/fixtures';
import { pickFrom, proposalValues, sequence } from '../../bench/api/scenarios';

const { values: flags } = parseArgs({ options: { quotes: { type: 'string', default: '240' }, force: { type: 'boolean', default: false } } });
const total = Number(flags.quotes);
if (!Number.isInteger(total) || total < 1 || total > 5000) throw new Error('--quotes must be a whole number from 1 to 5000');

const demoStaff: readonly [DemoStaff, DemoStaff, DemoStaff] = [
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
  { name: 'Harbour Construction Underwriting', uid: 'HCU', state: 'NSW', suburb: 'Sydney', postcode: '2000', street: '1 Macquarie Place', commission: '20', associate_commission: '10' },
  { name: 'Southern Cross Builders Cover', uid: 'SCB', state: 'VIC', suburb: 'Melbourne', postcode: '3000', street: '80 Collins Street', commission: '18.5', associate_commission: '12' },
  { name: 'Coral Coast Underwriters', uid: 'CCU', state: 'QLD', suburb: 'Brisbane', postcode: '4000', street: '12 Creek Street', commission: '22', associate_commission: '8' },
];

const noteTexts = [
  '<p>Called the owner: slab pour booked for next month, happy with the quote.</p>',
  '<p>Owner asked whether the granny flat can be added later. Told them to <strong>request an endorsement</strong> before work starts.</p>',
  '<p>Engineer\'s report received by e-mail; filed with the documents.</p>',
  '<p>Left a voicemail about the payment link. Will follow up on Friday.</p>',
  '<p>Referred: excavation over 5 m. Sent plans to the underwriter for review.</p>',
  '<p>Customer confirmed the builder\'s licence number and the start date.</p>',
];

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, TRUST_PROXY: '1', LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const app = await buildApp(config);
  await app.ready();
  try {
    const [existing] = await app.db.select({ value: count() }).from(quotes);
    if ((existing?.value ?? 0) > 0 && !flags.force) {
      console.error(`This database already has ${existing!.value} quotes; seed:demo fills an empty one. Use --force to add demo data anyway.`);
      process.exitCode = 1;
      return;
    }
    const password = process.env.DEMO_PASSWORD ?? `Demo#${randomBytes(6).toString('base64url')}1a`;
    await seed(app, password);
  } finally {
    await app.close();
  }
}

async function seed(app: FastifyInstance, password: string): Promise<void> {
  const random = sequence(20_261_124);
  const started = Date.now();
  const log = (line: string) => console.log(`${line} (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  // Staff who work the demo; the super_admin does the staff calls below.
  const hash = await hashPassword(password, app.config.passwordHashCost);
  const userRepo = createRepositories(app.db).users;
  for (const person of demoStaff) {
    const [found] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    if (!found) await userRepo.create({ ...person, status: true, password_hash: hash });
  }
  const [superAdmin, admin, normal] = demoStaff;
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: superAdmin.email, password } });
  if (login.statusCode !== 200) throw new Error(`demo staff login failed: ${login.body}`);
  const staff = { authorization: `Bearer ${login.json().data.token.access as string}` };
  const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, headers: Record<string, string> = staff) => {
    const response = await app.inject({ method, url, headers, ...(payload ? { payload: payload as Record<string, unknown> } : {}) });
    if (response.statusCode >= 400) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
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

  const counts: Record<string, number> = {};
  const bump = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  for (let i = 0; i < total; i++) {
    const customer = { 'x-forwarded-for': `10.20.${(i >> 8) & 255}.${i & 255}` };
    const issued = await call('GET', '/api/v1/quotes/get/id', undefined, customer);
    const submitted = await call('POST', '/api/v1/quotes/get', toQuoteRequest(proposalValues(random), issued.data.uid as string), customer);
    const { status, ref, id: publicId } = submitted.data as { status: string; ref: string; id: string };
    const [quote] = await app.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.ref, ref));
    const quoteId = quote!.id;
    bump(status);

    for (let n = Math.floor(random() * 3); n > 0; n--) await call('POST', `/api/v1/quotes/${quoteId}/notes`, { note: pickFrom(noteTexts, random) });

    if (status === 'referred') {
      if (random() < 0.3) await call('PATCH', `/api/v1/quotes/${quoteId}/info`, { status: 'review' }).then(() => bump('review'));
      continue;
    }
    if (status !== 'quoted') continue;
    const roll = random();
    if (roll < 0.12) {
      const next = pickFrom(['lost', 'pending', 'submitted'], random);
      await call('PATCH', `/api/v1/quotes/${quoteId}/info`, { status: next });
      bump(next);
      continue;
    }
    if (roll < 0.4) continue;
    await call('POST', `/api/v1/quotes/${quoteId}/payment`, {});
    if (roll < 0.6) {
      bump('paydue');
      continue;
    }
    // The customer pays on the pay screen: sometimes a declined card first.
    const token = await quoteAccessToken(app, publicId);
    const detail = await call('GET', `/api/v1/quotes/${quoteId}`);
    const fixture = { quoteId, publicId, ref, policyId: detail.data.policy.id as number, insurerId: detail.data.insurer.id as number, premium: detail.data.policy.premium.total_amount as string, email: '' };
    if (random() < 0.15) await payCall(app, token, (await preparePayment(app, token, fixture, { number: '4000000000000002' })).body);
    const card = pickFrom(['4242424242424242', '5555555555554444', '378282246310005', '4000000000003220'], random);
    const paid = await payCall(app, token, (await preparePayment(app, token, fixture, { number: card, name: detail.data.insured.full_name })).body);
    if (paid.status !== 200) throw new Error(`payment for ${ref} failed: ${JSON.stringify(paid.body)}`);
    bump('paid');
    if (random() < 0.5) {
      const upload = multipartBody({ name: `Schedule-${ref}.pdf`, body: pdfFile(), type: 'application/pdf' });
      const stored = await app.inject({ method: 'POST', url: '/api/v1/static/upload', headers: { ...staff, ...upload.headers }, payload: upload.payload });
      await call('PATCH', `/api/v1/quotes/policy/${fixture.policyId}/documents`, { uploaded_schedule: stored.json().key });
      await call('POST', `/api/v1/quotes/policy/${fixture.policyId}/documents`, {});
    }
    if (random() < 0.08) {
      await call('POST', `/api/v1/payments/${paid.body.data.transaction_id}/refund`, { reason: pickFrom(['Customer withdrew: project cancelled', 'Duplicate cover arranged by the builder', 'Council approval refused'], random) });
      bump('refunded');
    }
    if ((i + 1) % 40 === 0) log(`  ${i + 1} / ${total} proposals`);
  }
  await spreadOverTheYear(app, total);
  log(`proposals: ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  console.log(`\nDemo data ready. Sign in at /admin/ as ${superAdmin.email} (super_admin), ${admin.email} (admin) or ${normal.email} (normal) with the password: ${password}`);
}

/**
 * The API stamps everything "now"; a working brokerage has a year of history. Quotes (and their
 * holders, policies, payments, notes and mail) move back by up to a year, oldest first in id order;
 * referrals stay recent (they are worked within days); a few early policies have run out.
 */
async function spreadOverTheYear(app: FastifyInstance, total: number): Promise<void> {
  // The pay link mails go just after each answer: all sent before their dates are shifted with the rest.
  await app.pendingWork.idle();
  const today = todayIso();
  await app.db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table demo_shift on commit drop as
      select id as quote_id, case when status = 'referred' then (hashint4(id) & 13) * interval '1 day' + (hashint4(id) & 23) * interval '1 hour'
        else ((select max(id) from quotes) - id)::float8 / ${Math.max(total, 1)} * interval '360 days' end as shift from quotes`);
    await tx.execute(sql`update quotes q set created_at = q.created_at - s.shift, updated_at = q.updated_at - s.shift from demo_shift s where s.quote_id = q.id`);
    await tx.execute(sql`update insureds i set created_at = i.created_at - s.shift from quotes q join demo_shift s on s.quote_id = q.id where q.insured_id = i.id or i.primary_insured_id = q.insured_id`);
    await tx.execute(sql`update policies p set created_at = p.created_at - s.shift, paid_at = p.paid_at - s.shift from demo_shift s where s.quote_id = p.quote_id`);
    await tx.execute(sql`update payments p set created_at = p.created_at - s.shift, updated_at = p.updated_at - s.shift, refund_requested_at = p.refund_requested_at - s.shift, refunded_at = p.refunded_at - s.shift from demo_shift s where s.quote_id = p.quote_id`);
    await tx.execute(sql`update notes n set created_at = n.created_at - s.shift from demo_shift s where s.quote_id = n.quote_id`);
    await tx.execute(sql`update outbox_emails o set created_at = o.created_at - s.shift, sent_at = o.sent_at - s.shift from demo_shift s where s.quote_id = o.quote_id`);
    // Policies paid more than eleven months ago were short works: their cover has ended.
    await tx.execute(sql`update policies set expiry_date = (paid_at at time zone 'Australia/Sydney')::date + 300 where status = 'paid' and paid_at < ${addDaysIso(today, -330)}::date`);
  });
}

await main();
