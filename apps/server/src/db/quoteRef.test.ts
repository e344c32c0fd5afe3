// @vitest-environment node
import { expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useFreshDatabase } from '../../test/database';
import { describeEachEngine } from '../../test/engines';
import { insureds, quotes } from './schema';

describeEachEngine('quote refs past 999,999', (engine) => {
  const database = useFreshDatabase(engine);

  it('keeps six digits up to BC-999999 and grows to seven digits instead of truncating', async () => {
    await database.handle.db.execute(sql`select setval('quote_ref_seq', 999998)`);
    const [insured] = await database.handle.db.insert(insureds).values({ full_name: 'Million Builder' }).returning();
    const create = async (publicId: string) => {
      const [row] = await database.handle.db
        .insert(quotes)
        .values({ public_id: publicId, status: 'quoted', insured_id: insured!.id })
        .returning();
      return row!.ref;
    };
    expect(await create('m'.repeat(22))).toBe('BC-999999');
    expect(await create('n'.repeat(22))).toBe('BC-1000000');
    expect(await create('o'.repeat(22))).toBe('BC-1000001');
  });
});
