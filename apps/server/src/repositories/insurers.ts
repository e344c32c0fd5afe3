import { and, asc, count, desc, eq, ilike, isNull, max, or, sql } from 'drizzle-orm';
import type { InsurerFields } from '@buildcover/domain';
import type { insurerSortKeys } from '@buildcover/domain/api';
import type { Database } from '../db/database';
import { files, insurerDocuments, insurers, policies, quotes, type InsurerSettings } from '../db/schema';
import { iso, type Pagination } from '../http/schemas';
import { containsPattern } from './containsPattern';
import { fileUrl } from './files';
import { listOrder } from './listOrder';

export type InsurerRecord = typeof insurers.$inferSelect;
export type InsurerDocumentKind = (typeof insurerDocuments.$inferSelect)['kind'];

const live = isNull(insurers.deleted_at);

/** The insurers table's columns, by the contract's sort keys (text without regard to case). */
const insurerSortColumns = {
  name: sql`lower(${insurers.name})`,
  uid: sql`lower(${insurers.uid})`,
  abn: insurers.abn,
  afsl: insurers.afsl,
  state: insurers.state,
  created_at: insurers.created_at,
} satisfies Record<(typeof insurerSortKeys)[number], unknown>;

export interface InsurerListQuery extends Pagination {
  sort?: keyof typeof insurerSortColumns;
  order?: 'asc' | 'desc';
}
// Written out with qualified names: drizzle leaves columns unqualified inside a select's sql.
const latestVersion = (kind: InsurerDocumentKind) =>
  sql<
    number | null
  >`(select max(d.version) from insurer_documents d where d.insurer_id = "insurers"."id" and d.kind = ${kind})`;

const withVersions = {
  insurer: insurers,
  pds_doc_version: latestVersion('pds'),
  fsg_doc_version: latestVersion('fsg'),
};

export type InsurerWithVersions = {
  insurer: InsurerRecord;
  pds_doc_version: number | null;
  fsg_doc_version: number | null;
};

/** An insurer as the API shows it (back-office §3 Insurer), with document links and versions. */
export function toInsurerView({ insurer, pds_doc_version, fsg_doc_version }: InsurerWithVersions) {
  const { deleted_at: _deleted, created_at, updated_at, ...fields } = insurer;
  return {
    ...fields,
    insurers_id: insurer.id,
    pds_url: insurer.pds_doc ? fileUrl(insurer.pds_doc) : null,
    fsg_url: insurer.fsg_doc ? fileUrl(insurer.fsg_doc) : null,
    pds_doc_version: pds_doc_version === null ? null : Number(pds_doc_version),
    fsg_doc_version: fsg_doc_version === null ? null : Number(fsg_doc_version),
    created_at: iso(created_at),
    updated_at: iso(updated_at),
  };
}
export type InsurerView = ReturnType<typeof toInsurerView>;

