import { sql } from 'drizzle-orm';
import { constructionTypes } from '@buildcover/domain';
import type { Database } from '../../apps/server/src/db/database';
import { insurers } from '../../apps/server/src/db/schema';
import {
  emailDomains,
  firstNames,
  insurerNames,
  places,
  statusWeights,
  streetNames,
  streetTypes,
  surnames,
} from './seedData';

/** Every table a quote detail reads, in insert order (parents first). */
const seededTables = [
  'insureds',
  'quotes',
  'addresses',
  'properties',
  'covers',
  'claim_risks',
  'claims',
  'property_holder_risks',
  'property_risks',
  'policies',
  'payments',
  'notes',
  'outbox_emails',
] as const;
const CHUNK = 50_000;

const literal = (text: string): string => `'${text.replace(/'/g, "''")}'`;
const textArray = (list: readonly string[]): string => `(ARRAY[${list.map(literal).join(',')}]::text[])`;
/** A deterministic pseudo-random integer in [0, n) for row `row` (g unless said); each salt gives an independent draw. */
const h = (salt: number, n: number, row = 'g'): string =>
  `((hashint4((${row} * 64 + ${salt})::int)::bigint + 2147483648) % ${n})`;
const pick = (list: readonly string[], salt: number, row = 'g'): string =>
  `${textArray(list)}[1 + ${h(salt, list.length, row)}]`;

/** Spread over the last three years, oldest first, so ids and created_at grow together like real traffic. */
const createdAt = (rows: number): string =>
  `(now() - ((${rows} - g)::float8 / ${rows}) * interval '1095 days' - ${h(9, 3600)} * interval '1 second')`;

function statusCase(): string {
  let cumulative = 0;
  const branches = statusWeights.map(([status, weight]) => {
    cumulative += weight;
    return `WHEN ${h(12, 100)} < ${cumulative} THEN ${literal(status)}`;
  });
  return `CASE ${branches.join(' ')} ELSE 'quoted' END`;
}

const REFERRED = 'The excavation is deeper than 5 metres: an underwriter must review the project.';
const DECLINED = 'Works outside mainland Australia or Tasmania cannot be insured online.';

