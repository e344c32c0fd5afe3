/*
 * Test support for the draft sweep (not a test file itself): upload sessions and their files made
 * through the real public API, and expired by moving `expires_at` into the past.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { multipartBody, pdfFile } from '../../test/fixtures';
import { files, quoteDrafts } from '../db/schema';
import { newUid } from '../routes/quotes/quoteFixtures.test-support';

export async function uploadToDraft(app: FastifyInstance, uid: string, field = 'plans') {
  const body = multipartBody({ name: 'plans.pdf', body: pdfFile(), type: 'application/pdf' });
  return app.inject({
    method: 'POST',
    url: `/api/v1/static/upload?quote=1&uid=${uid}&field=${field}`,
    payload: body.payload,
    headers: body.headers,
  });
}

/** Uploads one PDF under the draft and returns its file key. */
export async function uploadedKey(app: FastifyInstance, uid: string): Promise<string> {
  const response = await uploadToDraft(app, uid);
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { key: string }).key;
}

/** Moves the draft's expiry `hoursAgo` into the past, as if the customer walked away. */
export async function expireDraft(app: FastifyInstance, uid: string, hoursAgo = 1): Promise<void> {
  await app.db
    .update(quoteDrafts)
    .set({ expires_at: new Date(Date.now() - hoursAgo * 3_600_000) })
    .where(eq(quoteDrafts.uid, uid));
}

/** A session opened with GET /quotes/get/id, `fileCount` uploads under it, then expired. */
export async function abandonedDraft(app: FastifyInstance, fileCount = 1): Promise<{ uid: string; keys: string[] }> {
  const uid = await newUid(app);
  const keys: string[] = [];
  for (let i = 0; i < fileCount; i++) keys.push(await uploadedKey(app, uid));
  await expireDraft(app, uid);
  return { uid, keys };
}

export async function draftExists(app: FastifyInstance, uid: string): Promise<boolean> {
  return (await app.db.select().from(quoteDrafts).where(eq(quoteDrafts.uid, uid))).length === 1;
}

/** File rows still in the table (deleted_at or not), by key. */
export async function fileRowKeys(app: FastifyInstance, keys: string[]): Promise<string[]> {
  const rows = await app.db.select({ key: files.key }).from(files).where(inArray(files.key, keys));
  return rows.map((r) => r.key).sort();
}

/** Keys whose bytes are still in storage. */
export async function storedKeys(app: FastifyInstance, keys: string[]): Promise<string[]> {
  const present = await Promise.all(keys.map(async (key) => ((await app.storage.get(key)) ? key : null)));
  return present.filter((k): k is string => k !== null).sort();
}
