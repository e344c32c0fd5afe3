import { z } from 'zod';
import { listQuerySchema } from '../backoffice/lists';
import { dataResponse, idParams, listResponse, nullableTimestamp, staffErrors } from './envelopes';
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

const tags = ['outbox'];

/** Staff: the mail the server sent or kept, newest first. */
export const outboxApi = {
  list: defineEndpoint({ method: 'GET', path: '/outbox', summary: 'Mail sent or kept, newest first', tags, auth: 'staff', query: listQuerySchema, responses: { 200: listResponse(outboxEmail), ...staffErrors } }),
  get: defineEndpoint({ method: 'GET', path: '/outbox/:id', summary: 'One mail, with its HTML', tags, auth: 'staff', params: idParams, responses: { 200: dataResponse(outboxEmail), ...staffErrors } }),
};

export type OutboxStatus = (typeof outboxStatuses)[number];
export type OutboxEmail = z.output<typeof outboxEmail>;
