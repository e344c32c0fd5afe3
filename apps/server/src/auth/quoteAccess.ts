import type { FastifyRequest } from 'fastify';
import { authGuard } from './guards';
import { bearerToken } from './tokens';
import { unauthorized } from '../http/errors';
import { verifyQuoteAccessToken, type QuoteAccess } from './quoteAccessToken';

export const PAYMENT_SESSION_EXPIRED = 'Your payment session has expired. Please reload the page and try again.';

/** The quote opened by the request's quote access token (from retrieve?access=1); 401 when missing or expired. */
export async function requireQuoteAccess(request: FastifyRequest): Promise<QuoteAccess> {
  if (request.quoteAccess) return request.quoteAccess;
  const token = bearerToken(request.headers.authorization);
  const access = token ? await verifyQuoteAccessToken(request.server.config.jwtSecret, token) : null;
  if (!access) throw unauthorized(PAYMENT_SESSION_EXPIRED);
  return access;
}

/** Guard for the payment calls: a valid quote access token before anything else is read. */
export const requireQuoteToken = authGuard(async (request) => {
  request.quoteAccess = await requireQuoteAccess(request);
});

/** The quote access token's quote, or null when the bearer is something else (e.g. a staff token). */
export async function optionalQuoteAccess(request: FastifyRequest): Promise<QuoteAccess | null> {
  const token = bearerToken(request.headers.authorization);
  return token ? verifyQuoteAccessToken(request.server.config.jwtSecret, token) : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the caller used a quote access token instead of a staff session. */
    quoteAccess?: QuoteAccess | null;
  }
}
