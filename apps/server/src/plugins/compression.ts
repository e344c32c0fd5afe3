import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * Compresses answers of 1 KB and more (API lists, documents, pages) with brotli or gzip as the
 * browser accepts. Built front-end files are not compressed here: the build writes .br and .gz
 * beside them and the static plugin sends those (see frontends.ts); an answer that already has a
 * Content-Encoding is left alone.
 */
export default fp(
  async (app) => {
    // Brotli quality 4 (the plugin's default for answers made per request): near gzip's speed, smaller output.
    await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compression' },
);
