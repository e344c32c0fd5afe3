// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { australianStates } from '@buildcover/domain';
import { useFreshDatabase } from '../../test/database';
import { describeEachEngine, freshDatabaseUrl } from '../../test/engines';
import { openDatabase } from './database';
import { insureds, quotes, policies, payments, states } from './schema';

describeEachEngine('migrations on a fresh database', (engine) => {
  const database = useFreshDatabase(engine);

  it('creates the schema and seeds the eight states', async () => {
    const rows = await database.handle.db.select().from(states).orderBy(states.state_code);
    expect(rows).toEqual(australianStates.map((s) => ({ state_code: s.state_code, name: s.name })));
    expect(database.handle.engine).toBe(engine);
  });

  it('numbers quotes BC-000001 upwards and reads money back as decimal strings', async () => {
    const [insured] = await database.handle.db.insert(insureds).values({ full_name: 'Jane Citizen' }).returning();
    const [first] = await database.handle.db
      .insert(quotes)
      .values({ public_id: 'a'.repeat(22), status: 'quoted', insured_id: insured!.id, premium_amount: '1234.50' })
      .returning();
    const [second] = await database.handle.db
      .insert(quotes)
      .values({ public_id: 'b'.repeat(22), status: 'quoted', insured_id: insured!.id })
      .returning();
    expect(first!.ref).toBe('BC-000001');
    expect(second!.ref).toBe('BC-000002');
    expect(first!.premium_amount).toBe('1234.50');
    expect(first!.created_at).toBeInstanceOf(Date);
  });

  it('refuses a second successful payment for one policy', async () => {
    const [quote] = await database.handle.db.select().from(quotes).limit(1);
    const [policy] = await database.handle.db
      .insert(policies)
      .values({ quote_id: quote!.id, status: 'due_payment' })
      .returning();
    const base = {
      policy_id: policy!.id,
      quote_id: quote!.id,
      gateway: 'sandbox',
      amount: '10.00',
      total_amount: '10.00',
      request_hash: 'h',
    };
    await database.handle.db.insert(payments).values({ ...base, idempotency_key: 'k1', status: 'succeeded' });
    await database.handle.db.insert(payments).values({ ...base, idempotency_key: 'k2', status: 'failed' });
    await expect(
      database.handle.db.insert(payments).values({ ...base, idempotency_key: 'k3', status: 'succeeded' }),
    ).rejects.toThrow();
    await expect(
      database.handle.db.insert(payments).values({ ...base, idempotency_key: 'k1', status: 'failed' }),
    ).rejects.toThrow();
  });

  it('has pg_trgm for case-insensitive search', async () => {
    const result = await database.handle.db.execute(sql`select similarity('BuildCover', 'buildcover') as s`);
    expect(Number((result as unknown as { rows: { s: number }[] }).rows[0]!.s)).toBeGreaterThan(0.5);
  });

  it('reopens an already migrated database without changes', async () => {
    // A restart re-runs migrations and the state seed: both must be no-ops that keep the data.
    await database.reopen();
    const rows = await database.handle.db.select().from(quotes);
    expect(rows.map((q) => q.ref)).toEqual(['BC-000001', 'BC-000002']);
    expect(await database.handle.db.select().from(states)).toHaveLength(8);
  });
});

// PGlite is one process's own database; several API instances share a PostgreSQL server.
describe('migrations with several instances [postgres]', () => {
  it('lets several instances start together on one database (migrations run once)', async () => {
    const url = await freshDatabaseUrl('postgres');
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, pgliteDataDir: 'memory://' })),
    );
    try {
      expect(await handles[0]!.db.select().from(states)).toHaveLength(8);
      const result = await handles[1]!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      const applied = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      const journal = JSON.parse(
        readFileSync(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied).toBe(journal.entries.length);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
