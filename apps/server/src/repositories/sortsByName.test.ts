// @vitest-environment node
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';

interface Page {
  results: { id: number; full_name: string }[];
  count: number;
}

/**
 * The Policy list sorted by holder or insurer and the Transactions list sorted by holder read
 * their own indexes (the holder's name kept on the policy and the payment by migration 0013's
 * triggers; each insurer's policies by id). Every page must hold what sorting the joined names
 * gives, ties broken by id, both ways, and follow a holder renamed.
 */
describeEachEngine('lists sorted by a holder or insurer name', (engine) => {
  const ctx = useTestApp(engine);
  const holders = 36;

  const list = async (path: string, query: string): Promise<Page> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/${path}?${query}`,
      headers: await ctx.as('normal'),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as Page;
  };

  /** Every page of `limit` in turn, ids in the order shown. */
  const everyPage = async (path: string, sort: string, order: string, limit: number): Promise<number[]> => {
    const ids: number[] = [];
    for (let start = 0; ; start += limit) {
      const page = await list(path, `sort=${sort}&order=${order}&start=${start}&limit=${limit}`);
      if (page.results.length === 0) return ids;
      ids.push(...page.results.map((row) => row.id));
    }
  };

  /** The order sorting the joined names gives (PostgreSQL's NULL placement: last ascending, first descending). */
  const joinedOrder = async (
    list: 'policies by holder' | 'policies by insurer' | 'payments by holder',
    order: 'asc' | 'desc',
  ): Promise<number[]> => {
    const direction = sql.raw(order);
    const query = {
      'policies by holder': sql`select p.id from policies p join quotes q on q.id = p.quote_id join insureds i on i.id = q.insured_id
        where p.status in ('paid', 'cancelled') order by i.full_name ${direction}, p.id ${direction}`,
      'policies by insurer': sql`select p.id from policies p left join insurers n on n.id = p.insurer_id
        where p.status in ('paid', 'cancelled') order by n.name ${direction}, p.id ${direction}`,
      'payments by holder': sql`select pay.id from payments pay join quotes q on q.id = pay.quote_id join insureds i on i.id = q.insured_id
        order by i.full_name ${direction}, pay.id ${direction}`,
    }[list];
    const rows = await ctx.app.db.execute(query);
    return (rows as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
  };

  it('pages every policy and payment in the joined names’ order, ties by id, both ways, deep pages included', async () => {
    // Two insurers share a name; holders' names repeat; a quarter of the policies have no insurer, a third are not bound.
    await ctx.app.db.execute(sql`insert into insurers (name, email, contact_no, abn, afsl, underwriter, street, suburb, state, postcode, uid,
        fsg_version, pds_version, privacy_version, advice_type, advice_given, commission, associate_commission)
      select n, 'cover@example.com', '0298765432', '12345678901', '245678', 'Agency', '1 Market Street', 'Sydney', 'NSW', '2000', 'INS-' || g,
        'FSG 1', 'PDS 1', 'PRIV 1', 'General', 'No', 20, 10
      from unnest(array['Same Name Cover', 'Alpha Cover', 'Same Name Cover']) with ordinality as t(n, g)`);
    await ctx.app.db.execute(
      sql`insert into insureds (full_name) select (array['Kim Lee', 'Ada Byron', 'Zed Zulu', 'Kim Lee', 'Bo Ng'])[1 + g % 5] from generate_series(1, ${holders}) g`,
    );
    await ctx.app.db.execute(
      sql`insert into quotes (public_id, status, insured_id) select 'sorts-' || i.id, 'paid', i.id from insureds i`,
    );
    await ctx.app.db.execute(sql`insert into policies (quote_id, status, insurer_id)
      select q.id, (array['paid', 'cancelled', 'draft'])[1 + q.id % 3], case when q.id % 4 = 0 then null else (select min(id) from insurers) + q.id % 3 end
      from quotes q`);
    // One payment for each bound policy, and a failed one before it for every other quote.
    await ctx.app.db.execute(sql`insert into payments (idempotency_key, request_hash, policy_id, quote_id, gateway, status, amount, total_amount)
      select 'sorts-' || p.id || '-' || attempt, 'hash', p.id, p.quote_id, 'sandbox', case when attempt = 1 then 'failed' else 'succeeded' end, 100, 100
      from policies p cross join generate_series(1, 2) attempt where p.status in ('paid', 'cancelled') and (attempt = 2 or p.quote_id % 2 = 0)`);

    for (const order of ['asc', 'desc'] as const) {
      const byHolder = await joinedOrder('policies by holder', order);
      const byInsurer = await joinedOrder('policies by insurer', order);
      const paymentsByHolder = await joinedOrder('payments by holder', order);
      expect(byHolder.length).toBeGreaterThan(20);
      expect(await everyPage('policies', 'full_name', order, 7)).toEqual(byHolder);
      expect(await everyPage('policies', 'insurer', order, 7)).toEqual(byInsurer);
      expect(await everyPage('payments', 'full_name', order, 7)).toEqual(paymentsByHolder);
      // A deep page on its own, the last one cut short.
      const deep = await list('policies', `sort=insurer&order=${order}&start=${byInsurer.length - 3}&limit=10`);
      expect(deep.results.map((row) => row.id)).toEqual(byInsurer.slice(-3));
      expect(deep.count).toBe(byInsurer.length);
      const deepPayments = await list(
        'payments',
        `sort=full_name&order=${order}&start=${paymentsByHolder.length - 4}&limit=10`,
      );
      expect(deepPayments.results.map((row) => row.id)).toEqual(paymentsByHolder.slice(-4));
    }
  });

  it('follows a holder renamed, in its order and its searches, and a policy bound later', async () => {
    const [zed] = (
      (await ctx.app.db.execute(sql`select i.id, p.id as policy_id from insureds i join quotes q on q.insured_id = i.id join policies p on p.quote_id = q.id
      where i.full_name = 'Zed Zulu' and p.status = 'paid' order by i.id limit 1`)) as unknown as {
        rows: { id: number; policy_id: number }[];
      }
    ).rows;
    const renamed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/insured/${zed!.id}`,
      headers: await ctx.as('admin'),
      payload: {
        full_name: 'Aaron Aardvark',
        initial: 'Mr',
        first_name: 'Aaron',
        last_name: 'Aardvark',
        contact_no: '0411111111',
        wb_code: null,
        email: 'aaron@example.com',
        abn: null,
        add_holder: null,
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const first = await list('policies', 'sort=full_name&order=asc&limit=1');
    expect(first.results).toEqual([
      expect.objectContaining({ id: Number(zed!.policy_id), full_name: 'Aaron Aardvark' }),
    ]);
    const lastPayment = await list('payments', 'sort=full_name&order=desc&start=0&limit=100');
    expect(lastPayment.results.at(-1)).toMatchObject({ full_name: 'Aaron Aardvark' });
    // Searches find the holder by the new name only (the name kept on the policy and payment has its own index).
    expect((await list('policies', 'q=aardvark')).results.map((row) => row.id)).toEqual([Number(zed!.policy_id)]);
    const payments = await list('payments', 'q=AARDVARK');
    expect(payments.count).toBeGreaterThan(0);
    expect(payments.results.every((row) => row.full_name === 'Aaron Aardvark')).toBe(true);
    expect((await list('policies', 'q=Zed Zulu')).results.map((row) => row.id)).not.toContain(Number(zed!.policy_id));

    // A draft policy bound now joins the list in its holder's place.
    await ctx.app.db.execute(sql`update policies set status = 'paid' where status = 'draft'`);
    for (const order of ['asc', 'desc'] as const) {
      expect(await everyPage('policies', 'full_name', order, 10)).toEqual(
        await joinedOrder('policies by holder', order),
      );
      expect(await everyPage('payments', 'full_name', order, 10)).toEqual(
        await joinedOrder('payments by holder', order),
      );
    }
  });
});
