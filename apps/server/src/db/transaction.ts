import type { Database } from './database';

/** Runs `work` in one transaction: every write inside (and its audit row) commits or none does. */
export function inTransaction<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Database));
}
