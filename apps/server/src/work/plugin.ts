import fp from 'fastify-plugin';
import { paymentLinkMail } from './paymentLinkMail';
import { WorkRunner } from './runner';

declare module 'fastify' {
  interface FastifyInstance {
    /** Works through the pending_work outbox: what a request left to do after its answer. */
    pendingWork: WorkRunner;
  }
}

export default fp(
  async (app) => {
    const runner = new WorkRunner(app.repos.pendingWork, { payment_link_mail: paymentLinkMail(app) }, app.log);
    app.decorate('pendingWork', runner);
    app.addHook('onRequest', async () => runner.requestSeen());
    // Work a stopped process left behind is done as soon as the server is up.
    app.addHook('onReady', async () => runner.wake());
    app.addHook('onClose', () => runner.stop());
  },
  { name: 'pending-work', dependencies: ['database', 'repositories', 'mailer'] },
);
