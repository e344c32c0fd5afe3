import { centsToDecimal, unsupportedCardMessage, type Cents } from '@buildcover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../http/errors';
import { errorResponse } from '../http/schemas';

/** What the /paymentdemo form tokenises and verifies: $1,000.00 before the card surcharge. */
export const DEMO_AMOUNT_CENTS: Cents = 100_000;
/**
 * Demo references start with this prefix. Quote refs never do (BC-…), and pay/v4 only accepts a drn
 * that starts with the paying quote's ref, so a demo card or its 3-D Secure result can never be charged.
 */
export const DEMO_REFERENCE_PREFIX = 'DEMO';

const sandboxOnly = 'The payment demo runs only on the sandbox gateway.';
const demoDrn = z
  .string({ message: 'drn is required' })
  .trim()
  .max(200)
  .regex(new RegExp(`^${DEMO_REFERENCE_PREFIX}-[\\w-]{6,}$`), 'drn must be a payment demo reference');
const bin = z.string({ message: 'bin is required' }).trim().regex(/^\d{6,8}$/, 'bin must be the first 6 to 8 digits of the card');
const demoErrors = { 400: errorResponse, 404: errorResponse };

/**
 * The sandbox gateway for /paymentdemo without a quote: a demo reference that the hosted fields can
 * tokenise and 3-D Secure can authenticate, for a fixed demo amount. There is no pay call here.
 */
const paymentDemoRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireSandbox = () => {
    if (app.paymentGateway.code !== 'sandbox') throw notFound(sandboxOnly);
  };

  app.post(
    '/payments/demo',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'A demo reference and tokenise config for the sandbox card form (never charged)',
        response: { 200: z.object({ success: z.literal(true), data: z.record(z.string(), z.unknown()) }), ...demoErrors },
      },
    },
    async () => {
      requireSandbox();
      const drn = app.paymentGateway.createReference(DEMO_REFERENCE_PREFIX);
      const config = await app.paymentGateway.tokenizeConfig({ reference: drn, amountCents: DEMO_AMOUNT_CENTS, cssUrl: null });
      return { success: true as const, data: { ...config, drn, amount: centsToDecimal(DEMO_AMOUNT_CENTS), sdk_url: '/sandbox-gateway/sdk.js' } };
    },
  );

  app.post(
    '/payments/demo/3ds',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: "The card surcharge for a demo card's BIN and a 3-D Secure access token for the surcharged demo total",
        body: z.object({ drn: demoDrn, bin }),
        response: { 200: z.object({ success: z.literal(true), message: z.string(), data: z.record(z.string(), z.unknown()) }), ...demoErrors },
      },
    },
    async (request) => {
      requireSandbox();
      const surcharge = app.paymentGateway.surcharge({ bin: request.body.bin, amountCents: DEMO_AMOUNT_CENTS });
      if (!surcharge.scheme) throw badRequest(unsupportedCardMessage, [{ path: 'bin', message: unsupportedCardMessage }]);
      const total = DEMO_AMOUNT_CENTS + surcharge.surchargeCents;
      const { access_token } = await app.paymentGateway.threeDsConfig({ reference: request.body.drn, amountCents: total });
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
  );
};

export default paymentDemoRoutes;
