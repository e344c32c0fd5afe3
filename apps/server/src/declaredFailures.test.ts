// @vitest-environment node
/*
 * The failures the contract declares beyond bad input and access — 409, 410, 502 and 503 — each
 * provoked the way it happens in use, and answered as /api/docs documents it. A declared status no
 * row provokes fails the first test: the document declares only what the server can answer.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { api, type Endpoint } from '@buildcover/domain/api';
import { toQuoteRequest } from '@buildcover/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { useTestApp, type TestContext } from '../test/app';
import { multipartBody, pdfFile } from '../test/fixtures';
import { documentedAnswers } from '../test/openApiCheck';
import { files, outboxEmails, policies } from './db/schema';
import { expireDraft } from './drafts/draftFixtures.test-support';
import { EXPIRED_LINK_MESSAGE } from './drafts/routes';
import { unreachableSmtpUrl } from './mail/test/smtp';
import { createQuoteFixture, quoteAccessToken } from './payments/test/fixtures';
import { payCall, preparePayment } from './payments/test/flow';
import { createInsurer, newUid, proposal } from './routes/quotes/quoteFixtures.test-support';

type Status = 409 | 410 | 502 | 503;
const provokedStatuses: readonly Status[] = [409, 410, 502, 503];

/** What the failure needs around the app: nothing, a mail server that does not answer, or a PostgreSQL that stops taking connections. */
type Setting = 'plain' | 'no mail server' | 'postgres';

interface Provocation {
  /** The endpoint, as `resource.name` in the contract's `api`. */
  call: string;
  status: Status;
  setting: Setting;
  /** What happens, in the user's words. */
  when: string;
  provoke: (ctx: TestContext) => Promise<LightMyRequestResponse>;
  message: string | RegExp;
}

const postJson = async (ctx: TestContext, url: string, payload: object, role?: 'admin' | 'super_admin') =>
  ctx.app.inject({ method: 'POST', url, payload, headers: role ? await ctx.as(role) : {} });

const staffUser = (email: string) => ({
  name: 'Casey Clerk',
  email,
  user_type: 'normal',
  password: 'Clerk#Passw0rd',
  status: true,
});

/** An insurer as the update modal holds it: read back through the API. */
const insurerView = async (ctx: TestContext) => {
  const { id } = await createInsurer(ctx.app);
  return (await ctx.app.inject({ method: 'GET', url: `/api/v1/insurer/${id}`, headers: await ctx.as('admin') })).json()
    .data;
};

/** A quote paid through the real pay flow (sandbox gateway); its payment's id and gateway reference. */
async function paidPayment(ctx: TestContext) {
  const quote = await createQuoteFixture(ctx.app);
  const token = await quoteAccessToken(ctx.app, quote.publicId);
  const paid = await payCall(
    ctx.app,
    token,
    (await preparePayment(ctx.app, token, quote, { number: '4242424242424242' })).body,
  );
  const id = paid.body.data.transaction_id as number;
  const payment = (
    await ctx.app.inject({ method: 'GET', url: `/api/v1/payments/${id}`, headers: await ctx.as('admin') })
  ).json().data;
  return {
    id,
    gatewayReference: payment.gateway_reference as string,
    totalCents: Math.round(Number(payment.total_amount) * 100),
  };
}

/** Saves a proposal for later (the mail is kept: no mail server), lets `meanwhile` happen to its draft, then opens the link in the mail. */
async function resumeAfter(ctx: TestContext, meanwhile: (uid: string) => Promise<unknown>) {
  const uid = await newUid(ctx.app);
  const email = `resume-${uid}@example.test`;
  const saved = await postJson(ctx, '/api/v1/quotes/drafts/save', { uid, email, answers: proposal() });
  if (saved.statusCode !== 200) throw new Error(`save for later: ${saved.statusCode} ${saved.body}`);
  const [mail] = await ctx.app.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
  const token = /\/quotes\/resume\/([\w-]+)/.exec(mail?.text ?? '')![1]!;
  await meanwhile(uid);
  return postJson(ctx, '/api/v1/quotes/drafts/resume', { token });
}

