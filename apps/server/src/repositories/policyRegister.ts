import type { PolicySort as ContractPolicySort } from '@buildcover/domain/api';
import { boundPolicyStatuses, policyStandings, type PolicyStanding } from '@buildcover/domain';
import { and, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { insureds, insurers, payments, policies, quotes } from '../db/schema';
import { type Pagination } from '../http/schemas';
import { containsPattern } from './containsPattern';
import { listOrder } from './listOrder';
import { listTotal, type ListTotal } from './listTotal';
import { pageIds } from './pageByIds';
import { listSearch, searchMatches } from './search';

/**
 * The Policy list: bound policies (paid, or cancelled by a refund), with the holder, insurer and
 * quote they belong to. Where a policy stands is computed here from the domain's rule
 * (`policyStanding` in packages/domain/src/policy/standing.ts) against today's date in Sydney.
 */
const bound = inArray(policies.status, [...boundPolicyStatuses]);

/** The standing as SQL, `today` a yyyy-mm-dd date; mirrors the domain's `policyStanding`. */
export const standingSql = (today: string): SQL<PolicyStanding> =>
  sql<PolicyStanding>`case when ${policies.status} = 'cancelled' then 'cancelled' when ${policies.expiry_date} < ${today}::date then 'expired' else 'active' end`;

/**
 * The policies of one standing (each a bound policy). A paid policy without an expiry date is
 * active: its expiry reads as infinity, one condition the planner estimates well (with an OR of
 * IS NULL it expected a fifth of the rows and counted them by a scan of the table).
 */
function standingCondition(standing: PolicyStanding, today: string): SQL | undefined {
  if (standing === 'cancelled') return eq(policies.status, 'cancelled');
  const expiry = sql`coalesce(${policies.expiry_date}, 'infinity'::date)`;
  return and(
    eq(policies.status, 'paid'),
    standing === 'expired' ? sql`${expiry} < ${today}::date` : sql`${expiry} >= ${today}::date`,
  );
}

export const policySortColumns = {
  num: policies.num,
  // The holder's name as the policy keeps it (migration 0013), read from its own index.
  full_name: policies.holder_name,
  insurer: insurers.name,
  inception_date: policies.inception_date,
  expiry_date: policies.expiry_date,
  total_amount: policies.total_amount,
  paid_at: policies.paid_at,
} as const satisfies Record<Exclude<ContractPolicySort, 'status'>, unknown>; // the contract's sort keys ('status' sorts by standing), each with its column
export type PolicySort = keyof typeof policySortColumns | 'status';

export interface PolicyListQuery extends Pagination {
  q?: string | undefined;
  /** Only this policy holder's policies. */
  insured_id?: number | undefined;
  status?: PolicyStanding | undefined;
  sort: PolicySort;
  order: 'asc' | 'desc';
  today: string;
}

/**
 * Policies matching a search: their number, or the quote's ref or holder's name, e-mail or wb code
 * (the policy's search text, migration 0016), or the insurer's name (`search.ts`).
 */
async function policySearch(db: Database, q: string, filters: SQL | undefined) {
  // A handful of insurers: matched here, their policies are an indexed equality.
  const matchingInsurers = await db
    .select({ id: insurers.id })
    .from(insurers)
    .where(ilike(insurers.name, containsPattern(q)));
  const byInsurer =
    matchingInsurers.length > 0
      ? inArray(
          policies.insurer_id,
          matchingInsurers.map((insurer) => insurer.id),
        )
      : undefined;
  return listSearch(db, searchMatches(policies.search, q, byInsurer), { table: policies, id: policies.id, filters });
}

export function policyRegisterRepository(db: Database) {
  const filters = (query: Pick<PolicyListQuery, 'status' | 'today' | 'insured_id'>) =>
    and(
      // A standing is of bound policies already; said twice, the planner counted the rows as far fewer.
      query.status ? standingCondition(query.status, query.today) : bound,
      // A policy's holder is its quote's insured.
      query.insured_id === undefined
        ? undefined
        : inArray(
            policies.quote_id,
            db.select({ id: quotes.id }).from(quotes).where(eq(quotes.insured_id, query.insured_id)),
          ),
    );

  const rowColumns = (today: string) => ({
    id: policies.id,
    num: policies.num,
    policy_status: policies.status,
    status: standingSql(today),
    inception_date: policies.inception_date,
    expiry_date: policies.expiry_date,
    premium_amount: policies.premium_amount,
    total_amount: policies.total_amount,
    paid_at: policies.paid_at,
    quote_id: quotes.id,
    quote_ref: quotes.ref,
    insured_id: insureds.id,
    full_name: insureds.full_name,
    email: insureds.email,
    insurer_id: insurers.id,
    insurer_name: insurers.name,
  });

  const joined = (today: string) =>
    db
      .select(rowColumns(today))
      .from(policies)
      .innerJoin(quotes, eq(quotes.id, policies.quote_id))
      .innerJoin(insureds, eq(insureds.id, quotes.insured_id))
      .leftJoin(insurers, eq(insurers.id, policies.insurer_id));

  /**
   * The page's ids when the order ranks groups of policies (`groups`, conditions in the page's
   * order), then ids: each group is its own branch read by id from an index (at most the rows up to
   * the page's end), and the branches follow one another. Sorting every bound policy by a computed
   * or joined value read all of them (bench/README.md).
   */
  const idsByGroups = (
    query: PolicyListQuery,
    groups: SQL[],
    from: typeof policies,
    condition: SQL | undefined,
  ): SQL => {
    const direction = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
    const end = query.start + query.limit;
    const branches = groups.map(
      (group, rank) =>
        sql`(select ${rank}::int as rank, ${policies.id} as id from ${from} where ${and(condition, group)} order by ${policies.id} ${direction} limit ${end})`,
    );
    return sql`(select id from (${sql.join(branches, sql` union all `)}) ranked order by rank, id ${direction} offset ${query.start} limit ${query.limit})`;
  };

  /** By standing: computed from today, so no index holds it; each standing is read from policies_bound_status_id. */
  const standingGroups = (query: PolicyListQuery): SQL[] => {
    const ascending = [...policyStandings].sort();
    const standings = (query.order === 'asc' ? ascending : ascending.reverse()).filter(
      (standing) => !query.status || standing === query.status,
    );
    return standings.map((standing) => standingCondition(standing, query.today)!);
  };

  /**
   * By insurer name: a handful of insurers, each one's policies read from policies_bound_insurer_id_id.
   * Insurers of the same name are one group; policies without an insurer sort where PostgreSQL puts
   * the joined name's NULL (last ascending, first descending), as the joined sort did.
   */
  const insurerGroups = async (query: PolicyListQuery): Promise<SQL[]> => {
    const named = await db.select({ id: insurers.id, name: insurers.name }).from(insurers).orderBy(insurers.name);
    const byName: number[][] = [];
    named.forEach((insurer, i) =>
      i > 0 && named[i - 1]!.name === insurer.name ? byName.at(-1)!.push(insurer.id) : byName.push([insurer.id]),
    );
    const groups = byName.map((ids) => inArray(policies.insurer_id, ids));
    return query.order === 'asc'
      ? [...groups, isNull(policies.insurer_id)]
      : [isNull(policies.insurer_id), ...groups.reverse()];
  };

  return {
    /** One page: the page's ids first (joining only what the sort needs), then those rows joined. */
    async page(query: PolicyListQuery) {
      const column = query.sort === 'status' ? standingSql(query.today) : policySortColumns[query.sort];
      const order = listOrder(column, policies.id, query.order);
      const groups =
        query.sort === 'status'
          ? standingGroups(query)
          : query.sort === 'insurer'
            ? await insurerGroups(query)
            : undefined;
      const read = (from: typeof policies, where: SQL | undefined) => {
        const ids = groups
          ? idsByGroups(query, groups, from, where)
          : pageIds(db, policies.id, { from, where, order, page: query });
        return joined(query.today)
          .where(inArray(policies.id, ids))
          .orderBy(...order);
      };
      if (!query.q) return read(policies, filters(query));
      // A sort by groups reads each group's own index, not one order of the table.
      return (await policySearch(db, query.q, filters(query))).page(
        { order: groups ? undefined : order, limit: query.limit },
        read,
      );
    },

    /** The total for the same filters, counted on policies alone (every filter is on policies). */
    async count(query: Pick<PolicyListQuery, 'q' | 'status' | 'today' | 'insured_id'>): Promise<ListTotal> {
      return query.q
        ? (await policySearch(db, query.q, filters(query))).total()
        : listTotal(db, policies, filters(query));
    },

    /** A bound policy with its holder, insurer, quote and premium lines, and its payments. */
    async detail(id: number, today: string) {
      const [row] = await db
        .select({
          policy: policies,
          status: standingSql(today),
          quote: { id: quotes.id, ref: quotes.ref, status: quotes.status, public_id: quotes.public_id },
          insured: {
            id: insureds.id,
            full_name: insureds.full_name,
            email: insureds.email,
            contact_no: insureds.contact_no,
            wb_code: insureds.wb_code,
            abn: insureds.abn,
          },
          insurer: { id: insurers.id, name: insurers.name, uid: insurers.uid, afsl: insurers.afsl },
        })
        .from(policies)
        .innerJoin(quotes, eq(quotes.id, policies.quote_id))
        .innerJoin(insureds, eq(insureds.id, quotes.insured_id))
        .leftJoin(insurers, eq(insurers.id, policies.insurer_id))
        .where(and(eq(policies.id, id), bound));
      if (!row) return undefined;
      const policyPayments = await db
        .select({
          id: payments.id,
          status: payments.status,
          total_amount: payments.total_amount,
          card_number_mask: payments.card_number_mask,
          created_at: payments.created_at,
          refunded_at: payments.refunded_at,
        })
        .from(payments)
        .where(eq(payments.policy_id, id))
        .orderBy(sql`${payments.created_at} desc`);
      return { ...row, payments: policyPayments };
    },
  };
}
export type PolicyRegisterRepository = ReturnType<typeof policyRegisterRepository>;
