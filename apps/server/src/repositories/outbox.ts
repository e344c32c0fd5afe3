import type { OutboxSort } from '@buildcover/domain/api';
import { and, eq, inArray, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { outboxEmails, outboxStatuses } from '../db/schema';

export type OutboxRow = typeof outboxEmails.$inferSelect;
export type NewOutboxEmail = typeof outboxEmails.$inferInsert;
import { type Pagination } from '../http/schemas';
import { listOrder } from './listOrder';
import { listTotal, type ListTotal } from './listTotal';
import { listSearch, searchIndexWalkLimit, searchMatches } from './search';
import { pageIds } from './pageByIds';

export type OutboxStatus = (typeof outboxStatuses)[number];

/** What the Mail list shows of a mail: not its bodies or attachments (base64 documents), which it never reads. */
const listColumns = {
  id: outboxEmails.id,
  to: outboxEmails.to,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
  error: outboxEmails.error,
  quote_id: outboxEmails.quote_id,
  policy_id: outboxEmails.policy_id,
  created_at: outboxEmails.created_at,
  sent_at: outboxEmails.sent_at,
};
export type OutboxListRow = Pick<OutboxRow, keyof typeof listColumns>;

export const outboxSortColumns: Record<OutboxSort, AnyColumn> = {
  created_at: outboxEmails.created_at,
  to: outboxEmails.to,
  subject: outboxEmails.subject,
  status: outboxEmails.status,
};

export interface OutboxListQuery extends Pagination {
  q?: string | undefined;
  status?: OutboxStatus | undefined;
  sort: OutboxSort;
  order: 'asc' | 'desc';
}

/** The mail the product sent or kept, for the back office's Mail screen. */
export function outboxRepository(db: Database) {
  const filters = (query: Pick<OutboxListQuery, 'status'>): SQL | undefined =>
    query.status ? eq(outboxEmails.status, query.status) : undefined;
  /** Mail matching a search: its recipient or subject (`search.ts`). */
  const search = (q: string, query: Pick<OutboxListQuery, 'status'>) =>
    listSearch(db, searchMatches(outboxEmails.search, q), {
      table: outboxEmails,
      id: outboxEmails.id,
      filters: filters(query),
    });
  return {
    async create(values: NewOutboxEmail): Promise<OutboxRow> {
      const [row] = await db.insert(outboxEmails).values(values).returning();
      return row!;
    },

    async recordDelivery(
      id: number,
      outcome: { status: 'sent'; sent_at: Date } | { status: 'failed'; error: string },
    ): Promise<OutboxRow> {
      const [row] = await db
        .update(outboxEmails)
        .set({ ...outcome, attempts: 1 })
        .where(eq(outboxEmails.id, id))
        .returning();
      return row!;
    },

    async page(query: OutboxListQuery) {
      const order = listOrder(outboxSortColumns[query.sort], outboxEmails.id, query.order);
      const read = (from: typeof outboxEmails, where: SQL | undefined): Promise<OutboxListRow[]> =>
        db
          .select(listColumns)
          .from(outboxEmails)
          .where(inArray(outboxEmails.id, pageIds(db, outboxEmails.id, { from, where, order, page: query })))
          .orderBy(...order);
      // By recipient or by date, a search walks an index with the search text beside the order
      // (outbox_emails_to_id_search, outbox_emails_created_at_id_search: migrations 0018, 0019): no
      // table row read per mail. A status filter is not in those indexes: that walk reads the table.
      const walkLimit =
        !query.status && (query.sort === 'to' || query.sort === 'created_at') ? searchIndexWalkLimit : undefined;
      return query.q
        ? search(query.q, query).page({ order, walkLimit, limit: query.limit }, read)
        : read(outboxEmails, filters(query));
    },
    count(query: Pick<OutboxListQuery, 'q' | 'status'>): Promise<ListTotal> {
      return query.q ? search(query.q, query).total() : listTotal(db, outboxEmails, filters(query));
    },
    async findById(id: number) {
      const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id));
      return row;
    },
  };
}
export type OutboxRepository = ReturnType<typeof outboxRepository>;
