import { api } from '@buildcover/domain/api';
import {
  cardSchemes,
  centsToDecimal,
  formatAud,
  paymentGateway as specGatewayCode,
  surchargeCents,
  unsupportedCardMessage,
  type Cents,
} from '@buildcover/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../http/errors';
import { loadQuoteAggregate } from '../repositories/quoteAggregate';
import { paymentMessages } from './messages';
import { pay } from './pay';
import { payableOrThrow, sameQuoteOrThrow } from './payable';
import { requireQuoteAccess, requireQuoteToken } from '../auth/quoteAccess';
import { sandboxTestCards } from './sandbox/testCards';
import paymentDemoRoutes from './demo';
import transactionRoutes from './transactions';
import { route } from '../http/route';

/** `pg` may be the spec's provider code or the configured adapter's own code. */
function checkGateway(app: FastifyInstance, pg: string): void {
  if (pg !== specGatewayCode && pg !== app.paymentGateway.code)
    throw badRequest(paymentMessages.unknownGateway, [{ path: 'pg', message: paymentMessages.unknownGateway }]);
}

function checkReference(quoteRef: string, drn: string): void {
  if (!drn.startsWith(`${quoteRef}-`))
    throw badRequest(paymentMessages.badReference, [{ path: 'drn', message: paymentMessages.badReference }]);
}

function amountMismatch(field: string, premiumCents: Cents): never {
  const message = `The amount must be this quote's premium, ${formatAud(premiumCents)}.`;
  throw badRequest(message, [{ path: field, message }]);
}

/** The highest surcharge any accepted scheme could add to `premiumCents` (bounds the 3-D Secure amount). */
function maxTotal(app: FastifyInstance, premiumCents: Cents): Cents {
  return Math.max(
    ...cardSchemes.map((scheme) => surchargeCents(premiumCents, scheme, app.config.payments.surcharge).total),
  );
}

/**
 * The card payment calls of public-site §7, opened by the quote access token from
 * POST /quotes/retrieve/{id}?access=1 (bearer, 20 minutes, only its own quote).
 */
const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(transactionRoutes);
  await app.register(paymentDemoRoutes);
  const quoteFor = async (quoteId: number, given: { ref?: string | null; uid?: string | null }) => {
    const aggregate = await loadQuoteAggregate(app.db, quoteId);
    sameQuoteOrThrow(aggregate, given);
    return payableOrThrow(aggregate);
  };

  app.route({
    ...route(api.payments.config),
    handler: async () => {
      const sandbox = app.paymentGateway.code === 'sandbox';
      return {
        success: true as const,
        data: {
          pg: specGatewayCode,
          gateway: app.paymentGateway.code,
          merchant_name: app.paymentGateway.merchantName,
          sdk_url: sandbox ? '/sandbox-gateway/sdk.js' : null,
          accepted_schemes: [...cardSchemes],
          surcharge_enabled: app.config.payments.surcharge.enabled,
          surcharge_rates: app.config.payments.surcharge.enabled ? app.config.payments.surcharge.rates : null,
          test_cards: sandbox ? [...sandboxTestCards] : [],
        },
      };
    },
  });

  app.route({
    ...route(api.payments.drn),
    preHandler: requireQuoteToken,
    handler: async (request) => {
      const access = await requireQuoteAccess(request);
      checkGateway(app, request.body.pg);
      const { aggregate } = await quoteFor(access.quoteId, { ref: request.body.qref, uid: request.body.uid });
      const drn = app.paymentGateway.createReference(aggregate.quote.ref);
      // Answers both readings of "data.data.drn".
      return { success: true as const, data: { drn, data: { drn } } };
    },
  });

  app.route({
    ...route(api.payments.tokenizeConfig),
    preHandler: requireQuoteToken,
    handler: async (request) => {
      const access = await requireQuoteAccess(request);
      checkGateway(app, request.body.pg);
      const { aggregate, premiumCents } = await quoteFor(access.quoteId, { uid: request.body.uid });
      checkReference(aggregate.quote.ref, request.body.drn);
      if (request.body.total_amount !== premiumCents) amountMismatch('total_amount', premiumCents);
      const config = await app.paymentGateway.tokenizeConfig({
        reference: request.body.drn,
        amountCents: premiumCents,
        cssUrl: request.body.css_url || null,
      });
      return {
        success: true as const,
        data: { ...config, sdk_url: app.paymentGateway.code === 'sandbox' ? '/sandbox-gateway/sdk.js' : null },
      };
    },
  });

  app.route({
    ...route(api.payments.surcharge),
    preHandler: requireQuoteToken,
    handler: async (request) => {
      const access = await requireQuoteAccess(request);
      checkGateway(app, request.body.pg);
      const { premiumCents } = await quoteFor(access.quoteId, { uid: request.body.uid });
      if (request.body.amount !== premiumCents) amountMismatch('amount', premiumCents);
      const surcharge = app.paymentGateway.surcharge({ bin: request.body.bin, amountCents: premiumCents });
      if (!surcharge.scheme)
        throw badRequest(unsupportedCardMessage, [{ path: 'bin', message: unsupportedCardMessage }]);
      const enabled = app.config.payments.surcharge.enabled;
      return {
        success: true as const,
        data: {
          surcharge_amount: centsToDecimal(surcharge.surchargeCents),
          total_amount: centsToDecimal(premiumCents + surcharge.surchargeCents),
          amount: centsToDecimal(premiumCents),
          scheme: surcharge.scheme,
          rate: enabled
            ? app.config.payments.surcharge.rates[surcharge.scheme as keyof typeof app.config.payments.surcharge.rates]
            : '0',
          surcharge_enabled: enabled,
          currency_code: request.body.currency_code,
        },
      };
    },
  });

  app.route({
    ...route(api.payments.threeDsConfig),
    preHandler: requireQuoteToken,
    handler: async (request) => {
      const access = await requireQuoteAccess(request);
      checkGateway(app, request.body.pg);
      const { aggregate, premiumCents } = await quoteFor(access.quoteId, { uid: request.body.uid });
      checkReference(aggregate.quote.ref, request.body.drn);
      const total = request.body.total_amount;
      // The exact surcharged total is checked again at pay/v4 against the card's BIN; here it must be plausible.
      if (total < premiumCents || total > maxTotal(app, premiumCents)) {
        const message = `The total must be the premium ${formatAud(premiumCents)} plus the card surcharge.`;
        throw badRequest(message, [{ path: 'total_amount', message }]);
      }
      const config = await app.paymentGateway.threeDsConfig({ reference: request.body.drn, amountCents: total });
      return { success: true as const, message: 'Card verification is ready.', data: config };
    },
  });

  app.route({
    ...route(api.payments.pay),
    preHandler: requireQuoteToken,
    handler: async (request, reply) => {
      const access = await requireQuoteAccess(request);
      checkGateway(app, request.body.pg);
      const answer = await pay(app, request, access, request.body, request.headers['idempotency-key']);
      return reply.code(answer.statusCode).send(answer.body);
    },
  });
};

export default paymentRoutes;
