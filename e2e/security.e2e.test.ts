import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { logInAsAdmin } from './support/adminLogin';
import { screenshot, useBrowser } from './support/browser';
import { submitSampleQuote } from './support/quotes';
import { staffApi, staffQuoteId } from './support/staff';

/** Markup a stored-XSS attempt would use: each one, if it ran, would open a dialog, request a probe URL or set a flag. */
const probe = (flag: string) =>
  `<img src="/xss-probe-${flag}" onerror="alert('${flag}');window.__xss='${flag}'"><script>alert('${flag}');window.__xss='${flag}'</script>` +
  `<svg onload="alert('${flag}')"></svg><a href="javascript:alert('${flag}')">click</a><iframe src="https://evil.example/${flag}"></iframe>`;

/** Everything a page did that it should not have: dialogs opened, requests off this origin or to a probe URL. */
function watch(page: Page, origin: string) {
  const dialogs: string[] = [];
  const strayRequests: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    const sameOrigin = url.startsWith(`${origin}/`) || url.startsWith('data:') || url.startsWith('blob:');
    if (!sameOrigin || new URL(url).pathname === '/xss' || url.includes('xss-probe') || url.includes('evil.example'))
      strayRequests.push(`${request.method()} ${url}`);
  });
  return { dialogs, strayRequests };
}

describe('script in stored notes and names stays inert in the back office', { timeout: 240_000 }, () => {
  const journey = useBrowser();

  it('shows a note and an insured name carrying script as text in the quote editor and the lists: no dialog, no stray request, no page error', async () => {
    const tag = `Xss${Date.now() % 100_000}`;
    // Surnames hold 50 characters: one insured's carries an image with a handler, another's a script.
    const imageName = `${tag}<img src=/xss onerror=alert(1)>`;
    const scriptName = `${tag}<script>alert(2)</script>`;
    const submitted = await submitSampleQuote(journey.baseUrl, imageName);
    const second = await submitSampleQuote(journey.baseUrl, scriptName);
    const api = await staffApi(journey.baseUrl);
    const id = await staffQuoteId(api, submitted.ref);
    await api.call('POST', `/quotes/${id}/notes`, { note: `<p>Note ${tag}${probe('note')}</p>` });
    await api.call('POST', `/quotes/${id}/notes`, {
      note: `Plain ${tag} &lt;script&gt;alert('escaped')&lt;/script&gt; ${probe('note2')}`,
    });

    const page = await journey.newPage();
    const seen = watch(page, journey.baseUrl);
    await logInAsAdmin(page);

    // The quote editor: its header names the insured; the Notes tab lists the notes and opens one.
    await page.goto(`/admin/quotes/${id}`);
    await page.getByRole('heading', { level: 2, name: new RegExp(`Quote ${submitted.ref}`) }).waitFor();
    // The name is shown as the text it was typed as, tags and all.
    expect(
      await page.getByRole('heading', { level: 2, name: new RegExp(`Quote ${submitted.ref}`) }).innerText(),
    ).toContain(imageName);
    await page.getByRole('tab', { name: 'Notes' }).click();
    const notes = page.getByRole('list', { name: 'Notes' });
    await notes.getByText(`Note ${tag}`).waitFor();
    await notes.getByText(`Plain ${tag}`).waitFor();
    for (const open of await notes.getByRole('button', { name: /Open/ }).all()) {
      await open.click();
      await page.getByRole('dialog', { name: 'Note' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Note' }).waitFor({ state: 'detached' });
    }
    // Nothing the sanitiser kept can execute: no script, handler, javascript: link or frame in the notes.
    const live = await page.evaluate(() => {
      const root = document.querySelector('[aria-label="Notes"]') ?? document.body;
      const handlers = [...root.querySelectorAll('*')].filter((el) =>
        [...el.attributes].some((a) => a.name.startsWith('on')),
      );
      return {
        scripts: root.querySelectorAll('script, iframe, svg, object, embed').length,
        handlers: handlers.length,
        jsLinks: [...root.querySelectorAll('a')].filter((a) =>
          a.getAttribute('href')?.trim().toLowerCase().startsWith('javascript:'),
        ).length,
      };
    });
    expect(live).toEqual({ scripts: 0, handlers: 0, jsLinks: 0 });
    await screenshot(page, 'security-notes-xss-1280');

    // The lists that show the insured's name.
    await page.goto('/admin/quotes');
    for (const quote of [submitted, second])
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: quote.ref }) })
        .getByText(tag, { exact: false })
        .waitFor();
    expect(
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: second.ref }) })
        .innerText(),
    ).toContain(scriptName);
    await screenshot(page, 'security-quotes-list-xss-1280');
    await page.goto('/admin/insured');
    await page.getByText(tag, { exact: false }).first().waitFor();
    await page.goto('/admin/dashboard');
    await page.waitForLoadState('networkidle');

    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    expect(seen.dialogs).toEqual([]);
    expect(seen.strayRequests).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });
});

describe('every HTML page the server sends', () => {
  const baseUrl = inject('e2eBaseUrl');
  const pages = [
    '/',
    '/getquotes',
    '/quotes/get',
    '/quotes/pay/x',
    '/quotes/view/x',
    '/payment',
    '/paymentdemo',
    '/submit',
    '/about',
    '/products',
    '/contact',
    '/no-such-page',
    '/admin/',
    '/admin/login',
    '/admin/dashboard',
    '/admin/quotes',
    '/admin/quotes/1/notes',
    '/admin/insured',
    '/admin/users',
    '/admin/policy',
    '/admin/transactions',
    '/admin/outbox',
    '/admin/no-such-page',
    '/sandbox-gateway/challenge',
  ];
  /** A path that is none of an app's pages: that app's 'Page not found', answered 404. */
  const notPages = new Set(['/no-such-page', '/admin/no-such-page']);

  it.each(pages)(
    '%s runs no inline script but its own, allowed by its hash, under a content security policy that refuses inline script',
    async (path) => {
      const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(notPages.has(path) ? 404 : 200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)];
      const inline = scripts.filter(
        ([, attributes, body]) => !/\bsrc\s*=/i.test(attributes ?? '') || (body ?? '').trim() !== '',
      );
      // A prerendered page carries one: its early-input keeper (packages/ui/src/hydration/earlyInput.ts).
      const ownHashes = inline.map(
        ([, , body]) =>
          `'sha256-${createHash('sha256')
            .update(body ?? '')
            .digest('base64')}'`,
      );
      // Handlers in markup are inline script too.
      expect(html.match(/<[^>]+\son[a-z]+\s*=/gi) ?? []).toEqual([]);
      expect(html).not.toMatch(/javascript:/i);

      const policy = response.headers.get('content-security-policy');
      expect(policy, path).toBeTruthy();
      const directives = new Map(
        policy!
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .filter((words) => words[0])
          .map(([name, ...values]) => [name!.toLowerCase(), values]),
      );
      const scriptSrc = directives.get('script-src') ?? directives.get('default-src');
      expect(scriptSrc, `${path}: script-src or default-src`).toBeDefined();
      // 'self' and the page's own inline scripts by hash, nothing else.
      expect(scriptSrc).toEqual(["'self'", ...ownHashes]);
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(scriptSrc).not.toContain('*');
      expect(scriptSrc!.some((source) => /^(https?:|data:|blob:)$/.test(source))).toBe(false);
      expect(directives.get('object-src')).toEqual(["'none'"]);
    },
  );
});
