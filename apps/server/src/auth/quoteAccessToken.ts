import { jwtVerify, SignJWT } from 'jose';

/** A quote access token opens one quote (pay screen, schedule) for 20 minutes (public-site §4). */
export const QUOTE_ACCESS_TOKEN_SECONDS = 20 * 60;

const AUDIENCE = 'buildcover-quote';
const key = (secret: string) => new TextEncoder().encode(secret);

export interface QuoteAccess {
  /** The quote's sequential id (internal). */
  quoteId: number;
  /** The quote's unguessable public id. */
  publicId: string;
}

/** Signs a token that opens only this quote, valid QUOTE_ACCESS_TOKEN_SECONDS from `now`. */
export function signQuoteAccessToken(
  secret: string,
  quote: { id: number; public_id: string },
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'quote_access', qid: quote.id })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(quote.public_id)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + QUOTE_ACCESS_TOKEN_SECONDS)
    .setIssuer('buildcover')
    .setAudience(AUDIENCE)
    .sign(key(secret));
}

/**
 * The quote a valid, unexpired quote access token opens, or null (wrong signature, expired, a
 * staff token, anything else). Callers must still check it is the quote being asked for.
 */
export async function verifyQuoteAccessToken(secret: string, token: string): Promise<QuoteAccess | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: 'buildcover',
      audience: AUDIENCE,
    });
    const quoteId = payload.qid;
    if (
      payload.typ !== 'quote_access' ||
      typeof payload.sub !== 'string' ||
      typeof quoteId !== 'number' ||
      !Number.isInteger(quoteId)
    )
      return null;
    return { quoteId, publicId: payload.sub };
  } catch {
    return null;
  }
}
