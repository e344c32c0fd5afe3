import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, inject } from 'vitest';
import pg from 'pg';
import type { DatabaseEngine } from '../src/db/database';

export const engines: readonly DatabaseEngine[] = ['pglite', 'postgres'];

/** Runs the same suite against in-process PGlite and the private PostgreSQL of this test run. */
export function describeEachEngine(title: string, suite: (engine: DatabaseEngine) => void): void {
  for (const engine of engines) describe(`${title} [${engine}]`, () => suite(engine));
}

/**
 * A fresh, empty database for one test file: undefined for PGlite (the caller uses memory://),
 * or the URL of a newly created PostgreSQL database.
 */
export async function freshDatabaseUrl(engine: DatabaseEngine): Promise<string | undefined> {
  return engine === 'pglite' ? undefined : createPostgresDatabase();
}

/**
 * A fresh database for one test file that is already migrated and seeded: undefined for PGlite (the
 * caller starts from pgliteTemplate()), or a PostgreSQL copy of the database the global setup
 * migrated once (migrating from nothing takes seconds, once for every test app).
 */
export async function migratedDatabaseUrl(engine: DatabaseEngine): Promise<string | undefined> {
  return engine === 'pglite' ? undefined : createPostgresDatabase(inject('postgresTemplateDatabase'));
}

async function createPostgresDatabase(template?: string): Promise<string> {
  const adminUrl = inject('postgresAdminUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The migrated PGlite template made by the global setup, as PGlite's loadDataDir wants it. */
export function pgliteTemplate(): Blob {
  return new Blob([readFileSync(inject('pgliteTemplatePath'))]);
}
