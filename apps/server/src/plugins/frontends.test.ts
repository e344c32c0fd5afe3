// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

// Built apps are plain files: one engine is enough here.
const dist = mkdtempSync(join(tmpdir(), 'buildcover-dist-'));
const publicDir = join(dist, 'public');
const adminDir = join(dist, 'admin');
mkdirSync(join(publicDir, 'assets'), { recursive: true });
mkdirSync(join(adminDir, 'assets'), { recursive: true });
writeFileSync(join(publicDir, 'index.html'), '<!doctype html><title>BuildCover</title>');
writeFileSync(join(publicDir, 'assets', 'app.js'), 'console.info("public")');
writeFileSync(join(publicDir, 'assets', 'index-B3x9kQ2a.js'), 'console.info("hashed")');
writeFileSync(join(adminDir, 'index.html'), '<!doctype html><title>BuildCover admin</title>');
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

  it('caches hashed assets for a year and revalidates pages', async () => {
    expect((await get('/assets/index-B3x9kQ2a.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/assets/app.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/getquotes')).headers['cache-control']).toBe('no-cache');
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

  it('answers JSON 404 for unknown API paths and missing files', async () => {
    const api = await get('/api/v1/unknown');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
  });
});
