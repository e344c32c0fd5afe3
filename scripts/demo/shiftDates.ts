/**
 * Moves each demo quote, and every record about it, back in time by one shift, so that a quote's
 * story reads the same on every screen: the proposal's dates, the period of cover, the policy's
 * payment, the notes, the mail and the history all move together (a policy shifted far enough back
 * has simply run out, as real ones do). The columns shifted are every date and timestamp column of
 * the linked tables, read from the database, so a column added later moves too.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

type Transaction = Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0];

/**
 * Each table a quote's records live in, with how a row finds its quote's shift (`s`, a row of
 * demo_shift) from the row (`t`).
 */
const linkedTables: ReadonlyArray<{ table: string; link: SQL }> = [
  { table: 'quotes', link: sql`s.quote_id = t.id` },
  {
    table: 'insureds',
    link: sql`s.quote_id in (select q.id from quotes q where q.insured_id = t.id or q.insured_id = t.primary_insured_id)`,
  },
  { table: 'properties', link: sql`s.quote_id = t.quote_id` },
  { table: 'addresses', link: sql`s.quote_id in (select p.quote_id from properties p where p.address_id = t.id)` },
  { table: 'covers', link: sql`s.quote_id = t.quote_id` },
  { table: 'claim_risks', link: sql`s.quote_id = t.quote_id` },
  { table: 'claims', link: sql`s.quote_id in (select r.quote_id from claim_risks r where r.id = t.claim_risk_id)` },
  { table: 'property_holder_risks', link: sql`s.quote_id = t.quote_id` },
  { table: 'property_risks', link: sql`s.quote_id = t.quote_id` },
  { table: 'policies', link: sql`s.quote_id = t.quote_id` },
  { table: 'payments', link: sql`s.quote_id = t.quote_id` },
  { table: 'notes', link: sql`s.quote_id = t.quote_id` },
  {
    table: 'outbox_emails',
    link: sql`s.quote_id = t.quote_id or s.quote_id in (select p.quote_id from policies p where p.id = t.policy_id)`,
  },
  {
    table: 'files',
    link: sql`s.quote_id = t.quote_id or s.quote_id in (select p.quote_id from policies p where p.id = t.policy_id)`,
  },
  // The history (repositories/quoteHistory.ts) reads these rows about a quote.
  {
    table: 'audit_log',
    link: sql`(t.entity = 'quote' and t.entity_id = s.quote_id::text)
      or (t.entity = 'note' and t.after->>'quote_id' = s.quote_id::text)
      or (t.entity = 'policy' and t.entity_id in (select p.id::text from policies p where p.quote_id = s.quote_id))
      or (t.entity = 'payment' and t.entity_id in (select p.id::text from payments p where p.quote_id = s.quote_id))
      or (t.entity = 'insured' and t.entity_id in (select q.insured_id::text from quotes q where q.id = s.quote_id))`,
  },
];

/**
 * Shifts every linked record of each quote in `shifts` (a query of quote_id and shift, an interval)
 * back by that quote's shift, in one transaction.
 */
export async function shiftQuotesBack(tx: Transaction, shifts: SQL): Promise<void> {
  await tx.execute(sql`create temporary table demo_shift on commit drop as ${shifts}`);
  for (const { table, link } of linkedTables) {
    const found = await tx.execute(sql`select column_name, data_type from information_schema.columns
      where table_schema = current_schema() and table_name = ${table} and data_type in ('date', 'timestamp with time zone')`);
    const columns = rowsOf<{ column_name: string; data_type: string }>(found);
    if (columns.length === 0) continue;
    const assignments = sql.join(
      columns.map(({ column_name, data_type }) =>
        data_type === 'date'
          ? sql`${sql.identifier(column_name)} = (t.${sql.identifier(column_name)} - s.shift)::date`
          : sql`${sql.identifier(column_name)} = t.${sql.identifier(column_name)} - s.shift`,
      ),
      sql`, `,
    );
    await tx.execute(sql`update ${sql.identifier(table)} t set ${assignments} from demo_shift s where ${link}`);
  }
}

/** node-postgres answers { rows }, PGlite answers { rows } too, but drizzle types them apart. */
function rowsOf<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}
