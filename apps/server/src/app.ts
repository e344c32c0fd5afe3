import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import bodyPlugin from './plugins/body';
import compressionPlugin from './plugins/compression';
import databasePlugin from './plugins/database';
import edgesPlugin, { frameworkErrors } from './plugins/edges';
import errorsPlugin from './plugins/errors';
import frontendsPlugin from './plugins/frontends';
import securityPlugin from './plugins/security';
import swaggerPlugin from './plugins/swagger';
import readCachePlugin from './plugins/readCache';
import repositoriesPlugin from './plugins/repositories';
import storagePlugin from './plugins/storage';
import bootstrapPlugin from './auth/bootstrap';
import mailPlugin from './mail/plugin';
import paymentsPlugin from './payments/plugin';
import draftSweepPlugin from './drafts/plugin';
import pendingWorkPlugin from './work/plugin';
import apiRoutes from './routes';
import { logSafeError } from './http/logSafeError';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export type App = FastifyInstance;

/**
 * Builds the whole server (fastify/demo order): external plugins, then app plugins (database,
 * repositories), then the API routes by resource, then the two front-ends.
 */
export interface BuildOptions {
  /** Where log lines go (default stdout). */
  logStream?: { write(line: string): void };
  /** PGlite only: start from this dump of a migrated database (tests). */
  pgliteTemplate?: Blob;
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(options.logStream ? { stream: options.logStream } : {}),
      serializers: { err: (error: Error) => logSafeError(error) },
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.password_hash',
          '*.refresh',
          '*.access',
          'headers.authorization',
        ],
        censor: '[redacted]',
      },
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Ids and tokens in paths are short; longer paths are not ours.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    // A first PGlite start (creating the data directory and migrating) can take a while on a busy machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorateRequest('user', null);

  await app.register(errorsPlugin);
  await app.register(edgesPlugin);
  await app.register(bodyPlugin);
  await app.register(securityPlugin);
  await app.register(compressionPlugin);
  await app.register(swaggerPlugin);

  await app.register(databasePlugin, {
    databaseUrl: config.databaseUrl,
    pgliteDataDir: config.pgliteDataDir,
    pgliteTemplate: options.pgliteTemplate,
  });
  await app.register(repositoriesPlugin);
  await app.register(readCachePlugin);
  await app.register(storagePlugin);
  await app.register(bootstrapPlugin);
  await app.register(mailPlugin);
  await app.register(pendingWorkPlugin);
  await app.register(paymentsPlugin);
  await app.register(draftSweepPlugin);

  await app.register(apiRoutes, { prefix: '/api/v1' });
  await app.register(frontendsPlugin, { publicDistDir: config.publicDistDir, adminDistDir: config.adminDistDir });
  return app;
}
