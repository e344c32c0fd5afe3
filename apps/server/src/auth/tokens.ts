import { createHash, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { UserType } from '../db/schema';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 14;
/**
 * A spent refresh token presented again this soon after its rotation is a race (two tabs refreshing
 * at once), not a theft: it gets another token pair in the same family instead of revoking it.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

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

/** The user and sign-in of a valid, unexpired staff access token, or null. */
export async function verifyAccessToken(secret: string, token: string): Promise<{ userId: number; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], issuer: 'buildcover', audience: 'buildcover-staff' });
    if (payload.typ !== 'access' || !payload.sub || typeof payload.sid !== 'string') return null;
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? { userId: id, sessionId: payload.sid } : null;
  } catch {
    return null;
  }
}

/** Refresh tokens are opaque random strings; only their SHA-256 is stored. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
