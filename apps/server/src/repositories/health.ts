import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/** The health check's round trip: throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
