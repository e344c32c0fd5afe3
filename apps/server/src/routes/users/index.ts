import { userCreateSchema, userUpdateSchema } from '@buildcover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit';
import { hashPassword } from '../../auth/password';
import { requireStaff, requireSuperAdmin } from '../../auth/guards';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../http/errors';
import { dataResponse, errorResponse, idParams, listBody, listResponse, paginationQuery, searchBody, searchQuery, searchResponse } from '../../http/schemas';
import { createRepositories } from '../../repositories';
import { toPublicUser } from '../../repositories/users';
import { publicUserSchema } from './schemas';

const savedResponse = z.object({ success: z.literal(true), message: z.string(), data: publicUserSchema });
const emailTaken = () => conflict('A user with this email already exists', [{ path: 'email', message: 'A user with this email already exists' }]);
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users',
    { preHandler: requireStaff, schema: { tags: ['users'], security: [{ bearer: [] }], querystring: paginationQuery, response: { 200: listResponse(publicUserSchema), ...errors } } },
    async (request) => {
      const { results, count } = await app.repos.users.list(request.query);
      return listBody(results.map(toPublicUser), count);
    },
  );

  app.get(
    '/users/search',
    { preHandler: requireStaff, schema: { tags: ['users'], security: [{ bearer: [] }], querystring: searchQuery, response: { 200: searchResponse(publicUserSchema), ...errors } } },
    async (request) => {
      const { results, count } = await app.repos.users.list(request.query, request.query.q);
      return searchBody(results.map(toPublicUser), count);
    },
  );

  app.get(
    '/users/:id',
    { preHandler: requireStaff, schema: { tags: ['users'], security: [{ bearer: [] }], params: idParams, response: { 200: dataResponse(publicUserSchema), ...errors } } },
    async (request) => {
      const row = await app.repos.users.findById(request.params.id);
      if (!row) throw notFound('User not found');
      return { success: true as const, data: toPublicUser(row) };
    },
  );

  app.post(
    '/users',
    { preHandler: requireSuperAdmin, schema: { tags: ['users'], security: [{ bearer: [] }], body: userCreateSchema, response: { 200: savedResponse, ...errors } } },
    async (request) => {
      const { password, ...fields } = request.body;
      const password_hash = await hashPassword(password);
      const created = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        if (await repos.users.emailTaken(fields.email)) throw emailTaken();
        const row = await repos.users.create({ ...fields, password_hash });
        await audit(tx, request, { action: 'create', entity: 'user', entityId: row.id, after: toPublicUser(row) });
        return row;
      });
      return { success: true as const, message: 'User created successfully!', data: toPublicUser(created) };
    },
  );

  app.put(
    '/users/:id',
    { preHandler: requireSuperAdmin, schema: { tags: ['users'], security: [{ bearer: [] }], params: idParams, body: userUpdateSchema, response: { 200: savedResponse, ...errors } } },
    async (request) => {
      const { id } = request.params;
      const { password, ...fields } = request.body;
      const password_hash = password ? await hashPassword(password) : undefined;
      const updated = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const before = await repos.users.findById(id);
        if (!before) throw notFound('User not found');
        if (await repos.users.emailTaken(fields.email, id)) throw emailTaken();
        const losesSuperAdmin = before.user_type === 'super_admin' && before.status && (fields.user_type !== 'super_admin' || !fields.status);
        if (losesSuperAdmin && (await repos.users.activeSuperAdminIds()).length <= 1) {
          throw badRequest('The last active super admin cannot be demoted or deactivated', [
            { path: fields.user_type !== 'super_admin' ? 'user_type' : 'status', message: 'The last active super admin cannot be demoted or deactivated' },
          ]);
        }
        const row = await repos.users.update(id, password_hash ? { ...fields, password_hash } : fields);
        if (!row) throw notFound('User not found');
        // A new password or a deactivation ends the user's existing sessions.
        if (password_hash || !fields.status) await repos.sessions.revokeAllFor(id);
        await audit(tx, request, { action: 'update', entity: 'user', entityId: id, before: toPublicUser(before), after: { ...toPublicUser(row), password_changed: Boolean(password_hash) } });
        return row;
      });
      return { success: true as const, message: 'User updated successfully!', data: toPublicUser(updated) };
    },
  );

  app.delete(
    '/users/:id',
    { preHandler: requireSuperAdmin, schema: { tags: ['users'], security: [{ bearer: [] }], params: idParams, response: { 200: z.object({ success: z.literal(true), message: z.string() }), ...errors } } },
    async (request) => {
      const { id } = request.params;
      if (request.user?.id === id) throw badRequest('You cannot delete your own account');
      await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const before = await repos.users.findById(id);
        if (!before) throw notFound('User not found');
        if (before.user_type === 'super_admin' && before.status && (await repos.users.activeSuperAdminIds()).length <= 1) {
          throw badRequest('The last active super admin cannot be deleted');
        }
        await repos.users.softDelete(id);
        await repos.sessions.revokeAllFor(id);
        await audit(tx, request, { action: 'delete', entity: 'user', entityId: id, before: toPublicUser(before) });
      });
      return { success: true as const, message: 'User deleted successfully!' };
    },
  );
};

export default userRoutes;
