import fp from 'fastify-plugin';
import { createRepositories, type Repositories } from '../repositories';

declare module 'fastify' {
  interface FastifyInstance {
    /** Repositories bound to the app's database; inside a transaction use `createRepositories(tx)`. */
    repos: Repositories;
  }
}

export default fp(
  async (app) => {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);
