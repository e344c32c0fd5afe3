import { z } from 'zod';
import { maxId } from './endpoint';

/** One field problem: the dotted path of the field (`add_holder.email`) and what is wrong with it. */
export const fieldError = z.object({ path: z.string(), message: z.string() });

/** Every failure, Fastify's own included: `{ success: false, message, errors?: [{ path, message }] }`. */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(fieldError).optional(),
});

/** What each failure status means, for the OpenAPI document. */
const errorMeanings = {
  400: 'Invalid input: `errors` lists each field with its message',
  401: 'No valid access token (or quote access token)',
  402: 'The card payment was refused',
  403: 'The role or token does not allow this',
  404: 'Unknown id, or not visible to this caller',
  405: 'The path does not have this method: `Allow` lists the ones it has',
  409: 'Conflicts with a stored record',
  410: 'It existed but has expired',
  413: 'The request body or file is too large',
  414: 'The address (a path parameter) is too long',
  415: 'Unsupported content type: JSON bodies need application/json',
  429: 'Too many requests: try again later',
  500: 'Something went wrong at our end',
  502: 'A service the call relies on (the card gateway, the mail server) refused or did not answer',
  503: 'A service the call needs is unavailable',
} as const;

export type ErrorStatus = keyof typeof errorMeanings;

/** The error body for each status a route can answer, e.g. `...errors(400, 401, 404)`. */
export function errors<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorResponse } {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse.describe(errorMeanings[status])])) as {
    [K in S[number]]: typeof errorResponse;
  };
}

/** A staff call's failures: bad input, no session, wrong role, unknown id. */
export const staffErrors = errors(400, 401, 403, 404);

/** A staff list's failures: bad input, no session, wrong role (no path parameter, so no unknown id). */
export const staffListErrors = errors(400, 401, 403);

/** `{ success: true, data }`. */
export const dataResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** `{ success: true, message }`. */
export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

/** `{ success: true, message, data }`: a change and the record as saved. */
export const savedResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string(), data });

/** True when `count` is the database's estimate, not a count: a list past `exactListCountLimit` rows. */
export const countEstimated = z
  .boolean()
  .optional()
  .describe('true when count is an estimate (more than 1,000 rows match); absent or false when it is exact');

/** One page and the total across all pages (`count` stays the total past the last page). */
export const listPage = <T extends z.ZodType>(item: T) =>
  z.object({ results: z.array(item), count: z.number().int().min(0), count_estimated: countEstimated });

/** Lists: `{ success, data: { results, count } }`. */
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: listPage(item) });

/**
 * Search and the lists the spec reads at the top level: both readings,
 * `{ success, results, count, data: { results, count } }`.
 */
export const searchResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    results: z.array(item),
    count: z.number().int().min(0),
    count_estimated: countEstimated,
    data: listPage(item),
  });

/** A rendered document: the success answer is `text/html`. */
export const htmlDocument = z.string().describe('An HTML document (text/html)');

/** A stored file's bytes (`binary: true`): never serialised, sent in the file's own content type. */
export const fileBytes = z
  .unknown()
  .meta({ type: 'string', format: 'binary', description: "The file's bytes, in its own content type" });

/** 304 Not Modified: no body at all (the OpenAPI document declares no content for it). */
export const notModified = z.null().describe('Not modified: the ETag in If-None-Match is current; no body');

/** A database id in a path: a positive integer the database can store. */
export const idParam = z.coerce.number().int().min(1).max(maxId);

/** `/:id` */
export const idParams = z.object({ id: idParam });

/** ISO 8601 timestamp as the API writes it, or null when empty. */
export const timestamp = z.string().describe('ISO 8601 date-time');
export const nullableTimestamp = timestamp.nullable();
