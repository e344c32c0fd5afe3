import { api, type PaymentTransaction } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff, requireSuperAdmin } from '../auth/guards';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { iso, listBody } from '../http/schemas';
import type { TransactionRow } from '../repositories/transactions';
import { refundPayment } from './refund';

export type TransactionItem = PaymentTransaction;

export function presentTransaction(row: TransactionRow): TransactionItem {
  const { threeds, threeds_verified, refund_requested_at, refund_reason, refunded_at, refunded_by_name, ...rest } = row;
  return {
    ...rest,
    threeds: threeds ? { ...threeds, verified: threeds_verified } : null,
    refund:
      refund_requested_at || refunded_at
        ? {
            status: refunded_at ? 'refunded' : 'in_progress',
            reason: refund_reason,
            requested_at: iso(refund_requested_at),
            refunded_at: iso(refunded_at),
            refunded_by: refunded_by_name,
          }
        : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/**
 * GET /api/v1/payments (staff): every card payment attempt — filter by `status` or `quote_id`,
 * search with `q` (reference, card, quote ref, holder), sorted and paged on the server; the real
 * data behind the back office's Transactions view. GET /api/v1/payments/{id}: one.
 * POST /api/v1/payments/{id}/refund (super_admin): refunds it through the gateway (src/payments/refund.ts).
 */
const transactionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.payments.list),
    preHandler: requireStaff,
    handler: async (request) => {
      const [rows, total] = await Promise.all([
        app.repos.transactions.page(request.query),
        app.repos.transactions.count(request.query),
      ]);
      return listBody(rows.map(presentTransaction), total);
    },
  });

  app.route({
    ...route(api.payments.get),
    preHandler: requireStaff,
    handler: async (request) => {
      const row = await app.repos.transactions.findById(request.params.id);
      if (!row) throw notFound('Transaction not found');
      return { success: true as const, data: presentTransaction(row) };
    },
  });

  app.route({
    ...route(api.payments.refund),
    preHandler: requireSuperAdmin,
    handler: async (request) => {
      const row = await refundPayment(app, request, request.params.id, request.body.reason);
      return { success: true as const, message: row.message, data: presentTransaction(row.transaction) };
    },
  });
};

export default transactionRoutes;
