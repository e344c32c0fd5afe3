import { loginMessages, loginSchema } from '@buildcover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userTypes } from '../db/schema';
import { HttpError, unauthorized } from '../http/errors';
import { errorResponse } from '../http/schemas';
import { dummyPasswordHash, verifyPassword } from './password';
import { bearerToken, signAccessToken } from './tokens';

const INVALID = loginMessages.invalid;

const tokenPair = z.object({ access: z.string(), refresh: z.string() });

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail (or unique name) and password',
        body: loginSchema,
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({
              token: tokenPair,
              user: z.object({ id: z.number(), name: z.string(), email: z.string(), user_type: z.enum(userTypes) }),
            }),
          }),
          401: errorResponse,
          429: errorResponse,
        },
      },
      // Per address and username in this process; the database count below holds across instances.
      config: { rateLimit: { hook: 'preHandler', max: 10, timeWindow: '1 minute', keyGenerator: (request) => `${request.ip}|${String((request.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}` } },
    },
    async (request) => {
      const { username, password } = request.body;
      const since = new Date(Date.now() - config.loginWindowMinutes * 60_000);
      const [userFailures, addressFailures] = await Promise.all([
        app.repos.sessions.recentFailuresForUser(username, since),
        app.repos.sessions.recentFailuresForAddress(request.ip, since),
      ]);
      if (userFailures >= config.loginMaxFailuresPerUser || addressFailures >= config.loginMaxFailuresPerAddress) {
        throw new HttpError(429, `Too many failed sign-in attempts. Please try again in ${config.loginWindowMinutes} minutes.`);
      }

      const user = await app.repos.users.findForLogin(username);
      const ok = await verifyPassword(password, user?.password_hash ?? (await dummyPasswordHash));
      if (!user || !ok || !user.status) {
        await app.repos.sessions.recordAttempt(username, request.ip, false);
        request.log.info({ username }, 'login failed');
        throw unauthorized(INVALID);
      }
      await app.repos.sessions.recordAttempt(username, request.ip, true);
      await app.repos.users.touchLastLogin(user.id);
      const access = await signAccessToken(config.jwtSecret, { userId: user.id, userType: user.user_type });
      const refresh = await app.repos.sessions.startFamily(user.id);
      return {
        success: true as const,
        data: { token: { access, refresh }, user: { id: user.id, name: user.name, email: user.email, user_type: user.user_type } },
      };
    },
  );

  app.post(
    '/auth/token/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token (sent as the bearer token) for a new pair',
        response: { 200: z.object({ success: z.literal(true), access: z.string(), refresh: z.string(), data: tokenPair }), 401: errorResponse },
      },
    },
    async (request) => {
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
      const access = await signAccessToken(config.jwtSecret, { userId: user.id, userType: user.user_type });
      return { success: true as const, access, refresh: outcome.refresh, data: { access, refresh: outcome.refresh } };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'End the session of the refresh token sent as the bearer token',
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async (request) => {
      const presented = bearerToken(request.headers.authorization);
      if (presented) await app.repos.sessions.revokeFamilyOf(presented);
      return { success: true as const, message: 'Signed out' };
    },
  );
};

export default authRoutes;
