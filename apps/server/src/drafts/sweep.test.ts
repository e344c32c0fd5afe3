// @vitest-environment node
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { toQuoteRequest } from '@buildcover/domain';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { files } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { createRepositories } from '../repositories';
import { createInsurer, newUid, proposal } from '../routes/quotes/quoteFixtures.test-support';
import {
  abandonedDraft,
  draftExists,
  expireDraft,
  fileRowKeys,
  storedKeys,
  uploadedKey,
  uploadToDraft,
} from './draftFixtures.test-support';
import { sweepExpiredDrafts, type DraftSweepOptions } from './sweep';

const EXPIRED_SUBMISSION = 'This quote session has expired. Please reload the page and start again.';

describeEachEngine('draft sweep', (engine) => {
  // The schedule is off here so each test decides when a sweep runs (the schedule: plugin.test.ts).
  const ctx = useTestApp(engine, { DRAFT_SWEEP_INTERVAL_MINUTES: '0' });
  const sweep = (options: DraftSweepOptions = {}) =>
    sweepExpiredDrafts(ctx.app.db, ctx.app.storage, ctx.app.log, options);

  it('removes expired, never-submitted drafts with their file rows and stored bytes', async () => {
    const first = await abandonedDraft(ctx.app, 2);
    const second = await abandonedDraft(ctx.app, 1);
    const empty = await abandonedDraft(ctx.app, 0);
    const keys = [...first.keys, ...second.keys];
    expect(await storedKeys(ctx.app, keys)).toEqual([...keys].sort());

    expect(await sweep()).toEqual({ drafts: 3, files: 3, objectsLeft: 0 });

    for (const draft of [first, second, empty]) expect(await draftExists(ctx.app, draft.uid)).toBe(false);
    expect(await fileRowKeys(ctx.app, keys)).toEqual([]);
    expect(await storedKeys(ctx.app, keys)).toEqual([]);
    expect(await sweep()).toEqual({ drafts: 0, files: 0, objectsLeft: 0 });
  });

  it('keeps live drafts, submitted drafts and the files of submitted quotes, even long after expiry', async () => {
    const liveUid = await newUid(ctx.app);
    const liveKey = await uploadedKey(ctx.app, liveUid);

    const submittedUid = await newUid(ctx.app);
    const submittedKey = await uploadedKey(ctx.app, submittedUid);
    const submission = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/quotes/get',
      payload: toQuoteRequest(proposal(), submittedUid),
    });
    expect(submission.statusCode).toBe(200);
    await expireDraft(ctx.app, submittedUid, 24 * 30);
    const abandoned = await abandonedDraft(ctx.app);

    expect(await sweep()).toEqual({ drafts: 1, files: 1, objectsLeft: 0 });

    expect(await draftExists(ctx.app, abandoned.uid)).toBe(false);
    expect(await draftExists(ctx.app, liveUid)).toBe(true);
    expect(await draftExists(ctx.app, submittedUid)).toBe(true);
    expect(await fileRowKeys(ctx.app, [liveKey, submittedKey])).toEqual([liveKey, submittedKey].sort());
    expect(await storedKeys(ctx.app, [liveKey, submittedKey])).toEqual([liveKey, submittedKey].sort());
    // The customer still reads the submitted quote's file through the quote's public id.
    const quoteId = submission.json().data.id as string;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/static/files/${submittedKey}?quote=${quoteId}` }))
        .statusCode,
    ).toBe(200);
    // The live session still takes uploads.
    expect((await uploadToDraft(ctx.app, liveUid)).statusCode).toBe(200);
  });

  it('keeps an upload that staff attached elsewhere, and deletes the rows of uploads the customer had removed', async () => {
    const insurer = await createInsurer(ctx.app);
    const uid = await newUid(ctx.app);
    const attachedKey = await uploadedKey(ctx.app, uid);
    const removedKey = await uploadedKey(ctx.app, uid);
    const attached = await ctx.app.repos.files.findByKey(attachedKey);
    await ctx.app.repos.files.attach(attached!.id, { insurer_id: insurer.id, field: 'pds_doc' });
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/quotes/files/remove',
      payload: { uid, file_key: removedKey },
    });
    expect(removal.statusCode).toBe(200);
    await expireDraft(ctx.app, uid);

    expect(await sweep()).toEqual({ drafts: 1, files: 1, objectsLeft: 0 });

    expect(await draftExists(ctx.app, uid)).toBe(false);
    const [kept] = await ctx.app.db.select().from(files).where(eq(files.key, attachedKey));
    expect(kept).toMatchObject({ insurer_id: insurer.id, draft_uid: null, deleted_at: null });
    expect(await storedKeys(ctx.app, [attachedKey])).toEqual([attachedKey]);
    expect(await fileRowKeys(ctx.app, [removedKey])).toEqual([]);
  });

  it('works through a backlog in batches, and stops between batches when asked', async () => {
    const drafts = [];
    for (let i = 0; i < 5; i++) drafts.push(await abandonedDraft(ctx.app));

    let batches = 0;
    const stopped = await sweep({ batchSize: 2, shouldStop: () => batches++ >= 1 });
    expect(stopped).toEqual({ drafts: 2, files: 2, objectsLeft: 0 });

    expect(await sweep({ batchSize: 2 })).toEqual({ drafts: 3, files: 3, objectsLeft: 0 });
    for (const draft of drafts) expect(await draftExists(ctx.app, draft.uid)).toBe(false);
  });

  it('lets two instances sweep at once: each draft is removed exactly once', async () => {
    const drafts = [];
    for (let i = 0; i < 7; i++) drafts.push(await abandonedDraft(ctx.app));

    const [a, b] = await Promise.all([sweep({ batchSize: 2 }), sweep({ batchSize: 2 })]);

    expect(a.drafts + b.drafts).toBe(7);
    expect(a.files + b.files).toBe(7);
    const keys = drafts.flatMap((d) => d.keys);
    expect(await fileRowKeys(ctx.app, keys)).toEqual([]);
    expect(await storedKeys(ctx.app, keys)).toEqual([]);
  });

  it('answers a swept session clearly: submission 400 with the expired message, upload 400, its files 404', async () => {
    const { uid, keys } = await abandonedDraft(ctx.app);
    await sweep();
    expect(await draftExists(ctx.app, uid)).toBe(false);

    const submission = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/quotes/get',
      payload: toQuoteRequest(proposal(), uid),
    });
    expect(submission.statusCode).toBe(400);
    expect(submission.json()).toMatchObject({
      success: false,
      message: EXPIRED_SUBMISSION,
      errors: [{ path: 'meta.uid', message: EXPIRED_SUBMISSION }],
    });

    const upload = await uploadToDraft(ctx.app, uid);
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toEqual({
      success: false,
      message: 'Your upload session has expired. Please reload the form and try again.',
    });

    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/static/files/${keys[0]}?uid=${uid}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/v1/quotes/files/remove',
          payload: { uid, file_key: keys[0] },
        })
      ).statusCode,
    ).toBe(404);
  });

  if (engine === 'postgres') {
    // PGlite is one connection in one process: there is no second instance to hold a lock.
    it('skips a draft another connection holds (a submission in flight) instead of waiting for it', async () => {
      const held = await abandonedDraft(ctx.app);
      const free = await abandonedDraft(ctx.app);

      await inTransaction(ctx.app.db, async (tx) => {
        expect(await createRepositories(tx).proposals.lockDraft(held.uid)).toBeDefined();
        // Runs on another pooled connection while this transaction still holds the row.
        expect(await sweep()).toEqual({ drafts: 1, files: 1, objectsLeft: 0 });
      });

      expect(await draftExists(ctx.app, free.uid)).toBe(false);
      expect(await draftExists(ctx.app, held.uid)).toBe(true);
      expect(await sweep()).toEqual({ drafts: 1, files: 1, objectsLeft: 0 });
    });
  }
});
