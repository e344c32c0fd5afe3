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

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
