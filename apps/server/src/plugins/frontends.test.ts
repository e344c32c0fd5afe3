// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { immutableCaching, pageCaching } from './frontends';

// Built apps are plain files: one engine is enough here.
const dist = mkdtempSync(join(tmpdir(), 'buildcover-dist-'));
const publicDir = join(dist, 'public');
const adminDir = join(dist, 'admin');
mkdirSync(join(publicDir, 'assets'), { recursive: true });
mkdirSync(join(adminDir, 'assets'), { recursive: true });
writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>BuildCover</title>');
writeFileSync(join(publicDir, 'assets', 'app.js'), 'console.info("public")');
writeFileSync(join(publicDir, 'assets', 'index-B3x9kQ2a.js'), 'console.info("hashed")');
// What the build writes beside each file (vite-plugin-compression2 in scripts/vite-app.mjs).
const withCompressedCopies = (path: string, text: string) => {
  writeFileSync(path, text);
  writeFileSync(`${path}.br`, brotliCompressSync(text));
  writeFileSync(`${path}.gz`, gzipSync(text));
};
const bundleText = `export const bundle = "${'BuildCover '.repeat(400)}";`;
withCompressedCopies(join(publicDir, 'assets', 'main-Cq81xZ0p.js'), bundleText);
// What the public build's prerender writes (scripts/vite-prerender.mjs).
mkdirSync(join(publicDir, 'prerendered', 'quotes', 'pay'), { recursive: true });
withCompressedCopies(
  join(publicDir, 'prerendered', 'index.html'),
  `<!doctype html><title>BuildCover</title><div id="root"><h1>Owner-builder insurance quote</h1>${'<p>Tell us about the work.</p>'.repeat(40)}</div>`,
);
writeFileSync(
  join(publicDir, 'prerendered', 'quotes', 'pay', '_id.html'),
  '<!doctype html><title>BuildCover</title><div id="root"><h1>Pay for your quote</h1></div>',
);
writeFileSync(
  join(publicDir, 'prerendered.json'),
  JSON.stringify([
    { route: '/', file: 'prerendered/index.html' },
    {
      route: '/quotes/pay/:id',
      file: 'prerendered/quotes/pay/_id.html',
      scriptHashes: ["'sha256-cGF5IHBhZ2UncyBvd24gc2NyaXB0'"],
    },
  ]),
);
// The build's page renderer (scripts/vite-prerender.mjs copies apps/public/src/prerender.tsx's bundle
// there): this one renders pay links whose id starts with "rendered-", with what the API answered it.
mkdirSync(join(publicDir, '.server'));
writeFileSync(
  join(publicDir, '.server', 'render.mjs'),
  `export async function renderPageWithData(path, fetchApi, page) {
    const id = /^\\/quotes\\/pay\\/(rendered-[^/]+)$/.exec(path)?.[1];
    if (!id) return undefined;
    if (id === 'rendered-fails') throw new Error('the render failed');
    const answer = await fetchApi('/api/v1/health');
    const { status } = await answer.json();
    return page.replace('</h1>', () => '</h1><p>' + id + ': the API answered ' + answer.status + ', ' + status + '</p>');
  }`,
);
// Each build's own list of its pages (scripts/vite-prerender.mjs, from the apps' prerender.tsx).
writeFileSync(
  join(publicDir, 'routes.json'),
  JSON.stringify(['/', '/getquotes', '/quotes/pay/:id', '/paymentdemo', '/about']),
);
writeFileSync(
  join(adminDir, 'routes.json'),
  JSON.stringify(['/admin', '/admin/', '/admin/login', '/admin/dashboard', '/admin/quotes/:id/:tab?']),
);
withCompressedCopies(join(adminDir, 'index.html'), '<!doctype html><title>BuildCover admin</title>');
// The admin build prerenders its login page (apps/admin/src/prerender.tsx).
mkdirSync(join(adminDir, 'prerendered', 'admin'), { recursive: true });
writeFileSync(
  join(adminDir, 'prerendered', 'admin', 'login.html'),
  '<!doctype html><title>BuildCover admin</title><div id="root"><h1>Login</h1></div>',
);
writeFileSync(
  join(adminDir, 'prerendered.json'),
  JSON.stringify([{ route: '/admin/login', file: 'prerendered/admin/login.html' }]),
);
writeFileSync(join(adminDir, 'assets', 'admin.js'), 'console.info("admin")');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('serving the apps', () => {
  const ctx = useTestApp('pglite', { PUBLIC_DIST_DIR: publicDir, ADMIN_DIST_DIR: adminDir });
  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  it('serves the customer app at / with a fallback for its routes', async () => {
    for (const url of ['/', '/getquotes', '/quotes/pay/AbC123', '/paymentdemo?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>BuildCover</title>');
    }
    const asset = await get('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
  });

  it("answers a path that is none of an app's pages 404 with that app's page, which says 'Page not found'", async () => {
    for (const url of ['/no-such-page', '/quotes', '/about/team', '/quotes/pay/AbC123/extra']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/text\/html/);
      expect(response.body, url).toContain('<title>BuildCover</title>');
    }
    for (const url of ['/admin/no-such-page', '/admin/reports', '/admin/dashboard/x/y']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<title>BuildCover admin</title>');
    }
    // Real deep links stay 200, with or without a trailing slash or a query.
    for (const url of ['/about/', '/quotes/pay/AbC123?x=1', '/admin/quotes/12/notes', '/admin/dashboard'])
      expect((await get(url)).statusCode, url).toBe(200);
  });

  it('caches hashed assets for a year and pages for a minute', async () => {
    expect(immutableCaching).toBe('public, max-age=31536000, immutable');
    expect(pageCaching).toBe('public, max-age=60, must-revalidate');
    expect((await get('/assets/index-B3x9kQ2a.js')).headers['cache-control']).toBe(immutableCaching);
    expect((await get('/assets/app.js')).headers['cache-control']).toBe(pageCaching);
    expect((await get('/')).headers['cache-control']).toBe(pageCaching);
    expect((await get('/getquotes')).headers['cache-control']).toBe(pageCaching);
    expect((await get('/admin/quotes')).headers['cache-control']).toBe(pageCaching);
  });

  it("sends the build's brotli or gzip copy as the browser accepts", async () => {
    const asset = (acceptEncoding?: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/assets/main-Cq81xZ0p.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe(immutableCaching);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(bundleText);

    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(bundleText);

    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bundleText);
  });

  it('sends the compressed page for a client-side route too', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/admin/quotes/12',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>BuildCover admin</title>');
  });

  it('sends a prerendered page its own HTML, compressed, and other routes the app shell', async () => {
    const home = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/text\/html/);
    expect(home.headers['content-encoding']).toBe('br');
    expect(home.headers['cache-control']).toBe(pageCaching);
    expect(brotliDecompressSync(home.rawPayload).toString()).toContain('<h1>Owner-builder insurance quote</h1>');

    const pay = await get('/quotes/pay/AbC123?from=mail');
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toContain('<h1>Pay for your quote</h1>');

    // A page without its own HTML, and a path that is no page (its status 404), get the app shell.
    for (const [url, status] of [
      ['/getquotes', 200],
      ['/quotes/pay/AbC123/extra', 404],
      ['/no-such-page', 404],
    ] as const) {
      const shell = await get(url);
      expect(shell.statusCode, url).toBe(status);
      expect(shell.body, url).toBe('<!doctype html><title>BuildCover</title>');
    }
  });

  it("renders a page with its data through the build's renderer, the API answering in process, and no cache keeps it", async () => {
    const pay = await get('/quotes/pay/rendered-7Hk2');
    expect(pay.statusCode).toBe(200);
    expect(pay.headers['content-type']).toMatch(/text\/html/);
    expect(pay.body).toContain('<h1>Pay for your quote</h1><p>rendered-7Hk2: the API answered 200, ok</p>');
    expect(pay.headers['cache-control']).toBe('no-store');
    // The page's own inline script stays, and stays allowed.
    expect(String(pay.headers['content-security-policy'])).toContain(
      "script-src 'self' 'sha256-cGF5IHBhZ2UncyBvd24gc2NyaXB0'",
    );
  });

  it('sends a form a browser posted to a page back to that page, reading nothing, and still answers other posts as unknown', async () => {
    const posted = await ctx.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=staff&password=Secret',
    });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/admin/login');
    expect(posted.body).not.toContain('Secret');
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '//evil.example/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(elsewhere.headers.location).toBe('/evil.example/login');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/admin/login',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(json.statusCode).toBe(404);
    const api = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/nowhere',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(api.statusCode).toBe(404);
  });

  it('answers HEAD on a rendered page with the headers its GET has, and no body', async () => {
    const head = await ctx.app.inject({
      method: 'HEAD',
      url: '/quotes/pay/rendered-7Hk2',
      headers: { accept: 'text/html' },
    });
    const pay = await get('/quotes/pay/rendered-7Hk2');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    for (const name of ['content-type', 'cache-control', 'content-security-policy'])
      expect(head.headers[name], name).toBe(pay.headers[name]);
  });

  it('sends the prerendered page when the renderer fails, and never serves the renderer itself', async () => {
    const pay = await get('/quotes/pay/rendered-fails');
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toBe('<!doctype html><title>BuildCover</title><div id="root"><h1>Pay for your quote</h1></div>');
    expect(pay.headers['cache-control']).toBe(pageCaching);
    expect((await get('/.server/render.mjs')).statusCode).toBe(404);
  });

  it("allows a prerendered page's own inline script by its hash, and no other page's", async () => {
    const scriptSources = async (url: string) =>
      /(?:^|;)script-src ([^;]*)/.exec(String((await get(url)).headers['content-security-policy']))?.[1];
    expect(await scriptSources('/quotes/pay/AbC123')).toBe("'self' 'sha256-cGF5IHBhZ2UncyBvd24gc2NyaXB0'");
    for (const url of ['/', '/getquotes', '/api/v1/health']) expect(await scriptSources(url), url).toBe("'self'");
  });

  it('follows a rebuilt list of prerendered pages without a restart', async () => {
    writeFileSync(
      join(publicDir, 'prerendered', 'about.html'),
      '<!doctype html><title>BuildCover</title><div id="root"><h1>About us</h1></div>',
    );
    const manifest = join(publicDir, 'prerendered.json');
    const before = JSON.parse(readFileSync(manifest, 'utf8')) as object[];
    writeFileSync(manifest, JSON.stringify([...before, { route: '/about', file: 'prerendered/about.html' }]));
    // A build replaces the file: a later modification time, as a real rebuild gives.
    utimesSync(manifest, new Date(), new Date(Date.now() + 2000));
    expect((await get('/about')).body).toContain('<h1>About us</h1>');
  });

  it('serves files built after the server started (a rebuild needs no restart)', async () => {
    writeFileSync(join(publicDir, 'assets', 'later.js'), 'console.info("later")');
    const response = await get('/assets/later.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('later');
  });

  it('serves the back office under /admin/ with its own fallback', async () => {
    for (const url of ['/admin', '/admin/', '/admin/login', '/admin/quotes/12']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>BuildCover admin</title>');
    }
    expect((await get('/admin/assets/admin.js')).statusCode).toBe(200);
  });

  it('sends /admin/login its prerendered login form, and the other back-office routes the app shell', async () => {
    const login = await get('/admin/login?returnTo=%2Fquotes%2F12');
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe(pageCaching);
    expect(login.body).toContain('<h1>Login</h1>');
    for (const url of ['/admin/dashboard', '/admin/quotes/12']) {
      expect((await get(url)).body, url).toBe('<!doctype html><title>BuildCover admin</title>');
    }
  });

  it('answers JSON 404 for unknown API paths and missing files', async () => {
    const api = await get('/api/v1/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });
});
