import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { roleMayCall, type StaffAuth } from '@buildcover/domain/api';
import type { UserType } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { userRepository } from '../repositories/users';
import { bearerToken, verifyAccessToken } from './tokens';

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  user_type: UserType;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member, set by requireRole / optionalStaff; null for public callers. */
    user: AuthUser | null;
  }
}

/**
 * The staff member behind the request's bearer access token, or null when there is none. A token
 * that is present but invalid or expired, or a user who is deleted or inactive, is a 401.
 */
export async function staffFromRequest(request: FastifyRequest): Promise<AuthUser | null> {
  const token = bearerToken(request.headers.authorization);
  if (!token) return null;
  const claims = await verifyAccessToken(request.server.config.jwtSecret, token);
  if (!claims) throw unauthorized('Your session has expired. Please sign in again.');
  const { userId, sessionId } = claims;
  // Both cached until their table changes (src/cache/): a signed-out, revoked or replaced sign-in
  // ends its access tokens at once, not when they expire, and a deactivated user is locked out at once.
  const { readCache, db, repos } = request.server;
  const open = await readCache.read(`staff-session:${sessionId}`, ['refresh_tokens'], () =>
    repos.sessions.isActive(sessionId),
  );
  if (!open) throw unauthorized('Your session has ended. Please sign in again.');
  const row = await readCache.read(`staff-user:${userId}`, ['users'], () => userRepository(db).findById(userId));
  if (!row || !row.status) throw unauthorized('Your session has expired. Please sign in again.');
  return { id: row.id, name: row.name, email: row.email, user_type: row.user_type };
}

const authGuards = new WeakSet<object>();

/**
 * Marks a hook as an authentication guard. Routes list guards as `preHandler`, but the app runs
 * them first, on request (plugins/edges.ts): a caller without the right token learns nothing from
 * body validation, and an unauthenticated body is never parsed.
 */
export function authGuard<H extends preHandlerAsyncHookHandler>(hook: H): H {
  authGuards.add(hook);
  return hook;
}

export const isAuthGuard = (hook: unknown): boolean => typeof hook === 'function' && authGuards.has(hook);

/**
 * Guard: the caller must be signed-in staff whose role may make a call for `auth` (the domain's one
 * role rule, roleMayCall, which the back office also uses to show only what a role may do).
 * 401 without a valid token, 403 when the role does not allow the action.
 */
export function requireAccess(auth: StaffAuth): preHandlerAsyncHookHandler {
  return authGuard(async (request: FastifyRequest, _reply: FastifyReply) => {
    await authorize(request, auth);
  });
}

/** The same check inside a handler (for routes open to the public in some cases only). */
export async function authorize(request: FastifyRequest, auth: StaffAuth): Promise<AuthUser> {
  const user = await staffFromRequest(request);
  if (!user) throw unauthorized();
  if (!roleMayCall(user.user_type, auth)) throw forbidden();
  request.user = user;
  return user;
}

/** Any signed-in staff member (reads, notes). */
export const requireStaff = requireAccess('staff');
/** Changes to quotes, insurers, insureds, policies, documents. */
export const requireAdmin = requireAccess('admin');
/** Managing users. */
export const requireSuperAdmin = requireAccess('super_admin');

/** preHandler for routes open to the public that act differently for staff (e.g. uploads). */
export const optionalStaff: preHandlerAsyncHookHandler = async (request) => {
  request.user = await staffFromRequest(request);
};
