// @vitest-environment node
import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';

/**
 * Each list searches one search text per row, kept by the database (migration 0016): written on
 * insert, and again when any field it copies changes, on the row itself or on the holder, quote or
 * insurer it comes from. Every search here goes through the list's repository, as staff search it.
 */
describeEachEngine('search texts follow the fields they copy', (engine) => {
  const ctx = useTestApp(engine);
  const today = '2026-01-01';
  const first = { start: 0, limit: 50 };
  let ids: { holder: number; quote: number; policy: number; payment: number; insurer: number };

  const one = async <T extends { rows: { id: number }[] }>(query: ReturnType<typeof sql>): Promise<number> =>
    Number(((await ctx.app.db.execute(query)) as unknown as T).rows[0]!.id);
  const run = (query: ReturnType<typeof sql>) => ctx.app.db.execute(query);

  /** The ids each list finds for `q`. */
  const found = async (q: string) => {
    const { repos } = ctx.app;
    const [quotes, holders, policies, payments] = await Promise.all([
      repos.quotes.page({ ...first, q, sort: 'created_at', order: 'desc' }),
      repos.insured.page({ ...first, q, sort: 'created_at', order: 'desc' }),
      repos.policyRegister.page({ ...first, q, sort: 'paid_at', order: 'desc', today }),
      repos.transactions.page({ ...first, q, sort: 'created_at', order: 'desc' }),
    ]);
    return {
      quotes: quotes.map((row) => row.id),
      holders: holders.map((row) => row.insured.id),
      policies: policies.map((row) => row.id),
      payments: payments.map((row) => row.id),
    };
  };
  /** What finding the test's quote (and its holder, policy and payment) looks like, in the lists given. */
  const everywhere = () => ({
    quotes: [ids.quote],
    holders: [ids.holder],
    policies: [ids.policy],
    payments: [ids.payment],
  });
  const nowhere = { quotes: [], holders: [], policies: [], payments: [] };

  beforeAll(async () => {
    const insurer =
      await one(sql`insert into insurers (name, email, contact_no, abn, afsl, underwriter, street, suburb, state, postcode, uid,
        fsg_version, pds_version, privacy_version, advice_type, advice_given, commission, associate_commission)
      values ('Quillfeather Mutual', 'cover@example.com', '0298765432', '12345678901', '245678', 'Agency', '1 Market Street', 'Sydney', 'NSW', '2000', 'INS-QF',
        'FSG 1', 'PDS 1', 'PRIV 1', 'General', 'No', 20, 10) returning id`);
    const holder = await one(sql`insert into insureds (full_name, first_name, last_name, email, wb_code)
      values ('Orla Brightwater', 'Orlanda', 'Brightwaters', 'orla@harbourmail.example', 'WB-7781') returning id`);
    const quote = await one(
      sql`insert into quotes (public_id, status, insured_id) values ('search-text-quote', 'paid', ${holder}) returning id`,
    );
    const policy = await one(
      sql`insert into policies (quote_id, status, insurer_id, num, paid_at) values (${quote}, 'due_payment', ${insurer}, 'POL-55501', now()) returning id`,
    );
    const payment =
      await one(sql`insert into payments (idempotency_key, request_hash, policy_id, quote_id, gateway, status, amount, total_amount, drn, card_number_mask)
      values ('search-text', 'hash', ${policy}, ${quote}, 'sandbox', 'succeeded', 100, 100, 'DRN-90210', '4111xxxxxxxx1111') returning id`);
    ids = { holder, quote, policy, payment, insurer };
  });

  it('finds new rows by every field, and a policy once it is bound', async () => {
    const ref = (
      (await run(sql`select ref from quotes where id = ${ids.quote}`)) as unknown as { rows: { ref: string }[] }
    ).rows[0]!.ref;
    // Not bound yet: the Policy list holds bound policies only.
    expect((await found('BRIGHTWATER')).policies).toEqual([]);
    await run(sql`update policies set status = 'paid' where id = ${ids.policy}`);
    for (const term of ['Orla Bright', 'HARBOURMAIL', 'wb-778', ref]) expect(await found(term)).toEqual(everywhere());
    // The holder's own first and last names are the Insured list's alone.
    expect(await found('Orlanda')).toEqual({ ...nowhere, holders: [ids.holder] });
    expect(await found('brightwaters')).toEqual({ ...nowhere, holders: [ids.holder] });
    expect(await found('pol-555')).toEqual({ ...nowhere, policies: [ids.policy] });
    expect(await found('Quillfeather')).toEqual({ ...nowhere, policies: [ids.policy] });
    expect(await found('drn-902')).toEqual({ ...nowhere, payments: [ids.payment] });
    expect(await found('xxxx1111')).toEqual({ ...nowhere, payments: [ids.payment] });
    // A term never spans two fields (the holder's full name, then first name).
    expect(await found('brightwater orlanda')).toEqual(nowhere);
    expect(await found('brightwaterorlanda')).toEqual(nowhere);
  });

  it("follows a holder's name, names, e-mail and wb code changed", async () => {
    await run(
      sql`update insureds set full_name = 'Orla Stormhaven', email = 'orla@tidewater.example', wb_code = 'WB-4402' where id = ${ids.holder}`,
    );
    for (const term of ['stormhaven', 'tidewater', 'WB-4402']) expect(await found(term)).toEqual(everywhere());
    for (const term of ['orla bright', 'harbourmail', 'wb-7781']) expect(await found(term)).toEqual(nowhere);
    await run(sql`update insureds set first_name = 'Orsolya', last_name = 'Windmere' where id = ${ids.holder}`);
    expect(await found('orsolya')).toEqual({ ...nowhere, holders: [ids.holder] });
    expect(await found('windmere')).toEqual({ ...nowhere, holders: [ids.holder] });
    expect((await found('orlanda')).holders).toEqual([]);
  });

  it("follows a quote's ref and holder, and a new quote's ref reaches its holder", async () => {
    await run(sql`update quotes set ref = 'BC-777001' where id = ${ids.quote}`);
    expect(await found('bc-777001')).toEqual(everywhere());
    const other = await one(
      sql`insert into insureds (full_name, email) values ('Piers Lanternwick', 'piers@example.com') returning id`,
    );
    await run(sql`update quotes set insured_id = ${other} where id = ${ids.quote}`);
    expect(await found('lanternwick')).toEqual({ ...everywhere(), holders: [other] });
    // The old holder keeps its name, not the quote.
    expect(await found('stormhaven')).toEqual({ ...nowhere, holders: [ids.holder] });
    // The ref moved with the quote: the old holder no longer has it.
    expect((await found('bc-777001')).holders).toEqual([other]);
    const second = await one(
      sql`insert into quotes (public_id, status, insured_id, ref) values ('search-text-second', 'quoted', ${ids.holder}, 'BC-888002') returning id`,
    );
    expect(await found('bc-888002')).toEqual({ ...nowhere, quotes: [second], holders: [ids.holder] });
    await run(sql`delete from quotes where id = ${second}`);
    expect(await found('bc-888002')).toEqual(nowhere);
  });

  it("follows a policy's number, a payment's reference and card, and an insurer's name", async () => {
    await run(sql`update policies set num = 'POL-66602' where id = ${ids.policy}`);
    expect((await found('pol-666')).policies).toEqual([ids.policy]);
    expect((await found('pol-555')).policies).toEqual([]);
    await run(
      sql`update payments set drn = 'DRN-31337', card_number_mask = '5555xxxxxxxx4444' where id = ${ids.payment}`,
    );
    expect((await found('drn-313')).payments).toEqual([ids.payment]);
    expect((await found('xxxx4444')).payments).toEqual([ids.payment]);
    expect((await found('drn-902')).payments).toEqual([]);
    await run(sql`update insurers set name = 'Kestrel Underwriting' where id = ${ids.insurer}`);
    expect((await found('kestrel')).policies).toEqual([ids.policy]);
    expect((await found('quillfeather')).policies).toEqual([]);
  });

  it("follows a mail's recipient and subject", async () => {
    const mail = await one(
      sql`insert into outbox_emails ("to", subject, html, status) values ('wren@copperfield.example', 'Your renewal', '<p>Hi</p>', 'kept') returning id`,
    );
    const mailFound = async (q: string) =>
      (await ctx.app.repos.outbox.page({ ...first, q, sort: 'created_at', order: 'desc' })).map((row) => row.id);
    expect(await mailFound('COPPERFIELD')).toEqual([mail]);
    expect(await mailFound('your renewal')).toEqual([mail]);
    expect(await mailFound('example your')).toEqual([]);
    await run(
      sql`update outbox_emails set "to" = 'wren@ashgrove.example', subject = 'Policy documents' where id = ${mail}`,
    );
    expect(await mailFound('ashgrove')).toEqual([mail]);
    expect(await mailFound('policy doc')).toEqual([mail]);
    expect(await mailFound('copperfield')).toEqual([]);
  });
});
