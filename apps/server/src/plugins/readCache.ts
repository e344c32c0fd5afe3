import fp from 'fastify-plugin';
import { ReadCache } from '../cache/readCache';
import type { ChangeFeed } from '../db/changeFeed';

declare module 'fastify' {
  interface FastifyInstance {
    /** List pages and totals, dropped when their tables change (src/cache/readCache.ts). */
    readCache: ReadCache;
  }
}

/** Enough for every page staff page through between changes; entries are a few kB each. */
const MAX_ENTRIES = 2_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (app) => {
    let feed: ChangeFeed | undefined;
    const cache = new ReadCache(MAX_ENTRIES, () => feed?.live ?? false);
    feed = await app.dbChangeFeed(
      {
        onChange: (table) => cache.changed(table),
        onGap: () => cache.changedAll(),
      },
      (error) =>
        app.log.warn({ err: error }, 'database change feed interrupted; list caching paused until it reconnects'),
    );
    app.decorate('readCache', cache);
    // Read-your-writes on PostgreSQL: a change made through this instance drops its cache before the
    // answer goes out, without waiting for the notification to come back from the server. (PGlite
    // delivers notifications in this process as the commit returns.)
    if (app.dbEngine === 'postgres') {
      app.addHook('onSend', async (request, reply) => {
        if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) cache.changedAll();
      });
    }
    app.addHook('onClose', () => feed?.close());
  },
  { name: 'read-cache', dependencies: ['database'] },
);
