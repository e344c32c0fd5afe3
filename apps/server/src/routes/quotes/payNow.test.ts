// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { addDaysIso, toQuoteRequest, todayIso } from '@buildcover/domain';
import { useTestApp } from '../../../test/app';
import { auditLog, outboxEmails, policies, quotes } from '../../db/schema';
import { unreachableSmtpUrl, useSmtpServer } from '../../mail/test/smtp';
import { submitQuote } from './submitQuote';
import { createInsurer, newUid, proposal, referredAnswers, submitProposal } from './quoteFixtures.test-support';

const publicBaseUrl = 'https://www.buildcover.test';

async function rowsOf(app: ReturnType<typeof useTestApp>['app'], quoteId: number) {
  const [quote] = await app.db.select().from(quotes).where(eq(quotes.id, quoteId));
  const [policy] = await app.db.select().from(policies).where(eq(policies.quote_id, quoteId));
  const mail = await app.db.select().from(outboxEmails).where(eq(outboxEmails.quote_id, quoteId));
  const audits = await app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'quote'), eq(auditLog.entity_id, String(quoteId))))
    .orderBy(auditLog.id);
  return { quote: quote!, policy, mail, audits };
}

/** A quoted submission opens the quote for payment at once: the pay link is issued and mailed. */
describe('paying straight after a quoted submission', () => {
  const env: Record<string, string> = { PUBLIC_BASE_URL: publicBaseUrl };
  const smtp = useSmtpServer(env);
  const ctx = useTestApp('pglite', () => env);
  beforeAll(async () => {
    await createInsurer(ctx.app);
  });

  it('mails the pay link, makes the quote payment due, audits it as the system, and tells the customer they can pay now', async () => {
    const submitted = await submitProposal(ctx.app);
    expect(submitted).toMatchObject({ status: 'quoted', payable: true });
    expect(submitted.message).toMatch(
      /^Your quote is ready: the total premium is \$[\d,]+\.\d\d\. We have e-mailed you a link to pay, and you can pay now\.$/,
    );

    const { quote, policy, mail, audits } = await rowsOf(ctx.app, submitted.quoteId);
    expect(quote.status).toBe('paydue');
    expect(policy!.status).toBe('due_payment');
    const link = `${publicBaseUrl}/quotes/pay/${submitted.id}`;
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      to: 'jane@example.com.au',
      subject: `Your BuildCover quote ${submitted.ref} is ready to pay`,
      status: 'sent',
      policy_id: policy!.id,
    });
    expect(mail[0]!.text).toContain(link);
    expect(audits.map((a) => [a.action, a.actor, a.user_id])).toEqual([
      ['submit', 'public', null],
      ['payment_link', 'system', null],
    ]);
    expect(audits[1]).toMatchObject({
      before: { status: 'quoted', policy_status: 'draft' },
      after: { status: 'paydue', policy_status: 'due_payment' },
    });
    const received = await smtp.server.waitFor(
      (m) => m.subject === `Your BuildCover quote ${submitted.ref} is ready to pay`,
    );
    expect(received.to).toEqual(['jane@example.com.au']);
    expect(received.text).toContain(link);

    // The link opens the quote, payable.
    const retrieved = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/retrieve/${submitted.id}`,
      payload: {},
    });
    expect(retrieved.json().data).toMatchObject({ status: 'paydue', policy: { status: 'due_payment' } });
  });

  it("staff's Payment Link still sends it again, with its message", async () => {
    const submitted = await submitProposal(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/${submitted.quoteId}/payment`,
      headers: await ctx.as('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Payment link has been successfully sent!',
      data: { link: `${publicBaseUrl}/quotes/pay/${submitted.id}`, delivery: 'sent' },
    });
    const { mail, audits } = await rowsOf(ctx.app, submitted.quoteId);
    expect(mail.map((m) => m.status)).toEqual(['sent', 'sent']);
    expect(audits.map((a) => [a.action, a.actor])).toEqual([
      ['submit', 'public'],
      ['payment_link', 'system'],
      ['payment_link', 'Test admin <admin@staff.test>'],
    ]);
  });

  it('issues no pay link for a referred proposal', async () => {
    const submitted = await submitProposal(ctx.app, referredAnswers);
    expect(submitted).toMatchObject({ status: 'referred', payable: false });
    const { quote, mail } = await rowsOf(ctx.app, submitted.quoteId);
    expect(quote.status).toBe('referred');
    expect(mail).toEqual([]);
  });

  it('closes the pay link when staff refer the quote after it went out, and the link answers not payable', async () => {
    const submitted = await submitProposal(ctx.app);
    const referred = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/quotes/${submitted.quoteId}/info`,
      headers: await ctx.as('admin'),
      payload: { status: 'referred', referred_reason: 'Checking the soil report' },
    });
    expect(referred.statusCode).toBe(200);
    const { quote, policy, audits } = await rowsOf(ctx.app, submitted.quoteId);
    expect(quote.status).toBe('referred');
    expect(policy!.status).toBe('draft');
    expect(audits.at(-1)).toMatchObject({
      action: 'update_info',
      before: { status: 'paydue', policy_status: 'due_payment' },
      after: { status: 'referred', policy_status: 'draft' },
    });
    const retrieved = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/retrieve/${submitted.id}`,
      payload: {},
    });
    expect(retrieved.json().data).toMatchObject({ status: 'referred', policy: { status: 'draft' } });
    // Sending the link again reopens it.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/${submitted.quoteId}/payment`,
      headers: await ctx.as('admin'),
    });
    expect((await rowsOf(ctx.app, submitted.quoteId)).policy!.status).toBe('due_payment');
  });

  it('sends nothing when the start date has passed by the time the link would go, and says so', async () => {
    // A proposal that began yesterday, submitted as of the day before: quoted and priced, but no longer payable today.
    const yesterday = addDaysIso(todayIso(), -1);
    const payload = toQuoteRequest(proposal({ builderProjectStartDate: yesterday }), await newUid(ctx.app));
    const request = { user: null, ip: '127.0.0.1' } as unknown as FastifyRequest;
    const result = await submitQuote(ctx.app, request, payload, { today: addDaysIso(yesterday, -1) });
    expect(result).toMatchObject({ status: 'quoted', payable: false });
    expect(result.message).toContain(
      'It cannot be paid yet because the cover start date has passed: a broker will contact you to set a new one, then e-mail you a link to pay.',
    );
    const [row] = await ctx.app.db.select().from(quotes).where(eq(quotes.public_id, result.id));
    const { quote, policy, mail } = await rowsOf(ctx.app, row!.id);
    expect(quote.status).toBe('quoted');
    expect(policy!.status).toBe('draft');
    expect(mail).toEqual([]);
  });
});

describe('a quoted submission when the mail server cannot be reached', () => {
  const env: Record<string, string> = { PUBLIC_BASE_URL: publicBaseUrl };
  beforeAll(async () => {
    env.SMTP_URL = await unreachableSmtpUrl();
  });
  const ctx = useTestApp('pglite', () => env);
  beforeAll(async () => {
    await createInsurer(ctx.app);
  });

  it('still answers quoted and payable; the mail, sent after the answer, is kept in the outbox as failed for staff', async () => {
    const submitted = await submitProposal(ctx.app);
    expect(submitted).toMatchObject({ status: 'quoted', payable: true });
    expect(submitted.message).toContain('you can pay now.');
    const { quote, policy, mail } = await rowsOf(ctx.app, submitted.quoteId);
    expect(quote.status).toBe('paydue');
    expect(policy!.status).toBe('due_payment');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ status: 'failed', to: 'jane@example.com.au' });
    expect(mail[0]!.error).toBeTruthy();
    const outbox = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/outbox?status=failed',
      headers: await ctx.as('normal'),
    });
    expect(outbox.json().data.results.map((r: { quote_id: number }) => r.quote_id)).toContain(submitted.quoteId);
  });
});
