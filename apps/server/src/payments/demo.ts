import { centsToDecimal, unsupportedCardMessage, type Cents } from '@buildcover/domain';
import { api, demoReferencePrefix } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';

/** What the /paymentdemo form tokenises and verifies: $1,000.00 before the card surcharge. */
export const DEMO_AMOUNT_CENTS: Cents = 100_000;
/** Demo references start with this prefix (the contract's): pay/v4 never accepts them. */
export const DEMO_REFERENCE_PREFIX = demoReferencePrefix;

const sandboxOnly = 'The payment demo runs only on the sandbox gateway.';

/**
 * The sandbox gateway for /paymentdemo without a quote: a demo reference that the hosted fields can
 * tokenise and 3-D Secure can authenticate, for a fixed demo amount. There is no pay call here.
 */
const paymentDemoRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireSandbox = () => {
    if (app.paymentGateway.code !== 'sandbox') throw notFound(sandboxOnly);
  };

  app.route({
    ...route(api.payments.demo),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async () => {
      requireSandbox();
      const drn = app.paymentGateway.createReference(DEMO_REFERENCE_PREFIX);
      const config = await app.paymentGateway.tokenizeConfig({
        reference: drn,
        amountCents: DEMO_AMOUNT_CENTS,
        cssUrl: null,
      });
      return {
        success: true as const,
        data: { ...config, drn, amount: centsToDecimal(DEMO_AMOUNT_CENTS), sdk_url: '/sandbox-gateway/sdk.js' },
      };
    },
  });

  app.route({
    ...route(api.payments.demoThreeDs),
    config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    handler: async (request) => {
      requireSandbox();
      const surcharge = app.paymentGateway.surcharge({ bin: request.body.bin, amountCents: DEMO_AMOUNT_CENTS });
      if (!surcharge.scheme)
        throw badRequest(unsupportedCardMessage, [{ path: 'bin', message: unsupportedCardMessage }]);
      const total = DEMO_AMOUNT_CENTS + surcharge.surchargeCents;
      const { access_token } = await app.paymentGateway.threeDsConfig({
        reference: request.body.drn,
        amountCents: total,
      });
      const { enabled, rates } = app.config.payments.surcharge;
      return {
        success: true as const,
        message: 'Card verification is ready.',
        data: {
          access_token,
          amount: centsToDecimal(DEMO_AMOUNT_CENTS),
          surcharge_amount: centsToDecimal(surcharge.surchargeCents),
          total_amount: centsToDecimal(total),
          scheme: surcharge.scheme,
          rate: enabled ? rates[surcharge.scheme as keyof typeof rates] : '0',
          surcharge_enabled: enabled,
        },
      };
    },
  });
};

export default paymentDemoRoutes;
