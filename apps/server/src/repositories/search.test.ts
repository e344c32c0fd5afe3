// @vitest-environment node
import { exactListCountLimit } from '@buildcover/domain';
import { asc, desc, ilike, or, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { outboxEmails } from '../db/schema';
import { searchIndexWalkLimit } from './search';

interface MailList {
  results: { id: number; to: string }[];
  count: number;
  count_estimated?: boolean;
}

/**
 * A search past the exact-count limit walks the list's order and stops at its page; one under it
 * sorts its matches (search.ts). Both must page the same rows in the same order, ties by id.
 */
describeEachEngine('searches past the exact-count limit', (engine) => {
  const ctx = useTestApp(engine);

  it('reports an estimate, and pages every match once in the list order, ties broken by id', async () => {
    const mail = async (query: string): Promise<MailList> => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/outbox?${query}`,
        headers: await ctx.as('normal'),
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as MailList;
    };
    const renewals = exactListCountLimit + 5;
    // Every renewal sent in the same second (ties on the sort column), with other mail in between.
    await ctx.app.db.execute(sql`insert into outbox_emails ("to", subject, html, status, created_at)
      select case when g % 2 = 0 then 'holder' || g || '@example.com' else 'zz' || g || '@example.com' end,
             case when g % 3 = 0 then 'Your quote' else 'Renewal notice' end, '<p>Hi</p>', 'kept', timestamptz '2026-01-01 09:00:00+00'
      from generate_series(1, ${Math.ceil((renewals * 3) / 2)}) g`);
    await ctx.app.db.execute(sql`insert into outbox_emails ("to", subject, html, status, created_at)
      select 'late' || g || '@example.com', 'Renewal reminder', '<p>Hi</p>', 'failed', timestamptz '2026-01-01 09:00:00+00' from generate_series(1, 3) g`);
    await ctx.app.db.execute(sql`analyze outbox_emails`);
    const renewalMail = or(ilike(outboxEmails.subject, '%renewal%'), ilike(outboxEmails.to, '%renewal%'));
    const expected = await ctx.app.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(renewalMail)
      .orderBy(desc(outboxEmails.created_at), desc(outboxEmails.id));
    const expectedIds = expected.map((row) => row.id);
    expect(expectedIds.length).toBeGreaterThan(exactListCountLimit);

    const first = await mail('q=RENEWAL&start=0&limit=10');
    expect(first.count_estimated).toBe(true);
    expect(first.count).toBeGreaterThanOrEqual(exactListCountLimit + 1);
    expect(first.results.map((r) => r.id)).toEqual(expectedIds.slice(0, 10));
    const deep = await mail(`q=renewal&start=${expectedIds.length - 7}&limit=10`);
    expect(deep.results.map((r) => r.id)).toEqual(expectedIds.slice(-7));

    // Sorted by another column, past the limit too.
    const byRecipient = await mail('q=renewal&start=20&limit=10&sort=to&order=asc');
    const recipients = await ctx.app.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(renewalMail)
      .orderBy(asc(outboxEmails.to), asc(outboxEmails.id))
      .offset(20)
      .limit(10);
    expect(byRecipient.results.map((r) => r.id)).toEqual(recipients.map((row) => row.id));

    // Matches late in that order: the page walks `searchIndexWalkLimit` entries of the recipient index without filling, so it sorts every match.
    await ctx.app.db.execute(sql`insert into outbox_emails ("to", subject, html, status, created_at)
      select 'aa' || g || '@example.com', 'Your quote', '<p>Hi</p>', 'kept', timestamptz '2026-01-01 09:00:00+00' from generate_series(1, ${searchIndexWalkLimit}) g`);
    await ctx.app.db.execute(sql`analyze outbox_emails`);
    const late = await mail('q=renewal&start=10&limit=10&sort=to&order=asc');
    const lateExpected = await ctx.app.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(renewalMail)
      .orderBy(asc(outboxEmails.to), asc(outboxEmails.id))
      .offset(10)
      .limit(10);
    expect(late.results.map((r) => r.id)).toEqual(lateExpected.map((row) => row.id));
    expect(late.results.every((r) => !r.to.startsWith('aa'))).toBe(true);

    // Under the limit: counted exactly, the same ties in the same order.
    const reminders = await mail('q=reminder&start=0&limit=10&status=failed');
    expect(reminders.count).toBe(3);
    expect(reminders.count_estimated).toBeUndefined();
    // The reminders were added last: the highest ids of the tie come first.
    expect(reminders.results.map((r) => r.id)).toEqual(expectedIds.slice(0, 3));
  });
});
