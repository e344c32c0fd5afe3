import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../auth/guards';
import { insureds, paymentStatuses, payments, quotes } from '../db/schema';
import { notFound } from '../http/errors';
import { errorResponse, iso, listBody, paginationQuery } from '../http/schemas';

const transaction = z.object({
  id: z.number(),
  status: z.enum(paymentStatuses),
  quote_id: z.number(),
  quote_ref: z.string(),
  policy_id: z.number(),
  full_name: z.string(),
  gateway: z.string(),
  drn: z.string().nullable(),
  currency: z.string(),
  amount: z.string(),
  surcharge_amount: z.string(),
  total_amount: z.string(),
  card_scheme: z.string().nullable(),
  card_number_mask: z.string().nullable(),
  card_holder_name: z.string().nullable(),
  gateway_reference: z.string().nullable(),
  error_message: z.string().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});

const columns = {
  id: payments.id,
  status: payments.status,
  quote_id: payments.quote_id,
  quote_ref: quotes.ref,
  policy_id: payments.policy_id,
  full_name: insureds.full_name,
  gateway: payments.gateway,
  drn: payments.drn,
  currency: payments.currency,
  amount: payments.amount,
  surcharge_amount: payments.surcharge_amount,
  total_amount: payments.total_amount,
  card_scheme: payments.card_scheme,
  card_number_mask: payments.card_number_mask,
  card_holder_name: payments.card_holder_name,
  gateway_reference: payments.gateway_reference,
  error_message: payments.error_message,
  created_at: payments.created_at,
  updated_at: payments.updated_at,
};

const present = <T extends { created_at: Date; updated_at: Date }>(row: T) => ({ ...row, created_at: iso(row.created_at), updated_at: iso(row.updated_at) });

/**
 * GET /api/v1/payments (staff): every card payment attempt, newest first, optionally by status or
 * quote — the real data behind the back office's Transactions view. GET /api/v1/payments/{id}: one.
 */
const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = () => app.db.select(columns).from(payments).innerJoin(quotes, eq(quotes.id, payments.quote_id)).innerJoin(insureds, eq(insureds.id, quotes.insured_id));

  app.get(
    '/payments',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        querystring: paginationQuery.extend({ status: z.enum(paymentStatuses).optional(), quote_id: z.coerce.number().int().positive().optional() }),
        response: { 200: z.object({ success: z.literal(true), data: z.object({ results: z.array(transaction), count: z.number().int() }) }), 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const { start, limit, status, quote_id } = request.query;
      const conditions: SQL[] = [];
      if (status) conditions.push(eq(payments.status, status));
      if (quote_id) conditions.push(eq(payments.quote_id, quote_id));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [total]] = await Promise.all([
        base().where(where).orderBy(desc(payments.created_at), desc(payments.id)).offset(start).limit(limit),
        app.db.select({ value: count() }).from(payments).where(where),
      ]);
      return listBody(rows.map(present), total?.value ?? 0);
    },
  );

  app.get(
    '/payments/:id',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: z.object({ success: z.literal(true), data: transaction }), 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const [row] = await base().where(eq(payments.id, request.params.id));
      if (!row) throw notFound('Transaction not found');
      return { success: true as const, data: present(row) };
    },
  );
};

export default transactionRoutes;
