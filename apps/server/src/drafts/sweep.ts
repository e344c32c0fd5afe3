import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database';
import type { FileStorage } from '../files/storage';
import { draftRepository } from '../repositories/drafts';

export interface DraftSweepOptions {
  /** Drafts that expired before this moment go (default: now). */
  now?: Date;
  /** Drafts removed per transaction; keeps locks and statements small on big tables. */
  batchSize?: number;
  /** Checked between batches: true stops the sweep early (the app is closing). */
  shouldStop?: () => boolean;
}

export interface DraftSweepResult {
  /** Expired, never-submitted `quote_drafts` rows deleted. */
  drafts: number;
  /** `files` rows deleted with them (uploads not attached to any quote, policy or insurer). */
  files: number;
  /** Stored objects whose delete failed: left behind, harmless, named in a warning. */
  objectsLeft: number;
}

export const DRAFT_SWEEP_BATCH_SIZE = 500;
/** Storage deletes in flight at once (S3 is one request per key). */
const STORAGE_DELETE_CONCURRENCY = 8;

/**
 * Deletes upload sessions that expired without being submitted, and the files uploaded under them
 * that nothing else uses. Each batch deletes its rows in one transaction and only then the stored
 * bytes: a crash in between leaves orphan objects (harmless), never a row pointing at missing bytes.
 * `FOR UPDATE SKIP LOCKED` lets several instances sweep at once without waiting on each other, and
 * skips a draft that a submission or an upload holds at that moment.
 */
export async function sweepExpiredDrafts(
  db: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
  options: DraftSweepOptions = {},
): Promise<DraftSweepResult> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? DRAFT_SWEEP_BATCH_SIZE;
  const drafts = draftRepository(db);
  const total: DraftSweepResult = { drafts: 0, files: 0, objectsLeft: 0 };
  while (!options.shouldStop?.()) {
    const batch = await drafts.deleteExpiredBatch(now, batchSize);
    total.drafts += batch.drafts;
    total.files += batch.fileKeys.length;
    total.objectsLeft += await deleteStoredObjects(storage, batch.fileKeys, log);
    if (batch.drafts < batchSize) break;
  }
  return total;
}

/** Deletes the objects; returns how many could not be deleted (each logged). */
async function deleteStoredObjects(storage: FileStorage, keys: string[], log: FastifyBaseLogger): Promise<number> {
  let failed = 0;
  for (let start = 0; start < keys.length; start += STORAGE_DELETE_CONCURRENCY) {
    const chunk = keys.slice(start, start + STORAGE_DELETE_CONCURRENCY);
    const results = await Promise.allSettled(chunk.map((key) => storage.delete(key)));
    results.forEach((result, i) => {
      if (result.status === 'fulfilled') return;
      failed += 1;
      log.warn(
        { err: result.reason, key: chunk[i] },
        'draft sweep: could not delete stored file; its row is gone, the object is left behind',
      );
    });
  }
  return failed;
}
