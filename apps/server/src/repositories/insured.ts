import { and, asc, count, desc, eq, exists, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { insureds, quotes } from '../db/schema';
import { containsPattern, type Pagination } from '../http/schemas';
import type { InsuredRow } from './quoteAggregate';

/** Columns the insured list can sort by (its table headers). */
export const insuredSortColumns = {
  full_name: insureds.full_name,
  email: insureds.email,
  contact_no: insureds.contact_no,
  wb_code: insureds.wb_code,
  created_at: insureds.created_at,
} as const;
export type InsuredSort = keyof typeof insuredSortColumns;

export interface InsuredListQuery extends Pagination {
  q?: string | undefined;
  sort: InsuredSort;
  order: 'asc' | 'desc';
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

function searchCondition(q: string): SQL | undefined {
  const pattern = containsPattern(q);
  return or(
    ilike(insureds.full_name, pattern),
    ilike(insureds.first_name, pattern),
    ilike(insureds.last_name, pattern),
    ilike(insureds.email, pattern),
    ilike(insureds.wb_code, pattern),
    // The reference of any of the insured's quotes.
    exists(sql`(select 1 from ${quotes} where ${quotes.insured_id} = ${insureds.id} and ${quotes.ref} ilike ${pattern})`),
  );
}

export function insuredRepository(db: Database) {
  return {
    async list(query: InsuredListQuery): Promise<{ results: { insured: InsuredRow; addHolder: InsuredRow | null }[]; count: number }> {
      const where = query.q ? and(mainHolder, searchCondition(query.q)) : mainHolder;
      const column = insuredSortColumns[query.sort];
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(insureds)
          .where(where)
          .orderBy(sql`${column} ${sql.raw(query.order === 'asc' ? 'asc' : 'desc')} nulls last`, query.order === 'asc' ? asc(insureds.id) : desc(insureds.id))
          .offset(query.start)
          .limit(query.limit),
        db.select({ value: count() }).from(insureds).where(where),
      ]);
      const holders = await this.additionalHolders(rows.map((r) => r.id));
      return { results: rows.map((insured) => ({ insured, addHolder: holders.get(insured.id) ?? null })), count: total?.value ?? 0 };
    },

    async additionalHolders(mainIds: number[]): Promise<Map<number, InsuredRow>> {
      if (mainIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(insureds)
        .where(inArray(insureds.primary_insured_id, mainIds));
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
