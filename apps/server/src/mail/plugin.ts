import fp from 'fastify-plugin';
import { Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail through SMTP_URL, or keeps it in the outbox table. */
    mailer: Mailer;
  }
}

export default fp(
  async (app) => {
    const mailer = new Mailer(app.db, app.config.smtpUrl, app.config.mailFrom, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', () => mailer.close());
  },
  { name: 'mailer', dependencies: ['database'] },
);
