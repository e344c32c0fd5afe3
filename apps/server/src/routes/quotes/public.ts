import { api } from '@buildcover/domain/api';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerToken } from '../../auth/tokens';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { signQuoteAccessToken, verifyQuoteAccessToken } from '../../auth/quoteAccessToken';
import { quoteCustomerDetail, quoteReadBack } from './present';
import { QUOTE_NOT_FOUND } from './schemas';
import { submitQuote } from './submitQuote';

/**
 * The quote a public caller may open: by its public id, or by its sequential id together with a
 * bearer quote access token for exactly that quote. Anything else is a 404, so ids cannot be probed.
 */
async function findForCustomer(request: FastifyRequest, id: string) {
  const { repos, config } = request.server;
  const byPublicId = await repos.quotes.loadAggregateByPublicId(id);
  if (byPublicId) return byPublicId;
  const token = bearerToken(request.headers.authorization);
  if (!token || !/^\d{1,9}$/.test(id)) throw notFound(QUOTE_NOT_FOUND);
  const access = await verifyQuoteAccessToken(config.jwtSecret, token);
  if (!access || access.quoteId !== Number(id)) throw notFound(QUOTE_NOT_FOUND);
  const aggregate = await repos.quotes.loadAggregate(access.quoteId);
  if (!aggregate || aggregate.quote.public_id !== access.publicId) throw notFound(QUOTE_NOT_FOUND);
  return aggregate;
}

/** Customer-side quote calls (public-site §7): no staff session. */
const publicQuoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.publicQuotes.newUid),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async () => ({ success: true as const, data: { uid: await app.repos.proposals.createDraft() } }),
  });

  app.route({
    ...route(api.publicQuotes.submit),
    config: { rateLimit: { max: app.config.quoteSubmitsPerMinute, timeWindow: '1 minute' } },
    handler: async (request) => ({
      success: true as const,
      // The panel insurer changes rarely: read once until the insurers table changes (src/cache/).
      data: await submitQuote(app, request, request.body, {
        panel: () => app.readCache.read('panel-insurer', ['insurers'], () => app.repos.insurers.panelInsurer()),
      }),
    }),
  });

  app.route({
    ...route(api.publicQuotes.retrieve),
    handler: async (request) => {
      const aggregate = await findForCustomer(request, request.params.id);
      const data = quoteReadBack(aggregate);
      const wantsToken = request.query.access === '1' || request.query.access === 'true';
      if (!wantsToken) return { success: true as const, data };
      return {
        success: true as const,
        data: { ...data, access_token: await signQuoteAccessToken(app.config.jwtSecret, aggregate.quote) },
      };
    },
  });

  app.route({
    ...route(api.publicQuotes.retrieveDetails),
    handler: async (request) => {
      const aggregate = await findForCustomer(request, request.params.id);
      return {
        success: true as const,
        data: quoteCustomerDetail(aggregate, await app.repos.payments.receiptOfQuote(aggregate.quote.id)),
      };
    },
  });
};

export default publicQuoteRoutes;
