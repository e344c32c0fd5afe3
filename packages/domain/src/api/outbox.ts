import { z } from 'zod';
import { listQuerySchema } from '../backoffice/listQuery';
import { searchMinLength } from '../backoffice/lists';
import {
  dataResponse,
  errors,
  idParams,
  listResponse,
  nullableTimestamp,
  savedResponse,
  staffErrors,
  staffListErrors,
} from './envelopes';
import { defineEndpoint } from './endpoint';

/** Where a mail stands: kept (no SMTP_URL), queued, sent or failed (SMTP refused it; see `error`). */
export const outboxStatuses = ['queued', 'kept', 'sent', 'failed'] as const;

/** One mail the server sent or kept. */
export const outboxEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  html: z.string(),
  text: z.string().nullable(),
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
  error: z.string().nullable(),
  quote_id: z.number().int().nullable(),
  policy_id: z.number().int().nullable(),
  created_at: nullableTimestamp,
  sent_at: nullableTimestamp,
});

/**
 * One mail as the Mail list shows it: without its bodies and attachments, which only the mail's own
 * page reads (a policy-documents mail carries its documents, base64, in `attachments`).
 */
export const outboxEmailListItem = outboxEmail.omit({ html: true, text: true, attachments: true });

const tags = ['outbox'];

/** Columns the outbox can be sorted by (server side). */
export const outboxSortKeys = ['created_at', 'to', 'subject', 'status'] as const;
export type OutboxSort = (typeof outboxSortKeys)[number];

/** A list's optional search term (`q`): from 3 characters; blank is the plain list. */
export const optionalSearchTerm = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((q) => (q ? q : undefined))
  .refine((q) => q === undefined || q.length >= searchMinLength, `Search needs at least ${searchMinLength} characters`);

export const outboxListQuery = listQuerySchema.extend({
  sort: z.enum(outboxSortKeys, { error: `sort must be one of: ${outboxSortKeys.join(', ')}` }).default('created_at'),
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  status: z.enum(outboxStatuses, { error: `status must be one of: ${outboxStatuses.join(', ')}` }).optional(),
  q: optionalSearchTerm,
});

/** POST /outbox/{id}/resend: optionally to another address (a customer who gave a mistyped one). */
export const outboxResendBody = z
  .object({ to: z.email('Please enter a valid email address.').max(254).optional() })
  .optional();

/** Staff: the mail the server sent or kept, newest first. */
export const outboxApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/outbox',
    summary: 'Mail sent or kept, newest first; by status, searched by recipient or subject, sorted',
    tags,
    auth: 'staff',
    query: outboxListQuery,
    responses: { 200: listResponse(outboxEmailListItem), ...staffListErrors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/outbox/:id',
    summary: 'One mail, with its HTML',
    tags,
    auth: 'staff',
    params: idParams,
    responses: { 200: dataResponse(outboxEmail), ...staffErrors },
  }),
  resend: defineEndpoint({
    method: 'POST',
    path: '/outbox/:id/resend',
    summary: 'Send a kept or sent mail again, as a new outbox entry, to the same or a corrected address (admin)',
    tags,
    auth: 'admin',
    params: idParams,
    body: outboxResendBody,
    responses: { 200: savedResponse(outboxEmail), ...errors(400, 401, 403, 404, 502) },
  }),
};

export type OutboxStatus = (typeof outboxStatuses)[number];
export type OutboxEmail = z.output<typeof outboxEmail>;
export type OutboxEmailListItem = z.output<typeof outboxEmailListItem>;
