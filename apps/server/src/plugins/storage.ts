import fp from 'fastify-plugin';
import { createFileAccess, type FileAccess } from '../files/access';
import { createStorage, type FileStorage } from '../files/storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: FileStorage;
    /** Who may read which file: `app.fileAccess.allow(rule)` adds a rule, `canReadFile` decides. */
    fileAccess: FileAccess;
  }
}

export default fp(
  async (app) => {
    const storage = await createStorage(app.config);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
    app.decorate('fileAccess', createFileAccess());
  },
  { name: 'storage' },
);
