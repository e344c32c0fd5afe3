import { loginMessages } from '@buildcover/domain';
import { api } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError, unauthorized } from '../http/errors';
import { route } from '../http/route';
import { dummyPasswordHash, verifyPassword } from './password';
import { bearerToken, signAccessToken } from './tokens';

const INVALID = loginMessages.invalid;

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  // Made at start, so the first unknown username takes no longer than any other.
  const unknownUserHash = dummyPasswordHash(config.passwordHashCost);

  app.route({
    ...route(api.auth.login),
    // Per address and username in this process; the database count below holds across instances.
    config: {
      rateLimit: {
        hook: 'preHandler',
        max: config.loginAttemptsPerMinute,
        timeWindow: '1 minute',
        keyGenerator: (request) =>
          `${request.ip}|${String((request.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
      },
    },
    handler: async (request) => {
      const { username, password } = request.body;
      const since = new Date(Date.now() - config.loginWindowMinutes * 60_000);
      const [userFailures, addressFailures] = await Promise.all([
        app.repos.sessions.recentFailuresForUser(username, since),
        app.repos.sessions.recentFailuresForAddress(request.ip, since),
      ]);
      if (userFailures >= config.loginMaxFailuresPerUser || addressFailures >= config.loginMaxFailuresPerAddress) {
        throw new HttpError(
          429,
          `Too many failed sign-in attempts. Please try again in ${config.loginWindowMinutes} minutes.`,
        );
      }

      const user = await app.repos.users.findForLogin(username);
      const ok = await verifyPassword(password, user?.password_hash ?? (await unknownUserHash));
      if (!user || !ok || !user.status) {
        await app.repos.sessions.recordAttempt(username, request.ip, false);
        request.log.info({ username }, 'login failed');
        throw unauthorized(INVALID);
      }
      await app.repos.sessions.recordAttempt(username, request.ip, true);
      await app.repos.users.touchLastLogin(user.id);
      const { refresh, sessionId } = await app.repos.sessions.startFamily(user.id);
      const access = await signAccessToken(config.jwtSecret, { userId: user.id, userType: user.user_type, sessionId });
      return {
        success: true as const,
        data: {
          token: { access, refresh },
          user: { id: user.id, name: user.name, email: user.email, user_type: user.user_type },
        },
      };
    },
  });

  app.route({
    ...route(api.auth.refresh),
    handler: async (request) => {
      const presented = bearerToken(request.headers.authorization);
      if (!presented) throw unauthorized('Refresh token required');
      const outcome = await app.repos.sessions.rotate(presented);
      if (outcome.kind === 'reused') {
        request.log.warn('refresh token reused: session family revoked');
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      if (outcome.kind === 'invalid') throw unauthorized('Your session has ended. Please sign in again.');
      const user = await app.repos.users.findById(outcome.userId);
      if (!user || !user.status) throw unauthorized('Your session has ended. Please sign in again.');
      const access = await signAccessToken(config.jwtSecret, {
        userId: user.id,
        userType: user.user_type,
        sessionId: outcome.sessionId,
      });
      return { success: true as const, access, refresh: outcome.refresh, data: { access, refresh: outcome.refresh } };
    },
  });

  app.route({
    ...route(api.auth.logout),
    handler: async (request) => {
      const presented = bearerToken(request.headers.authorization);
      if (presented) await app.repos.sessions.revokeFamilyOf(presented);
      return { success: true as const, message: 'Signed out' };
    },
  });
};

export default authRoutes;
