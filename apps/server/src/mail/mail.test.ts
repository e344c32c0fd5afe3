// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { files, outboxEmails, policies } from '../db/schema';
import { createQuoteFixture, policyRow, quoteAccessToken, quoteRow } from '../payments/test/fixtures';
import { payCall, preparePayment } from '../payments/test/flow';
import { unreachableSmtpUrl, useSmtpServer } from './test/smtp';

describe('mail through a real SMTP server', () => {
  const env: Record<string, string> = { PUBLIC_BASE_URL: 'https://pay.buildcover.test' };
  const smtp = useSmtpServer(env);

  describeEachEngine('payment link, receipt and documents', (engine) => {
    const ctx = useTestApp(engine, env);

    it('sends the payment link; the link in the mail opens the quote and pays it; the receipt shows the surcharge as its own line', async () => {
      const quote = await createQuoteFixture(ctx.app, { policyStatus: 'draft', quoteStatus: 'quoted' });
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/quotes/${quote.quoteId}/payment`,
        headers: await ctx.as('admin'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Payment link has been successfully sent!',
        data: { delivery: 'sent' },
      });
      expect((await quoteRow(ctx.app, quote.quoteId)).status).toBe('paydue');
      expect((await policyRow(ctx.app, quote.policyId)).status).toBe('due_payment');

      const mail = await smtp.server.waitFor((m) => m.to.includes(quote.email) && m.subject.includes('ready to pay'));
      expect(mail.subject).toBe(`Your BuildCover quote ${quote.ref} is ready to pay`);
      expect(mail.text).toContain('$1,309.00');
      const link = /https:\/\/pay\.buildcover\.test\/quotes\/pay\/([\w-]+)/.exec(mail.text);
      expect(link).not.toBeNull();
      expect(mail.html).toContain(`href="https://pay.buildcover.test/quotes/pay/${link![1]}"`);

      // Follow the link: the pay screen retrieves the quote by the id in it.
      const retrieved = await ctx.app.inject({ method: 'POST', url: `/api/v1/quotes/retrieve/${link![1]}?access=1` });
      expect(retrieved.statusCode).toBe(200);
      expect(retrieved.json().data.ref).toBe(quote.ref);
      const token = retrieved.json().data.access_token as string;
      const prepared = await preparePayment(ctx.app, token, quote, { number: '378282246310005' });
      expect((await payCall(ctx.app, token, prepared.body)).status).toBe(200);

      const receipt = await smtp.server.waitFor(
        (m) => m.to.includes(quote.email) && m.subject === `Payment receipt for ${quote.ref}`,
      );
      expect(receipt.text).toContain('Premium: $1,309.00');
      expect(receipt.text).toContain('Card surcharge (amex): $32.73');
      expect(receipt.text).toContain('Total paid: $1,341.73');
      expect(receipt.html).toContain('Card surcharge (amex)');
    });

    it('sends the policy documents (schedule, certificate of currency, invoice) as HTML attachments once paid', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const notPaid = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/quotes/policy/${quote.policyId}/documents`,
        headers: await ctx.as('admin'),
      });
      expect(notPaid.statusCode).toBe(400);
      expect(notPaid.json().message).toBe('Policy documents can be sent once the policy is paid.');

      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const prepared = await preparePayment(ctx.app, token, quote, { number: '4242424242424242' });
      expect((await payCall(ctx.app, token, prepared.body)).status).toBe(200);
      // A closing document staff uploaded on the Documents tab goes with them, as uploaded.
      const pdf = Buffer.from('%PDF-1.4\n% closing slip\n');
      const key = `closing-${quote.ref}-test`;
      await ctx.app.storage.put(key, pdf, 'application/pdf');
      await ctx.app.db.insert(files).values({
        key,
        name: 'closing-slip.pdf',
        mime: 'application/pdf',
        size: pdf.length,
        storage: ctx.app.storage.kind,
        field: 'uploaded_closing',
        policy_id: quote.policyId,
      });
      await ctx.app.db.update(policies).set({ uploaded_closing: key }).where(eq(policies.id, quote.policyId));
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/quotes/policy/${quote.policyId}/documents`,
        headers: await ctx.as('admin'),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, message: 'Policy document has been successfully sent!' });

      const mail = await smtp.server.waitFor(
        (m) => m.to.includes(quote.email) && m.subject === `Your policy documents for ${quote.ref}`,
      );
      expect(mail.attachments.map((a) => a.filename)).toEqual([
        `Policy-Schedule-${quote.ref}.html`,
        `Certificate-of-Currency-${quote.ref}.html`,
        `Tax-Invoice-${quote.ref}.html`,
        'closing-slip.pdf',
      ]);
      expect(mail.attachments[3]!.body).toBe(pdf.toString('utf8'));
      expect(mail.text).toContain('Closing (uploaded): closing-slip.pdf');
      const invoice = mail.attachments[2]!.body;
      expect(invoice).toContain('Card surcharge paid (visa)');
      expect(invoice).toContain('$1,323.40');
      // The fixture's cover starts after today: the certificate says when.
      expect(mail.attachments[1]!.body).toContain(
        'This certifies that the policy described below is in place for the period of insurance shown, starting',
      );
    });

    it('refuses the payment link without insurer, premium or e-mail, and for normal staff', async () => {
      const admin = await ctx.as('admin');
      const cases = [
        [{ withInsurer: false }, 'Please select an insurer for this quote before sending the payment link.'],
        [{ withPremium: false }, 'Please enter the premium before sending the payment link.'],
        [{ email: null }, 'The insured has no email address. Please add one before sending the payment link.'],
      ] as const;
      for (const [options, message] of cases) {
        const quote = await createQuoteFixture(ctx.app, { ...options, policyStatus: 'draft', quoteStatus: 'quoted' });
        const response = await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/quotes/${quote.quoteId}/payment`,
          headers: admin,
        });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toEqual({ success: false, message });
        expect((await quoteRow(ctx.app, quote.quoteId)).status).toBe('quoted');
      }
      const late = await createQuoteFixture(ctx.app, { inceptionDate: '2020-01-01', policyStatus: 'draft' });
      const lateResponse = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/quotes/${late.quoteId}/payment`,
        headers: admin,
      });
      expect(lateResponse.json()).toEqual({
        success: false,
        message: 'The inception date has passed. Please update the inception date before sending the payment link.',
      });
      const quote = await createQuoteFixture(ctx.app);
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: `/api/v1/quotes/${quote.quoteId}/payment`,
            headers: await ctx.as('normal'),
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await ctx.app.inject({ method: 'POST', url: `/api/v1/quotes/${quote.quoteId}/payment` })).statusCode,
      ).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/999999/payment', headers: admin })).statusCode,
      ).toBe(404);
    });

    it('resends a mail from the outbox, with its attachments, to a corrected address; the original stays', async () => {
      const quote = await createQuoteFixture(ctx.app, { policyStatus: 'draft', quoteStatus: 'quoted' });
      const admin = await ctx.as('admin');
      const sent = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/quotes/${quote.quoteId}/payment`,
        headers: admin,
      });
      const outboxId = sent.json().data.outbox_id as number;
      const url = `/api/v1/outbox/${outboxId}/resend`;
      expect(
        (await ctx.app.inject({ method: 'POST', url, payload: {}, headers: await ctx.as('normal') })).statusCode,
      ).toBe(403);
      const bad = await ctx.app.inject({ method: 'POST', url, payload: { to: 'not-an-address' }, headers: admin });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([{ path: 'to', message: 'Please enter a valid email address.' }]);

      const corrected = `corrected-${quote.quoteId}@example.com`;
      const resent = await ctx.app.inject({ method: 'POST', url, payload: { to: corrected }, headers: admin });
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({
        success: true,
        message: 'The email has been sent again.',
        data: { to: corrected, status: 'sent' },
      });
      const mail = await smtp.server.waitFor((m) => m.to.includes(corrected));
      expect(mail.subject).toBe(`Your BuildCover quote ${quote.ref} is ready to pay`);
      const original = await ctx.app.inject({ method: 'GET', url: `/api/v1/outbox/${outboxId}`, headers: admin });
      expect(original.json().data).toMatchObject({ to: quote.email, status: 'sent' });
      const found = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/outbox?q=${encodeURIComponent(corrected)}`,
        headers: admin,
      });
      expect(found.json().data.results.map((r: { id: number }) => r.id)).toEqual([resent.json().data.id]);
      expect(
        (await ctx.app.inject({ method: 'POST', url: '/api/v1/outbox/999999/resend', payload: {}, headers: admin }))
          .statusCode,
      ).toBe(404);
    });

    it('records sent mail in the outbox', async () => {
      const rows = await ctx.app.db.select().from(outboxEmails).where(eq(outboxEmails.status, 'sent'));
      expect(rows.length).toBeGreaterThan(0);
    });
  });
});

describeEachEngine('outbox without SMTP_URL', (engine) => {
  const ctx = useTestApp(engine);

  it('keeps the mail for staff to read, newest first, with start/limit and the total count', async () => {
    const admin = await ctx.as('admin');
    const quotes = [
      await createQuoteFixture(ctx.app, { policyStatus: 'draft' }),
      await createQuoteFixture(ctx.app, { policyStatus: 'draft' }),
    ];
    for (const quote of quotes) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/quotes/${quote.quoteId}/payment`,
        headers: admin,
      });
      expect(response.json()).toMatchObject({
        message: 'Payment link has been successfully sent!',
        data: { delivery: 'kept' },
      });
    }
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/outbox?start=0&limit=1',
      headers: await ctx.as('normal'),
    });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.data.count).toBe(2);
    expect(body.data.results).toHaveLength(1);
    expect(body.data.results[0]).toMatchObject({
      to: quotes[1]!.email,
      status: 'kept',
      subject: `Your BuildCover quote ${quotes[1]!.ref} is ready to pay`,
    });
    // The list shows no bodies or attachments: the mail's own page reads them.
    expect(Object.keys(body.data.results[0])).toEqual(expect.not.arrayContaining(['html', 'text', 'attachments']));
    const mail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/outbox/${body.data.results[0].id}`,
      headers: admin,
    });
    expect(mail.json().data.html).toContain(`/quotes/pay/${quotes[1]!.publicId}`);
    const past = await ctx.app.inject({ method: 'GET', url: '/api/v1/outbox?start=10&limit=5', headers: admin });
    expect(past.json().data).toEqual({ results: [], count: 2 });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/outbox' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/outbox?limit=1000', headers: admin })).statusCode).toBe(
      400,
    );
  });

  it('resending without a mail server keeps a new copy and says so', async () => {
    const admin = await ctx.as('admin');
    const [first] = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/outbox?status=kept&sort=created_at&order=asc&limit=1',
        headers: admin,
      })
    ).json().data.results;
    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/outbox/${first.id}/resend`,
      payload: {},
      headers: admin,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({
      message: 'No mail server is set up (SMTP_URL), so the email is kept in the outbox again instead of being sent.',
      data: { status: 'kept', to: first.to },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/outbox', headers: admin })).json().data.count).toBe(3);
  });
});

describe('an unreachable SMTP server', () => {
  const env: Record<string, string> = {};
  beforeAll(async () => {
    env.SMTP_URL = await unreachableSmtpUrl();
  });
  const ctx = useTestApp('pglite', env);

  it('answers 502 with the reason and keeps the mail in the outbox as failed', async () => {
    const quote = await createQuoteFixture(ctx.app, { policyStatus: 'draft' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/${quote.quoteId}/payment`,
      headers: await ctx.as('admin'),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toMatch(/^Failed to send payment link: .+\. It is kept in the outbox\.$/);
    const [row] = await ctx.app.db.select().from(outboxEmails).where(eq(outboxEmails.quote_id, quote.quoteId));
    expect(row).toMatchObject({ status: 'failed', attempts: 1, to: quote.email });
    expect(row!.error).toBeTruthy();
  });
});