/** INSERT … SELECT statements for rows [from, to] of each table; the quote id is g everywhere. */
function statements(
  rows: number,
  insurerIds: readonly number[],
): Record<(typeof seededTables)[number], (from: number, to: number) => string> {
  const series = (from: number, to: number) => `generate_series(${from}, ${to}) g`;
  const titles = ['Mr', 'Ms', 'Mrs', 'Miss', 'Dr', 'Mx'];
  const mainHolder = `SELECT g, ${pick(firstNames, 1)} AS f, ${pick(surnames, 2)} AS l, ${pick(titles, 11)} AS ti, ${createdAt(rows)} AS c`;
  const emailOf = (salt: number) =>
    `lower(replace(f, '''', '')) || '.' || lower(replace(l, '''', '')) || ${h(salt, 1000)} || '@' || ${pick(emailDomains, salt + 1)}`;
  const placeIndex = h(33, places.length);
  const money = (expr: string) => `round((${expr})::numeric, 2)`;
  return {
    // Main holders (id = g) and, for about 15 %, an additional holder (id = rows + g) with the same surname.
    insureds: (from, to) => `
      INSERT INTO insureds (id, full_name, initial, first_name, last_name, contact_no, wb_code, email, abn, created_at, updated_at)
      SELECT g, f || ' ' || l, ti, f, l, '04' || lpad(${h(3, 100_000_000)}::text, 8, '0'),
        CASE WHEN ${h(4, 100)} < 30 THEN 'WB' || lpad(${h(5, 100_000)}::text, 5, '0') END,
        ${emailOf(6)},
        CASE WHEN ${h(8, 100)} < 20 THEN (10000000000 + ${h(10, 89_999_999)} * 1000 + ${h(17, 1000)})::text END,
        c, c
      FROM (${mainHolder} FROM ${series(from, to)}) s;
      INSERT INTO insureds (id, full_name, initial, first_name, last_name, contact_no, email, primary_insured_id, created_at, updated_at)
      SELECT ${rows} + g, f || ' ' || l, ti, f, l, '04' || lpad(${h(22, 100_000_000)}::text, 8, '0'), ${emailOf(23)}, g, c, c
      FROM (SELECT g, ${pick(firstNames, 21)} AS f, ${pick(surnames, 2)} AS l, ${pick(titles, 25)} AS ti, ${createdAt(rows)} AS c FROM ${series(from, to)}) s
      WHERE ${h(20, 100)} < 15`,
    quotes: (from, to) => `
      INSERT INTO quotes (id, ref, public_id, status, insured_id, insurer_id, inception_date, end_date, premium_amount, state, meta, created_at, updated_at)
      SELECT g, 'BC-' || CASE WHEN g < 1000000 THEN lpad(g::text, 6, '0') ELSE g::text END,
        substr(md5('bench-quote-' || g), 1, 22), st, g,
        CASE WHEN priced THEN (ARRAY[${insurerIds.join(',')}]::int[])[1 + ${h(13, insurerIds.length)}] END,
        c::date + ${h(14, 60)}::int, (c::date + ${h(14, 60)}::int + interval '1 year')::date,
        CASE WHEN priced THEN ${money(`(120000 + ${h(15, 900_000)}) / 100.0`)} END,
        ${textArray(places.map((p) => p[2]))}[1 + ${placeIndex}],
        CASE st
          WHEN 'referred' THEN jsonb_build_object('reasons', jsonb_build_array(jsonb_build_object('rule', 'excavation-deeper', 'outcome', 'referred', 'reason', ${literal(REFERRED)})), 'referred_reason', ${literal(REFERRED)})
          WHEN 'declined' THEN jsonb_build_object('reasons', jsonb_build_array(jsonb_build_object('rule', 'outside-mainland', 'outcome', 'declined', 'reason', ${literal(DECLINED)})), 'declined_reasons', jsonb_build_array(${literal(DECLINED)}))
          ELSE jsonb_build_object('reasons', '[]'::jsonb)
        END,
        c, c
      FROM (SELECT g, st, st NOT IN ('referred', 'declined') AS priced, c
            FROM (SELECT g, ${statusCase()} AS st, ${createdAt(rows)} AS c FROM ${series(from, to)}) s0) s`,
    // The same place as the quote's state above (the quote keeps a copy of its address's state).
    addresses: (from, to) => `
      INSERT INTO addresses (id, street, suburb, state, postcode, country)
      SELECT g, (1 + ${h(30, 250)}) || ' ' || ${pick(streetNames, 31)} || ' ' || ${pick(streetTypes, 32)},
        ${textArray(places.map((p) => p[0]))}[1 + p], ${textArray(places.map((p) => p[1]))}[1 + p], ${textArray(places.map((p) => p[2]))}[1 + p], 'AU'
      FROM (SELECT g, ${placeIndex} AS p FROM ${series(from, to)}) s`,
    properties: (from, to) => `
      INSERT INTO properties (id, quote_id, address_id, valuation, is_victorian_project, insure_existing_structure, exs_replacement_value,
        is_project_work_commenced, proposed_start_date, commenced_date, is_mortgage_on_property, mortgagor)
      SELECT g, g, g, (200000 + ${h(40, 1800)} * 1000)::numeric(12, 2), a.state = 'VIC',
        ${h(41, 100)} < 10, CASE WHEN ${h(41, 100)} < 10 THEN (100000 + ${h(42, 500)} * 1000)::numeric(12, 2) END,
        ${h(43, 100)} < 12, q.inception_date, CASE WHEN ${h(43, 100)} < 12 THEN q.inception_date - 30 END,
        ${h(44, 100)} < 25, CASE WHEN ${h(44, 100)} < 25 THEN ${pick(['Commonwealth Bank', 'Westpac', 'ANZ', 'NAB', 'Macquarie Bank', 'ING'], 45)} END
      FROM ${series(from, to)} JOIN quotes q ON q.id = g JOIN addresses a ON a.id = g`,
    covers: (from, to) => `
      INSERT INTO covers (id, quote_id, cover, construction_type, construction_type_other)
      SELECT g, g, CASE WHEN ${h(50, 100)} < 80 THEN '5000000' WHEN ${h(50, 100)} < 95 THEN '10000000' ELSE '20000000' END,
        t, CASE WHEN t = 'Other' THEN 'Retaining wall' END
      FROM (SELECT g, ${pick(constructionTypes, 51)} AS t FROM ${series(from, to)}) s`,
    claim_risks: (from, to) => `
      INSERT INTO claim_risks (id, quote_id, is_claimed_in_last_three_year, clt_total_claims, is_claimed_over_ten_thousand, is_claimed_rejected, is_suffered_loss, suffered_loss_details)
      SELECT g, g, ${h(60, 100)} < 6, CASE WHEN ${h(60, 100)} < 6 THEN (500 + ${h(61, 9500)})::numeric(12, 2) END,
        false, false, ${h(62, 100)} < 3, CASE WHEN ${h(62, 100)} < 3 THEN 'Storm damage to a shed roof, repaired in full.' END
      FROM ${series(from, to)}`,
    claims: (from, to) => `
      INSERT INTO claims (claim_risk_id, insurer, claim_date, cost, claimed_for, address)
      SELECT g, ${pick(['NRMA', 'AAMI', 'Allianz', 'QBE', 'Suncorp', 'CGU'], 63)}, current_date - (30 + ${h(64, 1000)})::int,
        (500 + ${h(61, 9500)})::numeric(12, 2), ${pick(['Storm damage', 'Water damage', 'Theft of materials', 'Fire'], 65)}, ${pick(streetNames, 66)} || ' Street'
      FROM ${series(from, to)} WHERE ${h(60, 100)} < 6`,
    property_holder_risks: (from, to) => `
      INSERT INTO property_holder_risks (id, quote_id, is_declared_bankrupt, is_convicted_criminal)
      SELECT g, g, false, false FROM ${series(from, to)}`,
    property_risks: (from, to) => `
      INSERT INTO property_risks (id, quote_id, is_excavation_deeper_than_five_meter, is_work_involve_piling, is_risk_of_water_flood, demolition_above_ten_meters,
        involves_asbestos, work_involves_heritage_building, property_relocating, experimental_methods, involves_bales, is_multi_stories, work_outside_mn_tas, swimming_pool_contracts)
      SELECT g, g, q.status = 'referred', false, false, false, ${h(70, 100)} < 5, false, false, false, false, ${h(71, 100)} < 8, q.status = 'declined', false
      FROM ${series(from, to)} JOIN quotes q ON q.id = g`,
    // A policy for every priced quote, its breakdown summing to the quote's premium.
    policies: (from, to) => `
      INSERT INTO policies (quote_id, insurer_id, num, status, inception_date, expiry_date, premium_amount, base, base_gst, fsl, fsl_gst,
        association_fee, association_fee_gst, insurer_fee, insurer_fee_gst, broker_fee, broker_fee_gst, stamp_duty, total_amount,
        commission, commission_gst, insurer_commission, insurer_commission_gst, associate_commission, associate_commission_gst, paid_at, created_at, updated_at)
      SELECT q.id, q.insurer_id, CASE WHEN q.status = 'paid' THEN 'BCP-' || lpad(q.id::text, 7, '0') END,
        CASE q.status WHEN 'paid' THEN 'paid' WHEN 'paydue' THEN 'due_payment' ELSE 'draft' END,
        q.inception_date, q.end_date, t, b, ${money('b * 0.1')}, t - b - ${money('b * 0.1')} - d - 110, 0, 0, 0, 0, 0, 100, 10, d, t,
        ${money('b * 0.2')}, ${money('b * 0.02')}, ${money('b * 0.8')}, ${money('b * 0.08')}, ${money('b * 0.1')}, ${money('b * 0.01')},
        CASE WHEN q.status = 'paid' THEN q.created_at + interval '3 days' END, q.created_at, q.created_at
      FROM (SELECT q.*, q.premium_amount AS t, ${money('q.premium_amount * 0.72')} AS b, ${money('q.premium_amount * 0.07')} AS d
            FROM quotes q WHERE q.id BETWEEN ${from} AND ${to} AND q.insurer_id IS NOT NULL) q`,
    // The card payment of every paid policy, and a declined attempt before it for about one in twelve.
    payments: (from, to) => `
      INSERT INTO payments (idempotency_key, request_hash, policy_id, quote_id, status, gateway, drn, amount, surcharge_amount, total_amount,
        card_scheme, card_number_mask, card_holder_name, gateway_reference, error_message, threeds_verified, created_at, updated_at)
      SELECT 'bench-' || p.quote_id || '-' || a, md5('bench-' || p.quote_id), p.id, p.quote_id, CASE WHEN a = 2 THEN 'succeeded' ELSE 'failed' END, 'sandbox',
        'DRN' || lpad(p.quote_id::text, 9, '0') || a, p.total_amount, round(p.total_amount * 0.012, 2), p.total_amount + round(p.total_amount * 0.012, 2),
        s.scheme, CASE s.scheme WHEN 'AMEX' THEN '3782' ELSE '4111' END || '********' || lpad((p.quote_id % 10000)::text, 4, '0'), i.full_name,
        'GW-' || p.quote_id || '-' || a, CASE WHEN a = 1 THEN 'Card declined' END, a = 2, p.paid_at - (2 - a) * interval '5 minutes', p.paid_at
      FROM policies p JOIN quotes q ON q.id = p.quote_id JOIN insureds i ON i.id = q.insured_id
        CROSS JOIN LATERAL (SELECT ${pick(['VISA', 'MASTERCARD', 'AMEX'], 80, 'p.quote_id')} AS scheme) s
        CROSS JOIN LATERAL generate_series(CASE WHEN ${h(81, 12, 'p.quote_id')} = 0 THEN 1 ELSE 2 END, 2) a
      WHERE p.quote_id BETWEEN ${from} AND ${to} AND p.status = 'paid'`,
    // Staff notes on about one quote in ten.
    notes: (from, to) => `
      INSERT INTO notes (quote_id, user_name, note, created_at)
      SELECT g, ${pick(['Sam Taylor', 'Priya Nair', 'Chris Walker'], 90)}, '<p>' || ${pick(['Called the holder about the start date.', 'Asked for the builder licence.', 'Holder confirmed the valuation.', 'Sent the PDS again.'], 91)} || '</p>',
        ${createdAt(rows)} + interval '1 day'
      FROM ${series(from, to)} WHERE ${h(92, 100)} < 10`,
    // The quote e-mail of every priced quote, kept (no SMTP), as the Mail screen lists them.
    outbox_emails: (from, to) => `
      INSERT INTO outbox_emails ("to", subject, html, status, attempts, quote_id, created_at)
      SELECT i.email, 'Your BuildCover quote ' || q.ref, '<p>Dear ' || i.full_name || ', your quote ' || q.ref || ' is ready.</p>', 'kept', 0, q.id, q.created_at
      FROM quotes q JOIN insureds i ON i.id = q.insured_id
      WHERE q.id BETWEEN ${from} AND ${to} AND q.insurer_id IS NOT NULL`,
  };
}

