// @vitest-environment node
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { describeEachEngine } from '../../../test/engines';
import { useTestApp } from '../../../test/app';
import { docFile, docxFile, jpegFile, multipartBody, otherCfbFile, pdfFile, pngFile } from '../../../test/fixtures';
import { auditLog, files, quoteDrafts } from '../../db/schema';
import { signedFileUrl } from '../../files/tokens';

describeEachEngine('files', (engine) => {
  const ctx = useTestApp(engine, { UPLOAD_MAX_BYTES: String(64 * 1024) });

  const upload = async (
    file: Parameters<typeof multipartBody>[0],
    query = '',
    headers: Record<string, string> = {},
  ) => {
    const body = multipartBody(file, { timestamp: '1732233600000' });
    return ctx.app.inject({
      method: 'POST',
      url: `/api/v1/static/upload${query}`,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const openDraft = async (uid: string) => {
    await ctx.app.db.insert(quoteDrafts).values({ uid, expires_at: new Date(Date.now() + 3_600_000) });
  };

  it('stores a staff upload, detected by content, and serves it back to staff', async () => {
    const response = await upload(
      { name: 'Schedule.pdf', body: pdfFile(), type: 'application/pdf' },
      '?field=uploaded_schedule',
      await ctx.as('admin'),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      saved: true,
      file_name: 'Schedule.pdf',
      meta: { field: 'uploaded_schedule', timestamp: '1732233600000' },
    });
    expect(body.key).toMatch(/^[\w-]{22}\.pdf$/);
    expect(body.file_key).toBe(body.key);
    expect(body.file_url).toBe(`/api/v1/static/files/${body.key}`);

    const read = await ctx.app.inject({ method: 'GET', url: body.file_url, headers: await ctx.as('normal') });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('application/pdf');
    expect(read.rawPayload.equals(pdfFile())).toBe(true);

    // Not for the public, and unknown keys look the same.
    expect((await ctx.app.inject({ method: 'GET', url: body.file_url })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/static/files/AAAAAAAAAAAAAAAAAAAAAA.pdf',
          headers: await ctx.as('admin'),
        })
      ).statusCode,
    ).toBe(404);
    // A signed link opens it without a header.
    const signed = await signedFileUrl(ctx.config.jwtSecret, body.key);
    expect((await ctx.app.inject({ method: 'GET', url: signed })).statusCode).toBe(200);

    const [entry] = await ctx.app.db.select().from(auditLog).where(eq(auditLog.entity_id, body.key));
    expect(entry).toMatchObject({ action: 'upload', entity: 'file', user_id: ctx.userId('admin') });
  });

  it('accepts DOC and DOCX by their content', async () => {
    const headers = await ctx.as('admin');
    expect((await upload({ name: 'coc.doc', body: docFile() }, '?field=uploaded_coc', headers)).json().key).toMatch(
      /\.doc$/,
    );
    expect(
      (await upload({ name: 'closing.docx', body: docxFile() }, '?field=uploaded_closing', headers)).json().key,
    ).toMatch(/\.docx$/);
  });

  it('rejects content that is not an accepted type, or does not match its name', async () => {
    const headers = await ctx.as('admin');
    const fake = await upload(
      { name: 'schedule.pdf', body: Buffer.from('#!/bin/sh\necho hi\n'), type: 'application/pdf' },
      '?field=uploaded_schedule',
      headers,
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('This file type is not accepted. Please upload PDF or Word (.pdf, .doc, .docx).');
    const image = await upload({ name: 'schedule.png', body: pngFile() }, '?field=uploaded_schedule', headers);
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toBe('This file type is not accepted. Please upload PDF or Word (.pdf, .doc, .docx).');
    const plan = await upload(
      { name: 'plans.exe', body: Buffer.from('MZ not a plan') },
      '?quote=0&field=engineer_report',
      headers,
    );
    expect(plan.json().message).toBe(
      'This file type is not accepted. Please upload PDF, Word, JPEG or PNG (.pdf, .doc, .docx, .jpg, .jpeg, .png).',
    );
    const renamed = await upload({ name: 'plans.pdf', body: pngFile() }, '', headers);
    expect(renamed.statusCode).toBe(415);
    expect(renamed.json().message).toBe("The file's content (PNG image) does not match its name (.pdf).");
    const excel = await upload({ name: 'sheet.doc', body: otherCfbFile() }, '?field=uploaded_coc', headers);
    expect(excel.statusCode).toBe(415);
  });

  it('answers 413 above the size limit, and 400 for an empty or missing file', async () => {
    const headers = await ctx.as('admin');
    const big = Buffer.concat([pdfFile(), Buffer.alloc(70 * 1024, 32)]);
    const response = await upload({ name: 'big.pdf', body: big }, '', headers);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The file is too large. The maximum size is 0.1 MB.');
    expect((await upload({ name: 'empty.pdf', body: Buffer.alloc(0) }, '', headers)).statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/static/upload',
      headers,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('requires staff for uploads that are not for a proposal draft', async () => {
    expect((await upload({ name: 'a.pdf', body: pdfFile() })).statusCode).toBe(401);
    expect((await upload({ name: 'a.pdf', body: pdfFile() }, '', await ctx.as('normal'))).statusCode).toBe(403);
  });

  it('takes public uploads for an open draft, reads them back by uid, and removes them', async () => {
    await openDraft('draft-uid-1');
    const response = await upload(
      { name: 'site photo.jpg', body: jpegFile() },
      '?quote=1&uid=draft-uid-1&field=piling_plans',
    );
    expect(response.statusCode).toBe(200);
    const { key, file_url } = response.json();
    expect((await ctx.app.inject({ method: 'GET', url: `${file_url}?uid=draft-uid-1` })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${file_url}?uid=someone-else` })).statusCode).toBe(404);

    const wrongUid = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/quotes/files/remove',
      payload: { uid: 'other', file_key: key },
    });
    expect(wrongUid.statusCode).toBe(404);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/quotes/files/remove',
      payload: { uid: 'draft-uid-1', file_key: key },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: 'File removed successfully' });
    expect((await ctx.app.inject({ method: 'GET', url: `${file_url}?uid=draft-uid-1` })).statusCode).toBe(404);
  });

  it('refuses public uploads without an open draft', async () => {
    const missing = await upload({ name: 'a.pdf', body: pdfFile() }, '?quote=1&field=piling_plans');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'uid', message: 'The quote id (uid) is required for a quote upload' },
    ]);
    const unknown = await upload({ name: 'a.pdf', body: pdfFile() }, '?quote=1&uid=never-issued');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Your upload session has expired. Please reload the form and try again.');
  });

  it('answers 503 and stores nothing when the files directory cannot be used, and works again once it can', async () => {
    const stored = await upload(
      { name: 'Schedule.pdf', body: pdfFile() },
      '?field=uploaded_schedule',
      await ctx.as('admin'),
    );
    expect(stored.statusCode).toBe(200);
    const rowsBefore = (await ctx.app.db.select().from(files)).length;
    const { filesDir } = ctx.config;
    // A plain file where the directory should be: every read and write under it fails.
    renameSync(filesDir, `${filesDir}.aside`);
    writeFileSync(filesDir, 'not a directory');
    try {
      const refused = await upload(
        { name: 'Closing.pdf', body: pdfFile() },
        '?field=uploaded_closing',
        await ctx.as('admin'),
      );
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toEqual({
        success: false,
        message: 'File storage is unavailable right now. Please try again in a few minutes.',
      });
      expect((await ctx.app.db.select().from(files)).length).toBe(rowsBefore);
      const read = await ctx.app.inject({ method: 'GET', url: stored.json().file_url, headers: await ctx.as('admin') });
      expect(read.statusCode).toBe(503);
    } finally {
      rmSync(filesDir);
      renameSync(`${filesDir}.aside`, filesDir);
    }
    expect(
      (await upload({ name: 'Closing.pdf', body: pdfFile() }, '?field=uploaded_closing', await ctx.as('admin')))
        .statusCode,
    ).toBe(200);
  });
});
