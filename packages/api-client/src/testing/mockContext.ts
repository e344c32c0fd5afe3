import type { UserType } from '@buildcover/domain';
import { roleMayCall, type Endpoint, type OutboxEmail, type TokenPair } from '@buildcover/domain/api';
import type { HttpHandler } from 'msw';
import type { MockState } from './mockState';
import { fail, respond, type MockReply, type MockRequest } from './respond';

/** What each group of handlers shares: the base URL, the state, the session and the ids the "database" hands out. */
export interface MockContext {
  url: string;
  state: MockState;
  /** True when the request carries an access token the mock issued and has not expired. */
  signedIn(request: Request): boolean;
  /** The next id, as a database sequence gives it (shared by every record the mock creates). */
  nextId(): number;
  /** Now, as the API writes timestamps. */
  now(): string;
  /** Keeps a mail in the outbox (no mail server: 'kept', as the server without SMTP_URL) and answers its row. */
  sendMail(
    mail: Pick<OutboxEmail, 'to' | 'subject' | 'html' | 'quote_id' | 'policy_id'> &
      Partial<Pick<OutboxEmail, 'text' | 'attachments'>>,
  ): OutboxEmail;
  /** A new password: every session ends, and the caller carries on with the pair answered. */
  restartSessions(): TokenPair;
}

/**
 * Whether the signed-in staff member's role may call an endpoint, as the server's guards decide
 * (apps/server/src/auth/guards.ts): on the user's role now, not the one in their token, so a test
 * that changes `staffUser.user_type` mid-session meets the server's 403.
 */
/** The server's 403 (apps/server/src/http/errors.ts forbidden). */
export const FORBIDDEN_TEXT = 'You do not have permission to do this';

/**
 * A handler for a staff endpoint: without a valid access token it answers 401, and to a role the
 * endpoint's `auth` does not allow 403, as the server's guards do, before the resolver runs.
 */
export function staffRoute<E extends Endpoint>(
  ctx: MockContext,
  endpoint: E,
  resolve: (input: MockRequest<E>) => MockReply<E> | Promise<MockReply<E>>,
): HttpHandler {
  return respond(
    endpoint,
    (input) => {
      if (!ctx.signedIn(input.request)) return fail(401, 'Unauthorized') as MockReply<E>;
      if (!roleMayCall(ctx.state.staffUser.user_type, endpoint.auth)) return fail(403, FORBIDDEN_TEXT) as MockReply<E>;
      return resolve(input);
    },
    ctx.url,
  );
}

/** `{ success: true, message, data }` */
export const saved = <T>(message: string, data: T) => ({
  status: 200 as const,
  body: { success: true as const, message, data },
});
/** `{ success: true, data }` */
export const found = <T>(data: T) => ({ status: 200 as const, body: { success: true as const, data } });
