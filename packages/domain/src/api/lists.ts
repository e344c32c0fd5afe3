import { z } from 'zod';
import { listQuerySchema, searchQuerySchema } from '../backoffice/listQuery';
import { searchMinLength } from '../backoffice/lists';

/** Names the admin tables may send for a column, mapped to the server's sort keys. */
const sortAliases: Record<string, string> = {
  insured: 'full_name',
  insured_name: 'full_name',
  name: 'full_name',
  inception: 'inception_date',
  effective_date: 'inception_date',
  end: 'end_date',
  expiry_date: 'end_date',
  expiration_date: 'end_date',
  premium: 'premium_amount',
  // Accessor paths of nested columns (e.g. a DataTable column over `insured.full_name`).
  'insured.full_name': 'full_name',
  'insured.wb_code': 'wb_code',
  'address.state': 'state',
};

/** `sort`/`order` query params for a server-side sorted list over `columns`. */
export function sortQuery<const K extends readonly [string, ...string[]]>(columns: K, defaultColumn: K[number]) {
  return z.object({
    // A caller sends any column name (string); the server reads it as one of `columns`. A list's own
    // column name wins over an alias (the users list sorts by `name`, not `full_name`).
    sort: z
      .string({ error: `sort must be one of: ${columns.join(', ')}` })
      .transform((v) => ((columns as readonly string[]).includes(v) ? v : (sortAliases[v] ?? v)))
      .pipe(z.enum(columns, { error: `sort must be one of: ${columns.join(', ')}` }))
      .default(defaultColumn),
    order: z
      .enum(['asc', 'desc'], { error: 'order must be asc or desc' })
      .default(defaultColumn === 'created_at' ? 'desc' : 'asc'),
  });
}

/** A page of a list sorted on the server. */
export const sortedListQuery = <const K extends readonly [string, ...string[]]>(columns: K, defaultColumn: K[number]) =>
  listQuerySchema.extend(sortQuery(columns, defaultColumn).shape);

/** A page of a search (q from 3 characters) sorted on the server. */
export const sortedSearchQuery = <const K extends readonly [string, ...string[]]>(
  columns: K,
  defaultColumn: K[number],
) => searchQuerySchema.extend(sortQuery(columns, defaultColumn).shape);

/** Search from 3 characters (back-office rule). */
export const searchTerm = z.object({
  q: z.string().trim().min(searchMinLength, 'Search needs at least 3 characters').max(100),
});