async function seedInsurers(db: Database): Promise<number[]> {
  const rows = await db
    .insert(insurers)
    .values(
      insurerNames.map((name, i) => ({
        name,
        email: `underwriting@${name.toLowerCase().replace(/[^a-z]+/g, '')}.com.au`,
        contact_no: `0298765${String(430 + i)}`,
        abn: `5182475${String(3550 + i)}`,
        afsl: String(234_560 + i),
        underwriter: `${name.split(' ')[0]} Underwriting Agency`,
        street: `${i + 1} George Street`,
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '2000',
        uid: `BENCH-INS-${i + 1}`,
        fsg_version: '1',
        pds_version: '1',
        privacy_version: '1',
        advice_type: 'General',
        advice_given: 'General advice only',
        commission: '20.00',
        associate_commission: '10.00',
      })),
    )
    .returning({ id: insurers.id });
  return rows.map((r) => r.id);
}

export interface SeedOptions {
  rows: number;
  engine: 'pglite' | 'postgres';
  log: (line: string) => void;
}

/**
 * Fills an empty, migrated database with `rows` quotes and everything a quote detail joins, by
 * INSERT … SELECT generate_series in chunks. Secondary indexes are dropped for the load and built
 * again afterwards (same definitions, read from pg_indexes), which is far faster than maintaining
 * three trigram GIN indexes row by row; foreign-key triggers are off for the load only.
 */
