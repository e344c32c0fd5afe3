import { api } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { hashPassword, verifyPassword } from '../../auth/password';
import { signAccessToken } from '../../auth/tokens';
import { requireStaff, requireSuperAdmin } from '../../auth/guards';
import { profileMessages } from '@buildcover/domain';
import { inTransaction } from '../../db/transaction';
import { badRequest, conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { listBody, searchBody } from '../../http/schemas';
import { createRepositories } from '../../repositories';
import { toPublicUser } from '../../repositories/users';

const selfDemotion = 'You cannot change your own user type or deactivate your own account';
const emailTaken = () =>
  conflict('A user with this email already exists', [
    { path: 'email', message: 'A user with this email already exists' },
  ]);

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.users.list),
    preHandler: requireSuperAdmin,
    handler: async (request) => {
      const { results, count } = await app.repos.users.list(request.query);
      return listBody(results.map(toPublicUser), count);
    },
  });

  app.route({
    ...route(api.users.search),
    preHandler: requireSuperAdmin,
    handler: async (request) => {
      const { results, count } = await app.repos.users.list(request.query, request.query.q);
      return searchBody(results.map(toPublicUser), count);
    },
  });

  app.route({
    ...route(api.users.get),
    preHandler: requireSuperAdmin,
    handler: async (request) => {
      const row = await app.repos.users.findById(request.params.id);
      if (!row) throw notFound('User not found');
      return { success: true as const, data: toPublicUser(row) };
    },
  });

  app.route({
    ...route(api.users.create),
    preHandler: requireSuperAdmin,
    handler: async (request) => {
      const { password, ...fields } = request.body;
      const password_hash = await hashPassword(password, app.config.passwordHashCost);
      const created = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        if (await repos.users.emailTaken(fields.email)) throw emailTaken();
        const row = await repos.users.create({ ...fields, password_hash });
        await audit(tx, request, { action: 'create', entity: 'user', entityId: row.id, after: toPublicUser(row) });
        return row;
      });
      return { success: true as const, message: 'User created successfully!', data: toPublicUser(created) };
    },
  });

  app.route({
    ...route(api.users.update),
    preHandler: requireSuperAdmin,
    handler: async (request) => {
      const { id } = request.params;
      const { password, ...fields } = request.body;
      const password_hash = password ? await hashPassword(password, app.config.passwordHashCost) : undefined;
      const updated = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const before = await repos.users.findById(id);
        if (!before) throw notFound('User not found');
        if (await repos.users.emailTaken(fields.email, id)) throw emailTaken();
        if (request.user?.id === id && (fields.user_type !== before.user_type || !fields.status)) {
          const field = fields.user_type !== before.user_type ? 'user_type' : 'status';
          throw badRequest(selfDemotion, [{ path: field, message: selfDemotion }]);
        }
        const losesSuperAdmin =
          before.user_type === 'super_admin' && before.status && (fields.user_type !== 'super_admin' || !fields.status);
        if (losesSuperAdmin && (await repos.users.activeSuperAdminIds()).length <= 1) {
          throw badRequest('The last active super admin cannot be demoted or deactivated', [
            {
              path: fields.user_type !== 'super_admin' ? 'user_type' : 'status',
              message: 'The last active super admin cannot be demoted or deactivated',
            },
          ]);
        }
        const row = await repos.users.update(id, password_hash ? { ...fields, password_hash } : fields);
        if (!row) throw notFound('User not found');
        // A new password or a deactivation ends the user's existing sessions.
        if (password_hash || !fields.status) await repos.sessions.revokeAllFor(id);
        await audit(tx, request, {
          action: 'update',
          entity: 'user',
          entityId: id,
          before: toPublicUser(before),
          after: { ...toPublicUser(row), password_changed: Boolean(password_hash) },
        });
        return row;
      });
      return { success: true as const, message: 'User updated successfully!', data: toPublicUser(updated) };
    },
  });

  app.route({
    ...route(api.users.remove),
    preHandler: requireSuperAdmin,
    handler: async (request) => {
      const { id } = request.params;
      if (request.user?.id === id) throw badRequest('You cannot delete your own account');
      await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const before = await repos.users.findById(id);
        if (!before) throw notFound('User not found');
        if (
          before.user_type === 'super_admin' &&
          before.status &&
          (await repos.users.activeSuperAdminIds()).length <= 1
        ) {
          throw badRequest('The last active super admin cannot be deleted');
        }
        await repos.users.softDelete(id);
        await repos.sessions.revokeAllFor(id);
        await audit(tx, request, { action: 'delete', entity: 'user', entityId: id, before: toPublicUser(before) });
      });
      return { success: true as const, message: 'User deleted successfully!' };
    },
  });

  app.route({
    ...route(api.users.profile),
    preHandler: requireStaff,
    handler: async (request) => {
      const row = request.user ? await app.repos.users.findById(request.user.id) : undefined;
      if (!row) throw notFound('User not found');
      return { success: true as const, data: toPublicUser(row) };
    },
  });

  app.route({
    ...route(api.users.updateProfile),
    preHandler: requireStaff,
    handler: async (request) => {
      const { name, current_password, password } = request.body;
      const me = request.user ? await app.repos.users.findById(request.user.id) : undefined;
      if (!me) throw notFound('User not found');
      // 400, not 401: a wrong current password must not read as an ended session.
      if (!(await verifyPassword(current_password, me.password_hash))) {
        throw badRequest(profileMessages.currentPasswordWrong, [
          { path: 'current_password', message: profileMessages.currentPasswordWrong },
        ]);
      }
      const password_hash = password ? await hashPassword(password, app.config.passwordHashCost) : undefined;
      const { row, refresh } = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const saved = await repos.users.update(me.id, password_hash ? { name, password_hash } : { name });
        if (!saved) throw notFound('User not found');
        let next: { refresh: string; sessionId: string } | null = null;
        if (password_hash) {
          // A new password signs out every session, then this one carries on with a new refresh token.
          await repos.sessions.revokeAllFor(me.id);
          next = await repos.sessions.startFamily(me.id);
        }
        await audit(tx, request, {
          action: 'update',
          entity: 'user',
          entityId: me.id,
          before: toPublicUser(me),
          after: { ...toPublicUser(saved), password_changed: Boolean(password_hash), by_self: true },
        });
        return { row: saved, refresh: next };
      });
      const token = refresh
        ? {
            access: await signAccessToken(app.config.jwtSecret, {
              userId: row.id,
              userType: row.user_type,
              sessionId: refresh.sessionId,
            }),
            refresh: refresh.refresh,
          }
        : null;
      return {
        success: true as const,
        message: password_hash ? profileMessages.savedWithPassword : profileMessages.saved,
        data: toPublicUser(row),
        token,
      };
    },
  });
};

export default userRoutes;
