// @vitest-environment node
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { migratedDatabaseUrl } from '../../test/engines';
import { openDatabase, type DatabaseHandle } from './database';

describe('PostgreSQL: a connection terminated while a transaction holds it', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ databaseUrl: await migratedDatabaseUrl('postgres'), pgliteDataDir: 'memory://' });
  });
  afterAll(() => handle.close());

  it('fails that transaction, keeps the process up, and the next query works on a new connection', async () => {
    const admin = new pg.Client({ connectionString: inject('postgresAdminUrl') });
    await admin.connect();
    try {
      const transaction = handle.db.transaction(async (tx) => {
        const { rows } = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
          rows: { pid: number }[];
        };
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // The end of the connection arrives while no statement runs: the lent client emits 'error'.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
    } finally {
      await admin.end();
    }
    const after = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: { one: number }[] };
    expect(after.rows[0]!.one).toBe(1);
  });
});
