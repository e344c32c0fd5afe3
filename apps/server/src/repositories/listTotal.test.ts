// @vitest-environment node
import { exactListCountLimit } from '@buildcover/domain';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';

describeEachEngine('list totals past the exact-count limit', (engine) => {
  const ctx = useTestApp(engine);

  it('counts exactly up to the limit, and past it answers an estimate marked count_estimated', async () => {
    const mail = async (query: string) => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/outbox?${query}`,
        headers: await ctx.as('normal'),
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as { results: unknown[]; count: number; count_estimated?: boolean };
    };
    const kept = exactListCountLimit + 1;
    await ctx.app.db.execute(
      sql`insert into outbox_emails ("to", subject, html, status) select 'holder' || g || '@example.com', 'Your quote', '<p>Hi</p>', 'kept' from generate_series(1, ${kept}) g`,
    );
    await ctx.app.db.execute(
      sql`insert into outbox_emails ("to", subject, html, status) select 'late' || g || '@example.com', 'Your quote', '<p>Hi</p>', 'failed' from generate_series(1, 3) g`,
    );
    await ctx.app.db.execute(sql`analyze outbox_emails`);

    const failed = await mail('status=failed');
    expect(failed).toMatchObject({ count: 3 });
    expect(failed.count_estimated).toBeUndefined();

    const all = await mail('start=0&limit=10');
    expect(all.results).toHaveLength(10);
    expect(all.count_estimated).toBe(true);
    expect(all.count).toBeGreaterThanOrEqual(kept);
    // The planner's estimate after ANALYZE is near the real total.
    expect(Math.abs(all.count - (kept + 3))).toBeLessThan(kept / 10);
  });
});