export async function seedQuotes(db: Database, options: SeedOptions): Promise<void> {
  const { rows, log } = options;
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const insurerIds = await seedInsurers(db);
  const sqlFor = statements(rows, insurerIds);

  await db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    if (options.engine === 'postgres') await tx.execute(sql.raw("SET LOCAL maintenance_work_mem = '512MB'"));
    const tableList = seededTables.map(literal).join(',');
    // Both drivers answer execute() with { rows }.
    const { rows: indexes } = (await tx.execute(
      sql.raw(`SELECT indexname, indexdef FROM pg_indexes i WHERE schemaname = 'public' AND tablename IN (${tableList})
               AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`),
    )) as unknown as { rows: { indexname: string; indexdef: string }[] };
    for (const index of indexes) await tx.execute(sql.raw(`DROP INDEX "${index.indexname}"`));
    log(`  dropped ${indexes.length} secondary indexes for the load`);

    for (const table of seededTables) {
      for (let from = 1; from <= rows; from += CHUNK) {
        const to = Math.min(rows, from + CHUNK - 1);
        for (const statement of sqlFor[table](from, to).split(/;\s*\n/)) await tx.execute(sql.raw(statement));
        log(
          `  ${table.padEnd(22)} ${to.toLocaleString('en-AU').padStart(9)} / ${rows.toLocaleString('en-AU')}  (${elapsed()})`,
        );
      }
    }
    // The load ran without triggers: each list's search text (migration 0016) is filled here, each
    // table in one statement as that migration does, and the dashboard's day figures (0015) counted.
    await tx.execute(
      sql.raw(
        `UPDATE quotes SET search = lower(concat_ws(chr(31), quotes.ref, insureds.full_name, insureds.email, insureds.wb_code)) FROM insureds WHERE insureds.id = quotes.insured_id`,
      ),
    );
    await tx.execute(
      sql.raw(
        // Grouped in one pass: the load dropped the index a per-row subquery would need.
        `UPDATE insureds SET search = lower(concat_ws(chr(31), insureds.full_name, insureds.first_name, insureds.last_name, insureds.email, insureds.wb_code, holder.refs))
         FROM (SELECT i.id, string_agg(q.ref, chr(31) ORDER BY q.id) AS refs FROM insureds i LEFT JOIN quotes q ON q.insured_id = i.id GROUP BY i.id) holder WHERE holder.id = insureds.id`,
      ),
    );
    await tx.execute(
      sql.raw(
        `UPDATE policies SET search = concat_ws(chr(31), lower(policies.num), quotes.search) FROM quotes WHERE quotes.id = policies.quote_id AND policies.status IN ('paid', 'cancelled')`,
      ),
    );
    await tx.execute(
      sql.raw(
        `UPDATE payments SET search = concat_ws(chr(31), lower(payments.drn), lower(payments.card_number_mask), quotes.search) FROM quotes WHERE quotes.id = payments.quote_id`,
      ),
    );
    log(`  search text written (${elapsed()})`);
    await tx.execute(sql.raw('SELECT recount_dashboard_days()'));
    log(`  dashboard day figures counted (${elapsed()})`);
    for (const table of seededTables) {
      await tx.execute(
        sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`),
      );
    }
    // New submissions continue the reference numbers after the seeded ones.
    await tx.execute(sql.raw(`SELECT setval('quote_ref_seq', ${rows})`));
    for (const index of indexes) {
      await tx.execute(sql.raw(index.indexdef));
      log(`  index ${index.indexname} built (${elapsed()})`);
    }
  });
  for (const table of [...seededTables, 'quote_status_days', 'premium_written_days'])
    await db.execute(sql.raw(`VACUUM ANALYZE ${table}`));
  log(`  seeded ${rows.toLocaleString('en-AU')} quotes in ${elapsed()} (vacuumed and analysed)`);
}