/** Runs `call` while the files directory cannot be used (a plain file where it should be). */
async function withFilesDirGone<T>(ctx: TestContext, call: () => Promise<T>): Promise<T> {
  const { filesDir } = ctx.config;
  mkdirSync(filesDir, { recursive: true });
  renameSync(filesDir, `${filesDir}.aside`);
  writeFileSync(filesDir, 'not a directory');
  try {
    return await call();
  } finally {
    rmSync(filesDir);
    renameSync(`${filesDir}.aside`, filesDir);
  }
}

const staffUpload = async (ctx: TestContext) => {
  const body = multipartBody({ name: 'Schedule.pdf', body: pdfFile(), type: 'application/pdf' });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/static/upload?field=uploaded_schedule',
    payload: body.payload,
    headers: { ...body.headers, ...(await ctx.as('admin')) },
  });
};

/** Staff send a new quote's payment link. */
async function sendPaymentLink(ctx: TestContext) {
  const quote = await createQuoteFixture(ctx.app, { policyStatus: 'draft', quoteStatus: 'quoted' });
  return {
    quote,
    response: await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/${quote.quoteId}/payment`,
      headers: await ctx.as('admin'),
    }),
  };
}

const mailRefused = (what: string) => new RegExp(`^Failed to send ${what}: .+\\. It is kept in the outbox\\.$`);
const storageUnavailable = 'File storage is unavailable right now. Please try again in a few minutes.';

const provocations: Provocation[] = [
  {
    call: 'users.create',
    status: 409,
    setting: 'plain',
    when: 'a new staff user gets the e-mail of another',
    provoke: async (ctx) => {
      await ctx.as('normal');
      return postJson(ctx, '/api/v1/users', staffUser('NORMAL@staff.test'), 'super_admin');
    },
    message: 'A user with this email already exists',
  },
  {
    call: 'users.update',
    status: 409,
    setting: 'plain',
    when: "a staff user is given another's e-mail",
    provoke: async (ctx) => {
      await ctx.as('normal');
      const created = (await postJson(ctx, '/api/v1/users', staffUser('casey@staff.test'), 'super_admin')).json().data;
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${created.id}`,
        payload: { ...staffUser('normal@staff.test'), password: '' },
        headers: await ctx.as('super_admin'),
      });
    },
    message: 'A user with this email already exists',
  },
  {
    call: 'insurers.create',
    status: 409,
    setting: 'plain',
    when: 'a new insurer gets the UID of another',
    provoke: async (ctx) => {
      const { id: _id, ...taken } = await insurerView(ctx);
      return postJson(ctx, '/api/v1/insurer', { ...taken, name: 'Second Mutual' }, 'admin');
    },
    message: 'An insurer with this UID already exists',
  },
  {
    call: 'insurers.update',
    status: 409,
    setting: 'plain',
    when: "an insurer is given another's UID",
    provoke: async (ctx) => {
      const [first, second] = [await insurerView(ctx), await insurerView(ctx)];
      return ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/insurer/${second.id}`,
        payload: { ...second, uid: first.uid.toLowerCase() },
        headers: await ctx.as('admin'),
      });
    },
    message: 'An insurer with this UID already exists',
  },
  {
    call: 'quotes.updateInfo',
    status: 409,
    setting: 'plain',
    when: "a quote is given another policy's number",
    provoke: async (ctx) => {
      const [first, second] = [
        await createQuoteFixture(ctx.app, { quoteStatus: 'quoted', policyStatus: 'draft' }),
        await createQuoteFixture(ctx.app, { quoteStatus: 'quoted', policyStatus: 'draft' }),
      ];
      const headers = await ctx.as('admin');
      const numbered = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/quotes/${first.quoteId}/info`,
        payload: { policy_number: `POL-${first.ref}` },
        headers,
      });
      if (numbered.statusCode !== 200) throw new Error(`policy number: ${numbered.statusCode} ${numbered.body}`);
      return ctx.app.inject({
        method: 'PATCH',
        url: `/api/v1/quotes/${second.quoteId}/info`,
        payload: { policy_number: `POL-${first.ref}` },
        headers,
      });
    },
    message: 'This policy number is already used by another policy',
  },
  {
    call: 'payments.pay',
    status: 409,
    setting: 'plain',
    when: 'a payment reuses the Idempotency-Key of a different attempt',
    provoke: async (ctx) => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const key = { 'idempotency-key': `attempt-${quote.ref}` };
      await payCall(
        ctx.app,
        token,
        (await preparePayment(ctx.app, token, quote, { number: '4000000000000002' })).body,
        key,
      );
      const other = await preparePayment(ctx.app, token, quote, { number: '4242424242424242' });
      return ctx.app.inject({
        method: 'POST',
        url: '/api/v1/payments/pay/v4',
        payload: other.body,
        headers: { authorization: `Bearer ${token}`, ...key },
      });
    },
    message: 'This payment reference was already used for a different payment. Please reload the page and try again.',
  },
  {
    call: 'payments.refund',
    status: 502,
    setting: 'plain',
    when: 'the card gateway refuses the refund (here: it was refunded there already)',
    provoke: async (ctx) => {
      const payment = await paidPayment(ctx);
      await ctx.app.paymentGateway.refund({
        chargeReference: payment.gatewayReference,
        amountCents: payment.totalCents,
      });
      return postJson(ctx, `/api/v1/payments/${payment.id}/refund`, { reason: 'Customer withdrew' }, 'super_admin');
    },
    message: /^The payment gateway refused the refund: .+/,
  },
  {
    call: 'payments.refund',
    status: 409,
    setting: 'plain',
    when: 'another refund of the payment is in progress',
    provoke: async (ctx) => {
      const payment = await paidPayment(ctx);
      await ctx.app.repos.payments.update(payment.id, { refund_requested_at: new Date() });
      return postJson(ctx, `/api/v1/payments/${payment.id}/refund`, { reason: 'Customer withdrew' }, 'super_admin');
    },
    message: 'A refund of this payment is already in progress.',
  },
  {
    call: 'proposalDrafts.resume',
    status: 410,
    setting: 'plain',
    when: 'the e-mailed link has expired',
    provoke: (ctx) => resumeAfter(ctx, (uid) => expireDraft(ctx.app, uid)),
    message: EXPIRED_LINK_MESSAGE,
  },
  {
    call: 'proposalDrafts.resume',
    status: 409,
    setting: 'plain',
    when: 'the proposal of the e-mailed link has been submitted since',
    provoke: (ctx) => resumeAfter(ctx, (uid) => postJson(ctx, '/api/v1/quotes/get', toQuoteRequest(proposal(), uid))),
    message: /^This proposal has already been submitted \(quote .+\)\. You do not need to send it again\.$/,
  },
  {
    call: 'files.upload',
    status: 503,
    setting: 'plain',
    when: 'the file store cannot keep the bytes',
    provoke: (ctx) => withFilesDirGone(ctx, () => staffUpload(ctx)),
    message: storageUnavailable,
  },
  {
    call: 'files.read',
    status: 503,
    setting: 'plain',
    when: 'the file store cannot be read',
    provoke: async (ctx) => {
      const { file_url } = (await staffUpload(ctx)).json();
      const headers = await ctx.as('admin');
      return withFilesDirGone(ctx, () => ctx.app.inject({ method: 'GET', url: file_url, headers }));
    },
    message: storageUnavailable,
  },
  {
    call: 'quotes.sendPolicyDocuments',
    status: 503,
    setting: 'plain',
    when: 'an uploaded policy document cannot be read from the file store to be attached',
    provoke: async (ctx) => {
      const quote = await createQuoteFixture(ctx.app, { policyStatus: 'paid', quoteStatus: 'paid' });
      const { key } = (await staffUpload(ctx)).json();
      await ctx.app.db
        .update(files)
        .set({ field: 'uploaded_closing', policy_id: quote.policyId })
        .where(eq(files.key, key));
      await ctx.app.db.update(policies).set({ uploaded_closing: key }).where(eq(policies.id, quote.policyId));
      const headers = await ctx.as('admin');
      return withFilesDirGone(ctx, () =>
        ctx.app.inject({ method: 'POST', url: `/api/v1/quotes/policy/${quote.policyId}/documents`, headers }),
      );
    },
    message: storageUnavailable,
  },
  {
    call: 'quotes.sendPaymentLink',
    status: 502,
    setting: 'no mail server',
    when: 'the mail server does not take the payment link',
    provoke: async (ctx) => (await sendPaymentLink(ctx)).response,
    message: mailRefused('payment link'),
  },
  {
    call: 'quotes.sendPolicyDocuments',
    status: 502,
    setting: 'no mail server',
    when: 'the mail server does not take the policy documents',
    provoke: async (ctx) => {
      const quote = await createQuoteFixture(ctx.app, { policyStatus: 'paid', quoteStatus: 'paid' });
      return ctx.app.inject({
        method: 'POST',
        url: `/api/v1/quotes/policy/${quote.policyId}/documents`,
        headers: await ctx.as('admin'),
      });
    },
    message: mailRefused('policy document'),
  },
  {
    call: 'outbox.resend',
    status: 502,
    setting: 'no mail server',
    when: 'the mail server does not take a mail resent from the outbox',
    provoke: async (ctx) => {
      const { quote } = await sendPaymentLink(ctx);
      const [kept] = await ctx.app.db.select().from(outboxEmails).where(eq(outboxEmails.quote_id, quote.quoteId));
      return postJson(ctx, `/api/v1/outbox/${kept!.id}/resend`, {}, 'admin');
    },
    message: mailRefused('the email'),
  },
  {
    call: 'proposalDrafts.saveForLater',
    status: 502,
    setting: 'no mail server',
    when: 'the mail server does not take the resume link',
    provoke: async (ctx) =>
      postJson(ctx, '/api/v1/quotes/drafts/save', {
        uid: await newUid(ctx.app),
        email: 'later@example.test',
        answers: proposal(),
      }),
    message:
      'We could not send the e-mail just now. Your answers are still kept on this device: please try again in a moment.',
  },
  {
    call: 'health.check',
    status: 503,
    setting: 'postgres',
    when: 'the database stops taking connections',
    provoke: async (ctx) => {
      const database = new URL(ctx.config.databaseUrl!).pathname.slice(1);
      const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
      await admin.connect();
      try {
        await admin.query(`alter database ${database} with allow_connections false`);
        await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
        return await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
      } finally {
        await admin.query(`alter database ${database} with allow_connections true`);
        await admin.end();
      }
    },
    message: 'Database unreachable',
  },
];

