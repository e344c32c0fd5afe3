import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { australianStates } from '@buildcover/domain';
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed, type ChangeListener } from './changeFeed';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both engines; a transaction (`tx`) is one too, so repositories accept either. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseEngine = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  engine: DatabaseEngine;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball (a template for tests). */
  dump?: () => Promise<Blob>;
  /** Committed changes to the tables migration 0006 watches, from this instance or any other. */
  changeFeed(listener: ChangeListener, log: (error: Error) => void): Promise<ChangeFeed>;
}

export interface DatabaseOptions {
  /** postgres://… selects node-postgres; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or 'memory://' for an in-process throwaway database. */
  pgliteDataDir: string;
  /** Start PGlite from this dump of a migrated database (tests: skips initdb, several times faster). */
  pgliteTemplate?: Blob | undefined;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** Serialises migrations when several API instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 4_242_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? await openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDataDir, options.pgliteTemplate);
  try {
    await seedReferenceData(handle.db);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return handle;
}

async function openPglite(dataDir: string, template?: Blob): Promise<DatabaseHandle> {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    extensions: { pg_trgm },
    ...(template ? { loadDataDir: template } : {}),
  });
  // The two drivers' drizzle types differ only in their result types; the repositories use what both share (Database).
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder });
  return {
    db,
    engine: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    changeFeed: (listener) => pgliteChangeFeed(client, listener),
  };
}

async function openPostgres(connectionString: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString, max: 10, options: '-c TimeZone=UTC' });
  // PostgreSQL closed an idle connection (restart, failover, an admin): the pool drops it and the next
  // query opens a new one, or fails and answers for it (health: 503). Unheard, this error would end the process.
  pool.on('error', () => undefined);
  // The pool hears only its idle clients: one lent out (a transaction between two statements) whose
  // connection is terminated emits 'error' with nobody listening, which ended the process (seen in
  // declaredFailures.test.ts). The client's next query fails instead and answers for it.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePostgres(drizzleNodePostgres({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
  // As for PGlite above: one Database type over both drivers.
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    close: () => pool.end(),
    changeFeed: (listener, log) => postgresChangeFeed(connectionString, listener, log),
  };
}

async function seedReferenceData(db: Database): Promise<void> {
  await db
    .insert(schema.states)
    .values(australianStates.map((s) => ({ state_code: s.state_code, name: s.name })))
    .onConflictDoUpdate({ target: schema.states.state_code, set: { name: sql`excluded.name` } });
}
