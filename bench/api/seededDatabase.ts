import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../apps/server/src/db/database';
import { seedQuotes } from './seed';

/**
 * Opens (and migrates) the database at `databaseUrl` and seeds `rows` quotes when it holds none, so
 * a seeded PostgreSQL can be measured again and again without seeding a million rows each time.
 */
export async function openSeededDatabase(
  databaseUrl: string,
  rows: number,
  log: (line: string) => void,
): Promise<DatabaseHandle> {
  const handle = await openDatabase({ databaseUrl, pgliteDataDir: 'memory://' });
  const { rows: existing } = (await handle.db.execute(sql`SELECT count(*)::int AS n FROM quotes`)) as unknown as {
    rows: { n: number }[];
  };
  const held = existing[0]?.n ?? 0;
  if (held === 0) {
    log(`  seeding ${rows.toLocaleString('en-AU')} quotes…`);
    await seedQuotes(handle.db, { rows, engine: handle.engine, log });
  } else {
    log(`  the database already holds ${held.toLocaleString('en-AU')} quotes: not seeded again`);
  }
  return handle;
}
