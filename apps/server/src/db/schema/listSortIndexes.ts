import type { SQL } from 'drizzle-orm';
import { index, type ExtraConfigColumn, type IndexBuilder } from 'drizzle-orm/pg-core';

/**
 * The indexes a server-sorted list reads a page from (ORDER BY from src/repositories/listOrder.ts):
 * (column, id), which a NOT NULL column reads forwards or backwards, plus (column desc nulls last,
 * id desc) for a nullable one, whose nulls stay last when sorted descending. `where` matches the
 * list's own rows (e.g. bound policies) so the index holds only those.
 */
export function listSortIndexes(
  name: string,
  column: ExtraConfigColumn,
  id: ExtraConfigColumn,
  where?: SQL,
): IndexBuilder[] {
  const scoped = (builder: IndexBuilder) => (where ? builder.where(where) : builder);
  const ascending = scoped(index(`${name}_id`).on(column, id));
  if (column.notNull) return [ascending];
  return [ascending, scoped(index(`${name}_desc_id`).on(column.desc().nullsLast(), id.desc().nullsFirst()))];
}
