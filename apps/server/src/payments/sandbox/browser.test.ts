// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Frame, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumPath } from '../../../../../scripts/chromium.mjs';
import { buildTestApp } from '../../../test/app';
import { createQuoteFixture, policyRow, quoteAccessToken } from '../test/fixtures';
import { payBody } from '../test/flow';

/**
 * The sandbox SDK in real Chromium: a merchant page on the server's origin (under the server's
 * CSP) mounts the hosted card fields, the test types into the iframe, the SDK reports the BIN,
 * tokenises inside the iframe and runs a 3-D Secure challenge in its modal; then pay/v4 succeeds.
 */
describe('sandbox gateway SDK in Chromium', () => {
  let built: Awaited<ReturnType<typeof buildTestApp>>;
  let browser: Browser;
  let origin: string;

  beforeAll(async () => {
    built = await buildTestApp('pglite');
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
    await built?.cleanup();
  });

  async function merchantPage(): Promise<{
    page: Page;
    requests: { url: string; body: string | null; frame: string }[];
  }> {
    const page = await browser.newPage();
    const requests: { url: string; body: string | null; frame: string }[] = [];
    page.on('request', (request) =>
      requests.push({ url: request.url(), body: request.postData(), frame: request.frame().url() }),
    );
    // The merchant page is served with the real server's security headers (same CSP as the public app).
    const headers = (await built.app.inject({ method: 'GET', url: '/sandbox-gateway/challenge' })).headers;
    await page.route(`${origin}/merchant-test`, (route) =>
      route.fulfill({
        status: 200,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': String(headers['content-security-policy']),
        },
        body: '<!doctype html><html lang="en"><head><title>Pay</title><script src="/sandbox-gateway/sdk.js"></script></head><body><main><h1>Pay</h1><div id="card"></div></main></body></html>',
      }),
    );
    await page.goto(`${origin}/merchant-test`);
    return { page, requests };
  }

  async function api(path: string, token: string, payload: Record<string, unknown>) {
    const response = await built.app.inject({
      method: 'POST',
      url: `/api/v1${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  }

  async function cardFrame(page: Page): Promise<Frame> {
    const handle = await page.waitForSelector('iframe[title="Card details"]');
    const frame = (await handle.contentFrame())!;
    await frame.waitForSelector('#card-number');
    return frame;
  }

  it('tokenises in the iframe, reports the BIN, runs the 3-D Secure challenge and pays', async () => {
    const quote = await createQuoteFixture(built.app);
    const token = await quoteAccessToken(built.app, quote.publicId);
    const drn = (await api('/payments/drn', token, { qref: quote.ref, pg: 'deft_macquarie' })).drn as string;
    const config = await api('/payments/config/tokenize', token, {
      pg: 'deft_macquarie',
      drn,
      total_amount: quote.premium,
      css_url: null,
    });

    const { page, requests } = await merchantPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.evaluate((c) => {
      const w = window as unknown as Record<string, any>;
      w.bins = [];
      w.fields = w.SandboxGateway.mountCardFields(document.getElementById('card'), {
        reference: c.reference,
        verification: c.verification,
        amountInCents: c.total_amountincents,
        onBin: (bin: string | null) => w.bins.push(bin),
      });
    }, config);
    const frame = await cardFrame(page);
    await page.waitForFunction(() => (window as any).fields.isReady());

    // Invalid input shows the gateway's messages inside the iframe.
    await frame.fill('#card-number', '4242 4242 4242 4241');
    await frame.fill('#card-cvc', '12');
    await frame.focus('#card-name');
    await frame.focus('#card-expiry');
    expect(await frame.textContent('#card-number-error')).toBe('The card number is not valid.');
    expect(await frame.textContent('#card-cvc-error')).toBe('The security code (CVC) must be 3 digits.');
    const refused = await page.evaluate(() =>
      (window as any).fields.tokenize().then(
        () => 'resolved',
        (e: Error) => e.message,
      ),
    );
    expect(refused).toBe('The card number is not valid.');

    await frame.fill('#card-number', '');
    await frame.locator('#card-number').pressSequentially('4000000000003220');
    expect(await frame.inputValue('#card-number')).toBe('4000 0000 0000 3220');
    await frame.locator('#card-expiry').fill('');
    await frame.locator('#card-expiry').pressSequentially('1234');
    expect(await frame.inputValue('#card-expiry')).toBe('12/34');
    await frame.fill('#card-cvc', '123');
    await frame.fill('#card-name', 'Alex Builder');
    await page.waitForFunction(() => (window as any).bins.includes('400000'));
    await page.waitForFunction(() => (window as any).fields.isValid());

    const card = await page.evaluate(() => (window as any).fields.tokenize());
    expect(card).toMatchObject({
      card_number: '400000******3220',
      card_expiry: '12/34',
      card_holder: 'Alex Builder',
      bin: '400000',
      token: expect.stringMatching(/^tok_/),
    });

    // The card number left the browser once: from the gateway's iframe to the gateway's token endpoint.
    const carrying = requests.filter(
      (r) => r.body?.includes('4000000000003220') || r.body?.includes('4000 0000 0000 3220'),
    );
    expect(carrying.map((r) => new URL(r.url).pathname)).toEqual(['/sandbox-gateway/api/tokens']);
    expect(carrying[0]!.frame).toContain('/sandbox-gateway/fields?');
    expect(requests.some((r) => r.url.includes('/api/v1/'))).toBe(false);

    const surcharge = await api('/payments/surcharge', token, {
      currency_code: 'AUD',
      pg: 'deft_macquarie',
      amount: quote.premium,
      payment_frequency: 'ONE_OFF',
      bin: card.bin,
      payment_method: 'CARD',
    });
    const threeDs = await api('/payments/config/3ds', token, {
      pg: 'deft_macquarie',
      drn,
      total_amount: surcharge.total_amount,
    });

    const authentication = page.evaluate(
      ({ accessToken, cardToken }) => (window as any).SandboxGateway.authenticate({ accessToken, token: cardToken }),
      { accessToken: threeDs.access_token, cardToken: card.token },
    );
    const challengeHandle = await page.waitForSelector('iframe[title="Verify your card"]');
    expect(await page.getAttribute('[role="dialog"]', 'aria-modal')).toBe('true');
    const challenge = (await challengeHandle.contentFrame())!;
    await challenge.waitForFunction(() => document.getElementById('summary')?.textContent?.startsWith('Pay '));
    expect(await challenge.textContent('#summary')).toBe('Pay $1,323.40 to BuildCover with card 400000******3220.');
    // On a phone the screen wraps to more lines: the frame grows with it, so Verify is never cut off.
    await page.setViewportSize({ width: 375, height: 812 });
    const verifyCutOff = async (): Promise<number> => {
      const frameBox = (await challengeHandle.boundingBox())!;
      const verifyBox = (await (await challenge.$('#submit'))!.boundingBox())!;
      return verifyBox.y + verifyBox.height - (frameBox.y + frameBox.height);
    };
    await expect.poll(verifyCutOff, { timeout: 5000 }).toBeLessThanOrEqual(0);
    await challenge.fill('#otp', '000000');
    await challenge.click('#submit');
    await challenge.waitForFunction(() => document.getElementById('otp-error')?.textContent !== '');
    expect(await challenge.textContent('#otp-error')).toBe('That code is not right. 2 attempts left.');
    await challenge.fill('#otp', '123456');
    await challenge.click('#submit');
    const threeds = await authentication;
    expect(threeds.data).toMatchObject({ ver: 'Y', threeds_version: '2.2.0', sli: '05' });
    expect(await page.$('[data-sandbox-gateway="challenge"]')).toBeNull();

    const paid = await built.app.inject({
      method: 'POST',
      url: '/api/v1/payments/pay/v4',
      headers: { authorization: `Bearer ${token}` },
      payload: payBody({ quote, drn, card, surcharge, threeds, fee: 0 }),
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await policyRow(built.app, quote.policyId)).status).toBe('paid');
    expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
    await page.close();
  });

  it('asks for a 4-digit CVC once the number is an Amex, and a cancelled challenge rejects', async () => {
    const quote = await createQuoteFixture(built.app);
    const token = await quoteAccessToken(built.app, quote.publicId);
    const drn = (await api('/payments/drn', token, { qref: quote.ref, pg: 'deft_macquarie' })).drn as string;
    const config = await api('/payments/config/tokenize', token, {
      pg: 'deft_macquarie',
      drn,
      total_amount: quote.premium,
    });
    const { page } = await merchantPage();
    await page.evaluate((c) => {
      const w = window as unknown as Record<string, any>;
      w.fields = w.SandboxGateway.mountCardFields(document.getElementById('card'), {
        reference: c.reference,
        verification: c.verification,
        amountInCents: c.total_amountincents,
      });
    }, config);
    const frame = await cardFrame(page);
    await frame.locator('#card-number').pressSequentially('378282246310005');
    expect(await frame.inputValue('#card-number')).toBe('3782 822463 10005');
    expect(await frame.getAttribute('#card-cvc', 'maxlength')).toBe('4');
    await frame.fill('#card-cvc', '123');
    await frame.focus('#card-name');
    expect(await frame.textContent('#card-cvc-error')).toBe('The security code (CVC) must be 4 digits.');
    await page.close();

    const challengeCard = await createQuoteFixture(built.app);
    const challengeToken = await quoteAccessToken(built.app, challengeCard.publicId);
    const drn2 = (await api('/payments/drn', challengeToken, { qref: challengeCard.ref, pg: 'deft_macquarie' }))
      .drn as string;
    const config2 = await api('/payments/config/tokenize', challengeToken, {
      pg: 'deft_macquarie',
      drn: drn2,
      total_amount: challengeCard.premium,
    });
    const second = await merchantPage();
    await second.page.evaluate((c) => {
      const w = window as unknown as Record<string, any>;
      w.fields = w.SandboxGateway.mountCardFields(document.getElementById('card'), {
        reference: c.reference,
        verification: c.verification,
        amountInCents: c.total_amountincents,
      });
    }, config2);
    const frame2 = await cardFrame(second.page);
    await second.page.waitForFunction(() => (window as any).fields.isReady());
    await frame2.locator('#card-number').pressSequentially('4000000000003220');
    await frame2.locator('#card-expiry').pressSequentially('1230');
    await frame2.fill('#card-cvc', '321');
    await frame2.fill('#card-name', 'Sam Owner');
    const card = await second.page.evaluate(() => (window as any).fields.tokenize());
    const threeDs = await api('/payments/config/3ds', challengeToken, {
      pg: 'deft_macquarie',
      drn: drn2,
      total_amount: '1323.40',
    });
    const outcome = second.page.evaluate(
      ({ accessToken, cardToken }) =>
        (window as any).SandboxGateway.authenticate({ accessToken, token: cardToken }).then(
          () => 'resolved',
          (e: Error) => e.message,
        ),
      { accessToken: threeDs.access_token, cardToken: card.token },
    );
    await second.page.waitForSelector('iframe[title="Verify your card"]');
    await second.page.click('[data-sandbox-gateway="challenge"] button');
    expect(await outcome).toBe('Card verification was cancelled.');
    await second.page.close();
  });
});
