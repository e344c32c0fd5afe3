import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseEngine, type DatabaseOptions } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbEngine: DatabaseEngine;
  }
}

/** Opens PGlite or PostgreSQL, runs migrations, seeds reference data, closes with the app. */
export default fp<DatabaseOptions>(
  async (app, options) => {
    const handle = await openDatabase(options);
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
    app.addHook('onClose', () => handle.close());
    app.log.info({ engine: handle.engine }, 'database ready');
  },
  { name: 'database' },
);
