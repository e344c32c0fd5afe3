import fp from 'fastify-plugin';
import {
  openDatabase,
  type Database,
  type DatabaseEngine,
  type DatabaseHandle,
  type DatabaseOptions,
} from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbEngine: DatabaseEngine;
    /** Committed changes to the watched tables (src/db/changeFeed.ts). */
    dbChangeFeed: DatabaseHandle['changeFeed'];
  }
}

/** Opens PGlite or PostgreSQL, runs migrations, seeds reference data, closes with the app. */
export default fp<DatabaseOptions>(
  async (app, options) => {
    const handle = await openDatabase(options);
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
    app.decorate('dbChangeFeed', handle.changeFeed);
    app.addHook('onClose', () => handle.close());
    app.log.info({ engine: handle.engine }, 'database ready');
  },
  { name: 'database' },
);
