import fp from 'fastify-plugin';
import type { PaymentGateway } from './gateway';
import { SandboxGateway } from './sandbox/gateway';
import sandboxGatewayRoutes from './sandbox/routes';
import { createPaymentGateway } from './select';

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured card payment provider (PAYMENT_GATEWAY). */
    paymentGateway: PaymentGateway;
  }
}

/** Picks the payment gateway; the sandbox one also serves its SDK, card fields and API under /sandbox-gateway/. */
export default fp(
  async (app) => {
    const gateway = createPaymentGateway(app.config, app.db);
    app.decorate('paymentGateway', gateway);
    if (gateway instanceof SandboxGateway) await app.register(sandboxGatewayRoutes, { gateway });
  },
  { name: 'payments', dependencies: ['database'] },
);
