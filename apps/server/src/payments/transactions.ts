import { refundRequestSchema, transactionStatuses } from '@buildcover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff, requireSuperAdmin } from '../auth/guards';
import { notFound } from '../http/errors';
import { errorResponse, idParams, iso, listBody, listResponse, optionalSearch, paginationQuery } from '../http/schemas';
import { transactionSortColumns, type TransactionRow, type TransactionSort } from '../repositories/transactions';
import { idParam, sortQuery } from '@buildcover/domain/api';
import { refundPayment } from './refund';

const sortKeys = Object.keys(transactionSortColumns) as [TransactionSort, ...TransactionSort[]];

const transaction = z.object({
  id: z.number(),
  status: z.enum(transactionStatuses),
  quote_id: z.number(),
  quote_ref: z.string(),
  policy_id: z.number(),
  policy_num: z.string().nullable(),
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
  threeds: z
    .object({ version: z.string(), eci: z.string(), directory_server_txn_id: z.string(), verified: z.boolean().nullable() })
    .nullable()
    .describe('3-D Secure: the version and ECI the browser handed over, and whether the gateway confirmed them'),
  refund: z
    .object({ status: z.enum(['in_progress', 'refunded']), reason: z.string().nullable(), requested_at: z.string().nullable(), refunded_at: z.string().nullable(), refunded_by: z.string().nullable() })
    .nullable(),
  refund_error: z.string().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type TransactionItem = z.infer<typeof transaction>;

export function presentTransaction(row: TransactionRow): TransactionItem {
  const { threeds, threeds_verified, refund_requested_at, refund_reason, refunded_at, refunded_by_name, ...rest } = row;
  return {
    ...rest,
    threeds: threeds ? { ...threeds, verified: threeds_verified } : null,
    refund:
      refund_requested_at || refunded_at
        ? { status: refunded_at ? 'refunded' : 'in_progress', reason: refund_reason, requested_at: iso(refund_requested_at), refunded_at: iso(refunded_at), refunded_by: refunded_by_name }
        : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const transactionsQuery = paginationQuery.extend({
  ...sortQuery(sortKeys, 'created_at').shape,
  status: z.enum(transactionStatuses, { error: `status must be one of: ${transactionStatuses.join(', ')}` }).optional(),
  quote_id: idParam.optional(),
  q: optionalSearch,
});

const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse, 502: errorResponse };

/**
 * GET /api/v1/payments (staff): every card payment attempt — filter by `status` or `quote_id`,
 * search with `q` (reference, card, quote ref, holder), sorted and paged on the server; the real
 * data behind the back office's Transactions view. GET /api/v1/payments/{id}: one.
 * POST /api/v1/payments/{id}/refund (super_admin): refunds it through the gateway (src/payments/refund.ts).
 */
const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payments',
    { preHandler: requireStaff, schema: { tags: ['payments'], security: [{ bearer: [] }], querystring: transactionsQuery, response: { 200: listResponse(transaction), ...errors } } },
    async (request) => {
      const [rows, total] = await Promise.all([app.repos.transactions.page(request.query), app.repos.transactions.count(request.query)]);
      return listBody(rows.map(presentTransaction), total);
    },
  );

  app.get(
    '/payments/:id',
    { preHandler: requireStaff, schema: { tags: ['payments'], security: [{ bearer: [] }], params: idParams, response: { 200: z.object({ success: z.literal(true), data: transaction }), ...errors } } },
    async (request) => {
      const row = await app.repos.transactions.findById(request.params.id);
      if (!row) throw notFound('Transaction not found');
      return { success: true as const, data: presentTransaction(row) };
    },
  );

  app.post(
    '/payments/:id/refund',
    {
      preHandler: requireSuperAdmin,
      schema: {
        tags: ['payments'],
        security: [{ bearer: [] }],
        params: idParams,
        body: refundRequestSchema,
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: transaction }), ...errors },
      },
    },
    async (request) => {
      const row = await refundPayment(app, request, request.params.id, request.body.reason);
      return { success: true as const, message: row.message, data: presentTransaction(row.transaction) };
    },
  );
};

export default transactionRoutes;
