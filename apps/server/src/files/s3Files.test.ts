// @vitest-environment node
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachEngine, engines } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { jpegFile, multipartBody, pdfFile } from '../../test/fixtures';
import { files } from '../db/schema';
import { signedFileUrl } from './tokens';
import { startS3Server, type TestS3Server } from './test/s3Server';

// Uploads and downloads through the public API with S3_* pointing at a real S3-protocol server.
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server(engines.map((engine) => `files-${engine}`));
});
afterAll(async () => {
  await s3?.close();
});

describeEachEngine('files in S3 storage', (engine) => {
  const bucket = `files-${engine}`;
  const ctx = useTestApp(engine, () => s3.env(bucket));

  const upload = async (
    file: Parameters<typeof multipartBody>[0],
    query: string,
    headers: Record<string, string> = {},
  ) => {
    const body = multipartBody(file);
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/static/upload${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const openDraft = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/v1/quotes/get/id' })).json().data.uid as string;

  it('runs on the S3 storage the environment names', () => {
    expect(ctx.config.s3).toMatchObject({ bucket, endpoint: s3.endpoint, region: 'ap-southeast-2' });
    expect(ctx.app.storage.kind).toBe('s3');
  });

  it('keeps a proposal upload in the bucket, serves it back byte for byte, and removes it from the bucket', async () => {
    const uid = await openDraft();
    const uploaded = await upload(
      { name: 'site photo.jpg', body: jpegFile(), type: 'image/jpeg' },
      `?quote=1&uid=${uid}&field=piling_plans`,
    );
    expect(uploaded.statusCode).toBe(200);
    const { key, file_url } = uploaded.json();
    expect(await s3.keys(bucket)).toContain(key);
    expect(await s3.contentType(bucket, key)).toBe('image/jpeg');
    const [row] = await ctx.app.db.select().from(files).where(eq(files.key, key));
    expect(row).toMatchObject({ storage: 's3', mime: 'image/jpeg', size: jpegFile().length });

    const read = await ctx.app.inject({ method: 'GET', url: `${file_url}?uid=${uid}` });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/jpeg');
    expect(read.rawPayload.equals(jpegFile())).toBe(true);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/quotes/files/remove',
      payload: { uid, file_key: key },
    });
    expect(removed.json()).toEqual({ success: true, message: 'File removed successfully' });
    expect(await s3.keys(bucket)).not.toContain(key);
    expect((await ctx.app.inject({ method: 'GET', url: `${file_url}?uid=${uid}` })).statusCode).toBe(404);
  });

  it('keeps a staff document in the bucket and serves it to staff and through a signed link', async () => {
    const uploaded = await upload(
      { name: 'Schedule.pdf', body: pdfFile(), type: 'application/pdf' },
      '?field=uploaded_schedule',
      await ctx.as('admin'),
    );
    expect(uploaded.statusCode).toBe(200);
    const { key, file_url } = uploaded.json();
    expect(await s3.keys(bucket)).toContain(key);
    expect(await s3.contentType(bucket, key)).toBe('application/pdf');

    const read = await ctx.app.inject({ method: 'GET', url: file_url, headers: await ctx.as('normal') });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.equals(pdfFile())).toBe(true);
    const signed = await ctx.app.inject({ method: 'GET', url: await signedFileUrl(ctx.config.jwtSecret, key) });
    expect(signed.rawPayload.equals(pdfFile())).toBe(true);
  });

  it('answers 503 with a clear message, and stores nothing, when the bucket disappears', async () => {
    const before = await upload(
      { name: 'Certificate.pdf', body: pdfFile() },
      '?field=uploaded_coc',
      await ctx.as('admin'),
    );
    const storedUrl = before.json().file_url as string;
    const rowsBefore = (await ctx.app.db.select().from(files)).length;
    await s3.removeBucket(bucket);
    try {
      const uploaded = await upload(
        { name: 'Closing.pdf', body: pdfFile() },
        '?field=uploaded_closing',
        await ctx.as('admin'),
      );
      expect(uploaded.statusCode).toBe(503);
      expect(uploaded.json()).toEqual({
        success: false,
        message: 'File storage is unavailable right now. Please try again in a few minutes.',
      });
      expect((await ctx.app.db.select().from(files)).length).toBe(rowsBefore);

      const read = await ctx.app.inject({ method: 'GET', url: storedUrl, headers: await ctx.as('admin') });
      expect(read.statusCode).toBe(503);
      expect(read.json().message).toBe('File storage is unavailable right now. Please try again in a few minutes.');
    } finally {
      await s3.createBucket(bucket);
    }
    // Once the bucket is back, uploads work again without a restart.
    expect(
      (await upload({ name: 'Closing.pdf', body: pdfFile() }, '?field=uploaded_closing', await ctx.as('admin')))
        .statusCode,
    ).toBe(200);
  });
});
