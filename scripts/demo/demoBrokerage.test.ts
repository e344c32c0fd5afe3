// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../apps/server/test/app';
import { seedDemoBrokerage } from './demoBrokerage';

type Seeded = Awaited<ReturnType<typeof buildTestApp>>;
const rows = async <Row>(seeded: Seeded, query: ReturnType<typeof sql>): Promise<Row[]> => {
  const result = (await seeded.app.db.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
};

describe('the demo brokerage', () => {
  let seeded: Seeded;
  const printed: string[] = [];
  const total = 60;

  beforeAll(async () => {
    seeded = await buildTestApp('pglite', { TRUST_PROXY: '1' });
    await seedDemoBrokerage(seeded.app, { total, password: 'Demo#Pass1a', print: (line) => printed.push(line) });
  }, 600_000);
  afterAll(() => seeded?.cleanup());

  it('counts each proposal once in its summary, by the status the Quotes list shows', () => {
    const summary = printed.find((line) => line.includes('proposals seeded'))!;
    const counts = [...summary.matchAll(/ (\d+)(?=,| \()/g)].map((match) => Number(match[1]));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(total);
    expect(summary).toMatch(/Referred to Insurer \d+/);
  });

  it('tells one story per quote: history, period of cover and payment move back together', async () => {
    const quotes = await rows<{
      id: number;
      created: string;
      inception: string | null;
      paid: string | null;
      policy_start: string | null;
      policy_end: string | null;
      first_history: string;
      last_history: string;
    }>(
      seeded,
      sql`select q.id, q.created_at::text created, q.inception_date::text inception, p.paid_at::text paid, p.inception_date::text policy_start, p.expiry_date::text policy_end,
          (select min(a.created_at)::text from audit_log a where a.entity = 'quote' and a.entity_id = q.id::text) first_history,
          (select max(a.created_at)::text from audit_log a where a.entity = 'quote' and a.entity_id = q.id::text) last_history
        from quotes q left join policies p on p.quote_id = q.id`,
    );
    expect(quotes).toHaveLength(total);
    // Spread over the year: some quotes are months old.
    expect(quotes.some((quote) => new Date(quote.created) < new Date(Date.now() - 180 * 86_400_000))).toBe(true);
    for (const quote of quotes) {
      // The quote's first history entry is its submission, not the day the seed ran.
      expect(Math.abs(new Date(quote.first_history).getTime() - new Date(quote.created).getTime())).toBeLessThan(
        60_000,
      );
      expect(new Date(quote.last_history) <= new Date()).toBe(true);
      // Cover starts after the proposal was made.
      if (quote.inception) expect(quote.inception >= quote.created.slice(0, 10)).toBe(true);
      if (quote.policy_start) expect(quote.policy_start < quote.policy_end!).toBe(true);
      if (quote.paid) expect(new Date(quote.paid) >= new Date(quote.created)).toBe(true);
    }
  });

  it('has proposals that list earlier claims, referred by the rules as the answers say', async () => {
    const claimed = await rows<{ status: string; claims: number }>(
      seeded,
      sql`select q.status, (select count(*)::int from claims c where c.claim_risk_id = r.id) claims from quotes q join claim_risks r on r.quote_id = q.id where r.is_claimed_in_last_three_year`,
    );
    expect(claimed.length).toBeGreaterThan(0);
    for (const quote of claimed) {
      expect(quote.claims).toBeGreaterThanOrEqual(2);
      expect(['referred', 'review']).toContain(quote.status);
    }
  });
});