export function insurerRepository(db: Database) {
  return {
    async list(page: InsurerListQuery, q?: string): Promise<{ results: InsurerWithVersions[]; count: number }> {
      const pattern = q ? containsPattern(q) : '';
      const where = q
        ? and(
            live,
            or(
              ilike(insurers.name, pattern),
              ilike(insurers.email, pattern),
              ilike(insurers.uid, pattern),
              ilike(insurers.abn, pattern),
              ilike(insurers.afsl, pattern),
            ),
          )
        : live;
      const [results, [total]] = await Promise.all([
        db
          .select(withVersions)
          .from(insurers)
          .where(where)
          .orderBy(...listOrder(insurerSortColumns[page.sort ?? 'created_at'], insurers.id, page.order ?? 'desc'))
          .offset(page.start)
          .limit(page.limit),
        db.select({ value: count() }).from(insurers).where(where),
      ]);
      return { results, count: total?.value ?? 0 };
    },

    async findById(id: number): Promise<InsurerWithVersions | undefined> {
      const [row] = await db
        .select(withVersions)
        .from(insurers)
        .where(and(eq(insurers.id, id), live));
      return row;
    },

    /** The insurer that prices public quotes automatically: the longest-standing live insurer on the panel. */
    async panelInsurer(): Promise<InsurerRecord | undefined> {
      const [row] = await db
        .select()
        .from(insurers)
        .where(live)
        .orderBy(asc(insurers.created_at), asc(insurers.id))
        .limit(1);
      return row;
    },

    async uidTaken(uid: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: insurers.id })
        .from(insurers)
        .where(and(live, eq(sql`lower(${insurers.uid})`, uid.trim().toLowerCase())));
      return rows.some((r) => r.id !== exceptId);
    },

    async create(values: InsurerFields): Promise<InsurerRecord> {
      const [row] = await db.insert(insurers).values(values).returning();
      return row!;
    },

    async update(
      id: number,
      values: Partial<InsurerFields> & { pds_doc?: string; fsg_doc?: string },
    ): Promise<InsurerRecord | undefined> {
      const [row] = await db
        .update(insurers)
        .set({ ...values, updated_at: new Date() })
        .where(and(eq(insurers.id, id), live))
        .returning();
      return row;
    },

    /** A live insurer's settings, or undefined; `forUpdate` locks the row until the transaction ends, so concurrent edits merge. */
    async findSettings(id: number, { forUpdate = false } = {}): Promise<InsurerSettings | undefined> {
      const query = db
        .select({ settings: insurers.settings })
        .from(insurers)
        .where(and(eq(insurers.id, id), live));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row?.settings;
    },

    async saveSettings(id: number, settings: InsurerSettings): Promise<void> {
      await db
        .update(insurers)
        .set({ settings, updated_at: new Date() })
        .where(and(eq(insurers.id, id), live));
    },

    /** True when a quote or policy names the insurer: then it is only hidden, never removed. */
    /** How many quotes and policies name the insurer (they keep it when it leaves the panel). */
    async holds(id: number): Promise<{ quotes: number; policies: number }> {
      const [q] = await db.select({ value: count() }).from(quotes).where(eq(quotes.insurer_id, id));
      const [p] = await db.select({ value: count() }).from(policies).where(eq(policies.insurer_id, id));
      return { quotes: q?.value ?? 0, policies: p?.value ?? 0 };
    },

    async isReferenced(id: number): Promise<boolean> {
      const { quotes: quoteCount, policies: policyCount } = await this.holds(id);
      return quoteCount + policyCount > 0;
    },

    async softDelete(id: number): Promise<void> {
      await db.update(insurers).set({ deleted_at: new Date(), updated_at: new Date() }).where(eq(insurers.id, id));
    },

    /** Removes an unreferenced insurer with its document history; returns the file keys to delete from storage. */
    async hardDelete(id: number): Promise<string[]> {
      const owned = await db.select({ key: files.key }).from(files).where(eq(files.insurer_id, id));
      await db.delete(insurerDocuments).where(eq(insurerDocuments.insurer_id, id));
      await db.delete(files).where(eq(files.insurer_id, id));
      await db.delete(insurers).where(eq(insurers.id, id));
      return owned.map((f) => f.key);
    },

    /** Adds the next version of a PDS or FSG and returns its number. */
    async addDocumentVersion(
      id: number,
      kind: InsurerDocumentKind,
      fileKey: string,
      userId: number | null,
    ): Promise<number> {
      const [current] = await db
        .select({ version: max(insurerDocuments.version) })
        .from(insurerDocuments)
        .where(and(eq(insurerDocuments.insurer_id, id), eq(insurerDocuments.kind, kind)));
      const version = (current?.version ?? 0) + 1;
      await db
        .insert(insurerDocuments)
        .values({ insurer_id: id, kind, version, file_key: fileKey, uploaded_by: userId });
      return version;
    },
  };
}
export type InsurerRepository = ReturnType<typeof insurerRepository>;
