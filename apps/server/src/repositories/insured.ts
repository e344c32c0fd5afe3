import type { InsuredSort as ContractInsuredSort } from '@buildcover/domain/api';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { insureds } from '../db/schema';
import { type Pagination } from '../http/schemas';
import { listOrder } from './listOrder';
import { listTotal, type ListTotal } from './listTotal';
import { listSearch, searchIndexWalkLimit, searchMatches } from './search';
import { pageByIds } from './pageByIds';
import type { InsuredRow } from './quoteAggregate';

/** Columns the insured list can sort by (its table headers). */
export const insuredSortColumns = {
  full_name: insureds.full_name,
  email: insureds.email,
  contact_no: insureds.contact_no,
  wb_code: insureds.wb_code,
  created_at: insureds.created_at,
} as const satisfies Record<ContractInsuredSort, unknown>; // the contract's sort keys, each with its column
export type InsuredSort = keyof typeof insuredSortColumns;

export interface InsuredListQuery extends Pagination {
  q?: string | undefined;
  sort: InsuredSort;
  order: 'asc' | 'desc';
}

export interface InsuredListRow {
  insured: InsuredRow;
  addHolder: InsuredRow | null;
}

export interface HolderWrite {
  full_name: string;
  initial: string | null;
  first_name: string | null;
  last_name: string | null;
  contact_no: string | null;
  wb_code: string | null;
  email: string | null;
  abn: string | null;
}

/** Main holders only: an additional holder shows inside its main holder's record. */
const mainHolder = isNull(insureds.primary_insured_id);

/**
 * Main holders matching a search: their name (full, first or last), e-mail or wb code, or the ref
 * of one of their quotes (the holder's search text, migration 0016; `search.ts`).
 */
function insuredSearch(db: Database, q: string) {
  return listSearch(db, searchMatches(insureds.search, q), { table: insureds, id: insureds.id, filters: mainHolder });
}

export function insuredRepository(db: Database) {
  return {
    /** One page of main holders, sorted on the server, each with its additional holder. */
    async page(query: InsuredListQuery): Promise<InsuredListRow[]> {
      const order = listOrder(insuredSortColumns[query.sort], insureds.id, query.order);
      const read = (from: typeof insureds, where: SQL | undefined) =>
        pageByIds(db, insureds, insureds.id, { from, where, order, page: query });
      // By name or by date, a search walks an index with the search text beside the order
      // (insureds_main_full_name_id_search, insureds_main_created_at_id_search: migrations 0017, 0019):
      // no table row read per holder.
      const walkLimit = query.sort === 'full_name' || query.sort === 'created_at' ? searchIndexWalkLimit : undefined;
      const rows = query.q
        ? await insuredSearch(db, query.q).page({ order, walkLimit, limit: query.limit }, read)
        : await read(insureds, mainHolder);
      const holders = await this.additionalHolders(rows.map((r) => r.id));
      return rows.map((insured) => ({ insured, addHolder: holders.get(insured.id) ?? null }));
    },

    /** How many main holders the list or a search holds. */
    count({ q }: { q?: string | undefined }): Promise<ListTotal> {
      return q ? insuredSearch(db, q).total() : listTotal(db, insureds, mainHolder);
    },

    async additionalHolders(mainIds: number[]): Promise<Map<number, InsuredRow>> {
      if (mainIds.length === 0) return new Map();
      const rows = await db.select().from(insureds).where(inArray(insureds.primary_insured_id, mainIds));
      return new Map(rows.map((r) => [r.primary_insured_id!, r]));
    },

    /** A main holder and its additional holder; undefined for an unknown id or an additional holder's id. */
    async findWithHolder(id: number): Promise<{ insured: InsuredRow; addHolder: InsuredRow | null } | undefined> {
      const [insured] = await db
        .select()
        .from(insureds)
        .where(and(eq(insureds.id, id), mainHolder));
      if (!insured) return undefined;
      const [addHolder] = await db.select().from(insureds).where(eq(insureds.primary_insured_id, id));
      return { insured, addHolder: addHolder ?? null };
    },

    async update(id: number, values: HolderWrite): Promise<InsuredRow | undefined> {
      const [row] = await db
        .update(insureds)
        .set({ ...values, updated_at: new Date() })
        .where(eq(insureds.id, id))
        .returning();
      return row;
    },

    async setWbCode(id: number, wbCode: string | null): Promise<void> {
      await db.update(insureds).set({ wb_code: wbCode, updated_at: new Date() }).where(eq(insureds.id, id));
    },

    /** Sets the additional holder (creating it when missing), or removes it when `values` is null. */
    async replaceAdditionalHolder(mainId: number, values: HolderWrite | null): Promise<InsuredRow | null> {
      if (!values) {
        await db.delete(insureds).where(eq(insureds.primary_insured_id, mainId));
        return null;
      }
      const [row] = await db
        .insert(insureds)
        .values({ ...values, primary_insured_id: mainId })
        .onConflictDoUpdate({ target: insureds.primary_insured_id, set: { ...values, updated_at: new Date() } })
        .returning();
      return row!;
    },
  };
}
export type InsuredRepository = ReturnType<typeof insuredRepository>;