const endpoints = Object.entries(api).flatMap(([resource, calls]) =>
  Object.entries(calls as Record<string, Endpoint>).map(([name, endpoint]) => ({
    call: `${resource}.${name}`,
    endpoint,
  })),
);

it('provokes every 409, 410, 502 and 503 the contract declares, and only those', () => {
  const declared = endpoints.flatMap(({ call, endpoint }) =>
    provokedStatuses.filter((status) => status in endpoint.responses).map((status) => `${call} ${status}`),
  );
  expect(provocations.map((p) => `${p.call} ${p.status}`).sort()).toEqual(declared.sort());
});

const settings: Record<Setting, { engine: 'pglite' | 'postgres'; env: () => Promise<Record<string, string>> }> = {
  plain: { engine: 'pglite', env: async () => ({}) },
  'no mail server': { engine: 'pglite', env: async () => ({ SMTP_URL: await unreachableSmtpUrl() }) },
  postgres: { engine: 'postgres', env: async () => ({}) },
};

for (const [setting, { engine, env }] of Object.entries(settings)) {
  describe(`declared failures (${setting})`, () => {
    const environment: Record<string, string> = {};
    // Before the app is built (useTestApp's own beforeAll reads the environment then).
    beforeAll(async () => {
      Object.assign(environment, await env());
    });
    const ctx = useTestApp(engine as 'pglite' | 'postgres', () => environment);
    const rows = provocations.filter((p) => p.setting === setting);
    it.each(rows.map((p) => [`${p.call} ${p.status}: ${p.when}`, p] as const))(
      '%s',
      async (_name, { status, provoke, message }) => {
        const response = await provoke(ctx);
        expect(response.statusCode, response.body).toBe(status);
        if (typeof message === 'string') expect(response.json().message).toBe(message);
        else expect(response.json().message).toMatch(message);
        const { method, url } = response.raw.req;
        expect(
          documentedAnswers(ctx.app).problems(
            method!,
            url!,
            status,
            response.headers['content-type'] as string | undefined,
            response.body,
          ),
        ).toEqual([]);
      },
    );
  });
}
