// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { submitProposal } from '../routes/quotes/quoteFixtures.test-support';

describeEachEngine('compressed API answers', (engine) => {
  const ctx = useTestApp(engine);
  const list = async (acceptEncoding?: string) =>
    ctx.app.inject({
      method: 'GET',
      url: '/api/v1/quotes/list?start=0&limit=10',
      headers: { ...(await ctx.as('admin')), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends a large list with brotli or gzip as the browser accepts, the same JSON once decoded', async () => {
    for (let n = 0; n < 4; n += 1) await submitProposal(ctx.app);
    const plain = await list();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json().data.results).toHaveLength(4);

    const brotli = await list('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());

    const gzip = await list('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const health = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toMatchObject({ status: 'ok', database: engine });
  });
});
