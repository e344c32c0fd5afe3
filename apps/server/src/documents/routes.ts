import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { api, policyDocumentKinds } from '@buildcover/domain/api';
import { requireStaff } from '../auth/guards';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { optionalQuoteAccess } from '../auth/quoteAccess';
import { loadPolicyDocumentData } from './load';
import { documentTitles, renderPolicyDocument, type DocumentKind } from './render';

/** Documents a quote access token may also open: the schedule always; the certificate and the invoice once the policy is paid. */
const customerReadable: readonly DocumentKind[] = ['schedule', 'certificate', 'invoice'];
const customerReadableOnlyPaid: readonly DocumentKind[] = ['certificate', 'invoice'];

/**
 * POST /api/v1/quotes/policy/{policyId}/schedule|closing|invoice|certificate?format=html — the
 * policy documents as printable HTML, rendered from the stored quote (staff bearer; the schedule,
 * and once paid the certificate and invoice, also with the quote's access token).
 */
const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const kind of policyDocumentKinds) {
    app.route({
      ...route(api.documents[kind]),
      preHandler: async (request, reply) => {
        if (customerReadable.includes(kind)) {
          const access = await optionalQuoteAccess(request);
          if (access) {
            request.quoteAccess = access;
            return;
          }
        }
        await requireStaff.call(app, request, reply);
      },
      handler: async (request, reply) => {
        const data = await loadPolicyDocumentData(app.db, request.params.policyId);
        // A customer's token opens only its own quote's policy; anything else looks like it does not exist.
        if (!data || (request.quoteAccess && request.quoteAccess.quoteId !== data.quote.id))
          throw notFound('Policy not found');
        // A certificate of currency or a tax invoice for a policy not yet paid would tell the customer something untrue.
        if (request.quoteAccess && customerReadableOnlyPaid.includes(kind) && data.policy.status !== 'paid')
          throw notFound(`The ${documentTitles[kind]} is available once the policy is paid.`);
        const body = renderPolicyDocument(kind, data, app.config.payments.merchantName);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-store')
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
          .send(body);
      },
    });
  }
};

export default documentRoutes;
