import { jwtVerify, SignJWT } from 'jose';
import type { UserType } from '../db/schema';

export const ACCESS_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  userType: UserType;
  /** The sign-in (refresh-token family) the token belongs to: ending it ends the access token too. */
  sessionId: string;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export function signAccessToken(secret: string, claims: AccessClaims, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'access', user_type: claims.userType, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .setIssuer('buildcover')
    .setAudience('buildcover-staff')
    .sign(key(secret));
}

interface VerifiedAccess {
  userId: number;
  sessionId: string;
  /** Milliseconds since the epoch when the token expires. */
  expiresAt: number;
}

/**
 * Tokens already verified, by secret and token: checking an HS256 signature through WebCrypto cost
 * a fifth of a cached list request's CPU (bench/README.md, 2026-12-02). Verification is a pure
 * function of the two, so an entry holds until the token expires; whether its sign-in is still
 * open is checked on every request all the same (guards.ts).
 */
const verified = new Map<string, VerifiedAccess>();
const MAX_VERIFIED = 1_000;

/** The user and sign-in of a valid, unexpired staff access token, or null. */
export async function verifyAccessToken(
  secret: string,
  token: string,
): Promise<{ userId: number; sessionId: string } | null> {
  const memoKey = `${secret}\u0000${token}`;
  const known = verified.get(memoKey);
  if (known && known.expiresAt > Date.now()) return { userId: known.userId, sessionId: known.sessionId };
  if (known) verified.delete(memoKey);
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      issuer: 'buildcover',
      audience: 'buildcover-staff',
    });
    if (payload.typ !== 'access' || !payload.sub || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
      return null;
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id <= 0) return null;
    if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value!);
    verified.set(memoKey, { userId: id, sessionId: payload.sid, expiresAt: payload.exp * 1000 });
    return { userId: id, sessionId: payload.sid };
  } catch {
    return null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
