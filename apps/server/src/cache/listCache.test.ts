// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describeEachEngine } from '../../test/engines';
import { buildTestApp, useTestApp } from '../../test/app';
import { submitProposal, type Submitted } from '../routes/quotes/quoteFixtures.test-support';
import { recordStatements } from '../../test/statements';

/** Polls `read` until `done` holds (notifications from PostgreSQL arrive a moment after the commit). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describeEachEngine('list caching', (engine) => {
  const ctx = useTestApp(engine);
  let first: Submitted;

  beforeAll(async () => {
    first = await submitProposal(ctx.app, {
      policyHolder: {
        title: 'Ms',
        firstName: 'Cachet',
        surname: 'Listow',
        contactPhone: '0412345678',
        emailAddress: 'cachet@example.com.au',
        confirmEmailAddress: 'cachet@example.com.au',
        wbCode: '',
        abn: '',
      },
    });
  });

  const list = async (url = '/api/v1/quotes/list?start=0&limit=10') =>
    (await ctx.app.inject({ method: 'GET', url, headers: await ctx.as('normal') })).json();
  const statusOf = (body: { results: { id: number; status: string }[] }, id: number) =>
    body.results.find((r) => r.id === id)?.status;

  it('serves repeated pages from memory, and shows a change as soon as it commits', async () => {
    expect((await list()).count).toBe(1);
    // A change the triggers do not see (triggers off) stays invisible: the page was cached.
    await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE quotes DISABLE TRIGGER quotes_data_changed`);
      await tx.execute(sql`UPDATE quotes SET status = 'lost' WHERE id = ${first.quoteId}`);
      await tx.execute(sql`ALTER TABLE quotes ENABLE TRIGGER quotes_data_changed`);
    });
    expect(statusOf(await list(), first.quoteId)).not.toBe('lost');
    // Any committed change to a listed table (here straight in SQL, as another instance would) drops it.
    await ctx.app.db.execute(sql`UPDATE quotes SET status = 'pending' WHERE id = ${first.quoteId}`);
    expect(
      statusOf(
        await eventually(
          () => list(),
          (body) => statusOf(body, first.quoteId) === 'pending',
        ),
        first.quoteId,
      ),
    ).toBe('pending');
  });

  it('answers a repeated list page and search from memory: the request sends no statement to the database', async () => {
    const headers = await ctx.as('normal');
    for (const url of ['/api/v1/quotes/list?start=0&limit=10', '/api/v1/quotes/search?q=listow&start=0&limit=10']) {
      const first = await ctx.app.inject({ method: 'GET', url, headers });
      const statements = await recordStatements(async () => {
        const again = await ctx.app.inject({ method: 'GET', url, headers });
        expect(again.body).toBe(first.body);
      });
      // The pending-work runner's poll (every 5 s) may fall in the window: it is not the request's.
      expect(statements.map((s) => s.text).filter((text) => !text.includes('"pending_work"'))).toEqual([]);
    }
  });

  it('counts a new quote and finds it by search right after it is submitted', async () => {
    const before = await list('/api/v1/quotes/search?q=zanzibar');
    expect(before.count).toBe(0);
    await submitProposal(ctx.app, {
      policyHolder: {
        title: 'Mr',
        firstName: 'Zed',
        surname: 'Zanzibar',
        contactPhone: '0412345679',
        emailAddress: 'zed@example.com.au',
        confirmEmailAddress: 'zed@example.com.au',
        wbCode: '',
        abn: '',
      },
    });
    const after = await eventually(
      () => list('/api/v1/quotes/search?q=ZANZIBAR'),
      (body) => body.count === 1,
    );
    expect(after.count).toBe(1);
    expect(after.results[0].insured.full_name).toBe('Zed Zanzibar');
    expect((await list()).count).toBe(2);
  });

  it('drops insured pages when a holder changes through the API', async () => {
    const insuredList = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/v1/insured/search?q=listow', headers: await ctx.as('normal') })
      ).json();
    expect((await insuredList()).results[0].full_name).toBe('Cachet Listow');
    const insuredId = (await ctx.app.repos.quotes.findById(first.quoteId))!.insured_id;
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/insured/${insuredId}`,
      headers: await ctx.as('admin'),
      payload: {
        full_name: 'Cachet Listow-Renamed',
        initial: 'Ms',
        first_name: 'Cachet',
        last_name: 'Listow-Renamed',
        contact_no: '0412345678',
        wb_code: null,
        email: 'cachet@example.com.au',
        abn: null,
        add_holder: {},
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // No waiting: a change made through this instance is visible in its very next answer.
    expect((await insuredList()).results[0].full_name).toBe('Cachet Listow-Renamed');
  });
});

// PostgreSQL only: a PGlite database belongs to one process.
describe('list caching across instances [postgres]', () => {
  const engine = 'postgres';
  const ctx = useTestApp(engine);
  let other: Awaited<ReturnType<typeof buildTestApp>>;
  let quote: Submitted;

  beforeAll(async () => {
    quote = await submitProposal(ctx.app);
    other = await buildTestApp(engine, { DATABASE_URL: ctx.config.databaseUrl! });
  });
  afterAll(() => other?.cleanup());

  const statusSeenByFirst = async () => {
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/quotes/list', headers: await ctx.as('normal') })
    ).json();
    return body.results.find((r: { id: number }) => r.id === quote.quoteId)?.status as string;
  };

  it('drops a page when another instance changes a listed row', async () => {
    expect(await statusSeenByFirst()).toBe(quote.status);
    await other.app.db.execute(sql`UPDATE quotes SET status = 'review' WHERE id = ${quote.quoteId}`);
    expect(await eventually(statusSeenByFirst, (status) => status === 'review')).toBe('review');
  });

  it('reads from the database while its listening connection is down, and caches again once it is back', async () => {
    expect(await statusSeenByFirst()).toBe('review');
    const admin = new pg.Client({ connectionString: ctx.config.databaseUrl });
    await admin.connect();
    try {
      await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = 'LISTEN buildcover_data_changed' AND datname = current_database()`,
      );
      // A change nobody is told about (triggers off) is still seen: the cache is not trusted meanwhile.
      await admin.query('BEGIN');
      await admin.query('ALTER TABLE quotes DISABLE TRIGGER quotes_data_changed');
      await admin.query(`UPDATE quotes SET status = 'paydue' WHERE id = $1`, [quote.quoteId]);
      await admin.query('ALTER TABLE quotes ENABLE TRIGGER quotes_data_changed');
      await admin.query('COMMIT');
      expect(await eventually(statusSeenByFirst, (status) => status === 'paydue')).toBe('paydue');
      // Listening again: changes are noticed as before.
      await eventually(
        async () =>
          (
            await admin.query(
              `SELECT count(*)::int AS n FROM pg_stat_activity WHERE query = 'LISTEN buildcover_data_changed' AND datname = current_database()`,
            )
          ).rows[0].n as number,
        (n) => n >= 2,
      );
      await other.app.db.execute(sql`UPDATE quotes SET status = 'quoted' WHERE id = ${quote.quoteId}`);
      expect(await eventually(statusSeenByFirst, (status) => status === 'quoted')).toBe('quoted');
    } finally {
      await admin.end();
    }
  });
});
