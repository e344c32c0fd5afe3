import { z } from 'zod';
import { listQuerySchema } from '../backoffice/listQuery';
import { idParams, listResponse, staffErrors, timestamp } from './envelopes';
import { defineEndpoint } from './endpoint';

/** One thing that happened to a quote: who, when, what, and the values it changed. */
export const quoteHistoryEntry = z.object({
  /** 'audit-12' or 'mail-4': unique across the two sources. */
  id: z.string(),
  at: timestamp,
  /** 'Name <email>' for staff, 'public' for the customer, 'system' for mail the server sent. */
  actor: z.string(),
  action: z.string(),
  /** What the action is called (domain historyActionLabel). */
  label: z.string(),
  /** Old → new as staff read them: an insurer by its name (field 'insurer'), a stored file by the name it was uploaded with. */
  changes: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});

export const quoteHistoryApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/quotes/:id/history',
    summary: "A quote's history, newest first: staff changes, the customer's submission and payment, mail sent",
    tags: ['quotes'],
    auth: 'staff',
    params: idParams,
    query: listQuerySchema,
    responses: { 200: listResponse(quoteHistoryEntry), ...staffErrors },
  }),
};

export type QuoteHistoryEntry = z.output<typeof quoteHistoryEntry>;
