import { createQuoteRequestSchema, quoteOutcomes } from '@buildcover/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken } from '../../auth/tokens';
import { notFound } from '../../http/errors';
import { dataResponse, errorResponse } from '../../http/schemas';
import { signQuoteAccessToken, verifyQuoteAccessToken } from './accessToken';
import { quoteCustomerDetail, quoteReadBack } from './present';
import { QUOTE_NOT_FOUND } from './schemas';
import { panelInsurer } from './pricing';
import { submitQuote } from './submitQuote';

const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };
const looseData = dataResponse(z.looseObject({}));
const retrieveParams = z.object({ id: z.string().trim().min(1).max(200) });
const retrieveQuery = z.object({ access: z.enum(['0', '1', 'true', 'false']).optional() });

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
  const requestSchema = createQuoteRequestSchema();

  app.get(
    '/quotes/get/id',
    { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, schema: { tags: ['quotes (public)'], summary: 'Opens an upload session for a new proposal', response: { 200: dataResponse(z.object({ uid: z.string() })) } } },
    async () => ({ success: true as const, data: { uid: await app.repos.proposals.createDraft() } }),
  );

  app.post(
    '/quotes/get',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['quotes (public)'],
        summary: 'Submits a proposal: quoted, referred or declined',
        body: requestSchema,
        response: {
          200: dataResponse(z.object({ status: z.enum(quoteOutcomes), ref: z.string(), id: z.string(), message: z.string() })),
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      // The panel insurer changes rarely: read once until the insurers table changes (src/cache/).
      data: await submitQuote(app.db, request, request.body, { panel: () => app.readCache.read('panel-insurer', ['insurers'], () => panelInsurer(app.db)) }),
    }),
  );

  app.post(
    '/quotes/retrieve/:id',
    { schema: { tags: ['quotes (public)'], summary: 'The quote as read back (with ?access=1 a 20-minute quote access token)', params: retrieveParams, querystring: retrieveQuery, response: { 200: looseData, ...errors } } },
    async (request) => {
      const aggregate = await findForCustomer(request, request.params.id);
      const data = quoteReadBack(aggregate);
      const wantsToken = request.query.access === '1' || request.query.access === 'true';
      if (!wantsToken) return { success: true as const, data };
      return { success: true as const, data: { ...data, access_token: await signQuoteAccessToken(app.config.jwtSecret, aggregate.quote) } };
    },
  );

  app.post(
    '/quotes/retrieve/:id/details',
    { schema: { tags: ['quotes (public)'], summary: 'The quote as read back, with its files, the proposal as answered and the receipt once paid', params: retrieveParams, response: { 200: looseData, ...errors } } },
    async (request) => {
      const aggregate = await findForCustomer(request, request.params.id);
      return { success: true as const, data: quoteCustomerDetail(aggregate, await app.repos.payments.receiptOfQuote(aggregate.quote.id)) };
    },
  );
};

export default publicQuoteRoutes;
