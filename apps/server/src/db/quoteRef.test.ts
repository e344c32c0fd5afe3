// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { describeEachEngine, freshDatabaseUrl } from '../../test/engines';
import { openDatabase, type DatabaseHandle, type DatabaseOptions } from './database';
import { insureds, quotes } from './schema';

describeEachEngine('quote refs past 999,999', (engine) => {
  let handle: DatabaseHandle;
  let options: DatabaseOptions;
  beforeAll(async () => {
    options = { databaseUrl: await freshDatabaseUrl(engine), pgliteDataDir: mkdtempSync(join(tmpdir(), 'buildcover-pglite-')) };
    handle = await openDatabase(options);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(options.pgliteDataDir, { recursive: true, force: true });
  });

  it('keeps six digits up to BC-999999 and grows to seven digits instead of truncating', async () => {
    await handle.db.execute(sql`select setval('quote_ref_seq', 999998)`);
    const [insured] = await handle.db.insert(insureds).values({ full_name: 'Million Builder' }).returning();
    const create = async (publicId: string) => {
      const [row] = await handle.db.insert(quotes).values({ public_id: publicId, status: 'quoted', insured_id: insured!.id }).returning();
      return row!.ref;
    };
    expect(await create('m'.repeat(22))).toBe('BC-999999');
    expect(await create('n'.repeat(22))).toBe('BC-1000000');
    expect(await create('o'.repeat(22))).toBe('BC-1000001');
  });
});
