// @vitest-environment node
import { eq } from 'drizzle-orm';
import { addDaysIso, formatDate, todayIso } from '@buildcover/domain';
import { expect, it } from 'vitest';
import { policies } from '../db/schema';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { createQuoteFixture, quoteAccessToken } from '../payments/test/fixtures';
import { payCall, preparePayment } from '../payments/test/flow';
import { broker } from '@buildcover/domain';

const hostile = 'Eve <script>alert("x")</script> & Co';

describeEachEngine('policy documents', (engine) => {
  const ctx = useTestApp(engine);
  const documentOf = async (policyId: number, kind: string, headers: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/quotes/policy/${policyId}/${kind}?format=html`, headers });

  it('renders each document as printable A4 HTML with every value escaped and no script', async () => {
    const quote = await createQuoteFixture(ctx.app, { name: hostile });
    const staff = await ctx.as('normal');
    for (const kind of ['schedule', 'certificate', 'closing', 'invoice']) {
      const response = await documentOf(quote.policyId, kind, staff);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      const body = response.body;
      expect(body).toMatch(/^<!doctype html>/);
      expect(body).toContain('@page { size: A4;');
      expect(body).not.toMatch(/<script/i);
      expect(body).toContain('Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(body).toContain(quote.ref);
    }
  });

  it('shows insured, project, cover, insurer (PDS, FSG, AFSL) and the premium lines on the schedule', async () => {
    const quote = await createQuoteFixture(ctx.app);
    const body = (await documentOf(quote.policyId, 'schedule', await ctx.as('normal'))).body;
    for (const text of [
      'Policy Schedule',
      'Alex Builder',
      '12 Wattle Street, Parramatta NSW 2150',
      'New home',
      '$650,000.00',
      '$10 Million',
      'Harbour Mutual Insurance',
      '245678',
      'Version PDS 2025-07',
      'Version FSG 3.1',
      'Westpac',
    ]) {
      expect(body).toContain(text);
    }
    expect(body).toMatch(
      /Base Premium<\/td><td class="num">\$1,000\.00<\/td><td class="num">\$100\.00<\/td><td class="num">\$1,100\.00/,
    );
    expect(body).toMatch(/Stamp Duty<\/td><td class="num">\$99\.00/);
    expect(body).toMatch(
      /Total premium<\/td><td class="num"><\/td><td class="num">\$110\.00<\/td><td class="num">\$1,309\.00/,
    );
  });

  it('names the policy number on every document once staff have entered it, and leaves it out until then', async () => {
    const quote = await createQuoteFixture(ctx.app);
    const staff = await ctx.as('normal');
    for (const kind of ['schedule', 'certificate', 'closing', 'invoice']) {
      const body = (await documentOf(quote.policyId, kind, staff)).body;
      expect(body).toContain(quote.ref);
      expect(body).not.toContain('Policy number');
    }
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/quotes/${quote.quoteId}/info`,
      headers: await ctx.as('admin'),
      payload: { policy_number: 'HM-POL-77120' },
    });
    expect(saved.body).toContain('Quote updated');
    for (const kind of ['schedule', 'certificate', 'closing', 'invoice']) {
      expect((await documentOf(quote.policyId, kind, staff)).body).toMatch(/Policy number.{0,40}HM-POL-77120/s);
    }
  });

  it('invoices each premium line with GST, stamp duty, the surcharge paid and the total', async () => {
    const quote = await createQuoteFixture(ctx.app);
    const staff = await ctx.as('normal');
    const before = (await documentOf(quote.policyId, 'invoice', staff)).body;
    expect(before).toContain('Amount due: <strong>$1,309.00</strong>');
    expect(before).not.toContain('Card surcharge paid');

    const token = await quoteAccessToken(ctx.app, quote.publicId);
    const prepared = await preparePayment(ctx.app, token, quote, { number: '5555555555554444' });
    expect((await payCall(ctx.app, token, prepared.body)).status).toBe(200);
    const body = (await documentOf(quote.policyId, 'invoice', staff)).body;
    expect(body).toContain('Tax Invoice');
    expect(body).toContain(`INV-${quote.ref}`);
    // A tax invoice names its supplier: the broker's legal name and ABN, as the public footer states them.
    expect(body).toContain(
      `<th scope="row">Supplier</th><td>${broker.legalName} (trading as ${broker.tradingName})</td>`,
    );
    expect(body).toContain(`<th scope="row">Supplier ABN</th><td>${broker.abn}</td>`);
    expect(body).toMatch(
      /Broker Fee<\/td><td class="num">\$100\.00<\/td><td class="num">\$10\.00<\/td><td class="num">\$110\.00/,
    );
    expect(body).toMatch(/Card surcharge paid \(mastercard\)<\/td><td class="num">\$14\.40/);
    expect(body).toMatch(/Total paid<\/td><td class="num"><\/td><td class="num"><\/td><td class="num">\$1,323\.40/);
    expect(body).toContain('555555******4444');
    const closing = (await documentOf(quote.policyId, 'closing', staff)).body;
    expect(closing).toContain('Broker commission');
    expect(closing).toContain('$200.00 + GST $20.00 (20.00% of base)');
  });

  it("lets the quote access token read its own schedule, and its certificate and invoice once paid; never the closing or another quote's", async () => {
    const mine = await createQuoteFixture(ctx.app);
    const other = await createQuoteFixture(ctx.app);
    const accessToken = await quoteAccessToken(ctx.app, mine.publicId);
    const token = { authorization: `Bearer ${accessToken}` };
    expect((await documentOf(mine.policyId, 'schedule', token)).statusCode).toBe(200);
    expect((await documentOf(other.policyId, 'schedule', token)).statusCode).toBe(404);
    const unpaid = await documentOf(mine.policyId, 'certificate', token);
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json().message).toBe('The Certificate of Currency is available once the policy is paid.');
    expect((await documentOf(mine.policyId, 'invoice', token)).statusCode).toBe(404);
    expect((await documentOf(mine.policyId, 'closing', token)).statusCode).toBe(401);
    expect((await documentOf(mine.policyId, 'schedule', {})).statusCode).toBe(401);

    const prepared = await preparePayment(ctx.app, accessToken, mine, { number: '4242424242424242' });
    expect((await payCall(ctx.app, accessToken, prepared.body)).status).toBe(200);
    const certificate = await documentOf(mine.policyId, 'certificate', token);
    expect(certificate.statusCode).toBe(200);
    expect(certificate.body).toContain('Certificate of Currency');
    expect((await documentOf(mine.policyId, 'invoice', token)).body).toContain('Total paid');
    expect((await documentOf(other.policyId, 'certificate', token)).statusCode).toBe(404);
    expect((await documentOf(mine.policyId, 'closing', token)).statusCode).toBe(401);
  });

  it('says on the certificate when a paid cover starts later, and Current once its period has started', async () => {
    const inception = addDaysIso(todayIso(), 40);
    const quote = await createQuoteFixture(ctx.app, { inceptionDate: inception });
    const accessToken = await quoteAccessToken(ctx.app, quote.publicId);
    const prepared = await preparePayment(ctx.app, accessToken, quote, { number: '4242424242424242' });
    expect((await payCall(ctx.app, accessToken, prepared.body)).status).toBe(200);
    const staff = await ctx.as('normal');
    const later = (await documentOf(quote.policyId, 'certificate', staff)).body;
    expect(later).toContain(`<span class="stamp">Cover starts ${formatDate(inception)}</span>`);
    expect(later).not.toContain('>Current<');
    expect(later).not.toContain('is current');

    // The period has started (today is its first day): the cover is current.
    await ctx.app.db.update(policies).set({ inception_date: todayIso() }).where(eq(policies.id, quote.policyId));
    const started = (await documentOf(quote.policyId, 'certificate', staff)).body;
    expect(started).toContain('<span class="stamp">Current</span>');
    expect(started).not.toContain('Cover starts');
  });

  it('answers 404 for an unknown policy and 400 for another format', async () => {
    const staff = await ctx.as('normal');
    expect((await documentOf(999_999, 'schedule', staff)).statusCode).toBe(404);
    const quote = await createQuoteFixture(ctx.app);
    const pdf = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/policy/${quote.policyId}/schedule?format=pdf`,
      headers: staff,
    });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().message).toBe('Only format=html is available');
  });
});
