// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { SandboxGateway } from './gateway';
import { groupCardNumber } from '@buildcover/domain';
import { sandboxTestCards } from './testCards';

const readme = readFileSync(fileURLToPath(new URL('../../../../../README.md', import.meta.url)), 'utf8');

describe('sandbox gateway over HTTP', () => {
  const ctx = useTestApp('pglite');

  it('serves the SDK, the card fields and the challenge page as separate files under the server CSP', async () => {
    const sdk = await ctx.app.inject({ method: 'GET', url: '/sandbox-gateway/sdk.js' });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(sdk.body).toContain('window.SandboxGateway');
    for (const url of ['/sandbox-gateway/fields?parent=http%3A%2F%2Flocalhost', '/sandbox-gateway/challenge?id=x']) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      // No inline script: every <script> has a src on this origin.
      const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, content] of scripts) {
        expect(attributes).toMatch(/src="\/sandbox-gateway\/[\w-]+\.js"/);
        expect(content!.trim()).toBe('');
      }
    }
    for (const file of ['fields.js', 'card-rules.js', 'challenge.js', 'fields.css', 'challenge.css']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/sandbox-gateway/${file}` })).statusCode).toBe(200);
    }
  });

  it('links a merchant stylesheet in the fields only when the gateway signed it and it is on this origin', async () => {
    const gateway = ctx.app.paymentGateway as SandboxGateway;
    const { css_signature } = await gateway.tokenizeConfig({
      reference: 'BC-1-x',
      amountCents: 100,
      cssUrl: '/assets/card.css',
    });
    const signed = await ctx.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/fields?css=${encodeURIComponent('/assets/card.css')}&css_signature=${css_signature}`,
    });
    expect(signed.body).toContain('<link rel="stylesheet" href="/assets/card.css" />');
    const unsigned = await ctx.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/fields?css=${encodeURIComponent('/assets/evil.css')}&css_signature=${css_signature}`,
    });
    expect(unsigned.body).not.toContain('evil.css');
    const { css_signature: foreignSignature } = await gateway.tokenizeConfig({
      reference: 'BC-1-x',
      amountCents: 100,
      cssUrl: 'https://evil.example/a.css',
    });
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/sandbox-gateway/fields?css=${encodeURIComponent('https://evil.example/a.css')}&css_signature=${foreignSignature}`,
    });
    expect(foreign.body).not.toContain('evil.example');
  });

  it('answers the token endpoint with field errors for a bad card', async () => {
    const gateway = ctx.app.paymentGateway as SandboxGateway;
    const config = await gateway.tokenizeConfig({ reference: 'BC-2-x', amountCents: 500, cssUrl: null });
    const post = (card: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/sandbox-gateway/api/tokens',
        payload: {
          number: '4242424242424242',
          expiry: '12/34',
          cvc: '123',
          name: 'A B',
          reference: 'BC-2-x',
          amount_cents: 500,
          verification: config.verification,
          ...card,
        },
      });
    const luhn = await post({ number: '4242424242424241' });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.json()).toEqual({
      success: false,
      message: 'The card number is not valid.',
      errors: [{ path: 'number', message: 'The card number is not valid.' }],
    });
    expect((await post({ cvc: '12' })).json().errors[0].path).toBe('cvc');
    expect((await post({ expiry: '01/20' })).json().errors[0]).toEqual({
      path: 'expiry',
      message: 'The card has expired.',
    });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/sandbox-gateway/api/tokens', payload: { number: 4242 } }))
        .statusCode,
    ).toBe(400);
    const ok = await post({});
    expect(ok.statusCode).toBe(200);
    expect(Object.keys(ok.json().data).sort()).toEqual([
      'bin',
      'card_expiry',
      'card_holder',
      'card_number',
      'scheme',
      'token',
    ]);
    expect(ok.body).not.toContain('4242424242424242');
  });

  it('answers 404 for an unknown 3-D Secure authentication', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/sandbox-gateway/api/3ds/authentications/00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/sandbox-gateway/api/3ds/authentications/nope' })).statusCode,
    ).toBe(400);
  });

  it('publishes the test cards as JSON, and README.md lists every one of them', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sandbox-gateway/api/test-cards' });
    expect(response.json().data).toEqual(sandboxTestCards);
    const section = readme.slice(readme.indexOf('### Sandbox test cards'));
    for (const card of sandboxTestCards) expect(section).toContain(`| ${groupCardNumber(card.number)} |`);
    expect(section).toContain('123456');
  });
});
