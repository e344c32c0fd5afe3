import { jwtVerify, SignJWT } from 'jose';

const key = (secret: string) => new TextEncoder().encode(secret);
export const FILE_TOKEN_SECONDS = 60 * 60;

/**
 * A short-lived token that lets a plain link (<a href>, no Authorization header) open one file:
 * `/api/v1/static/files/<key>?token=…`. Give it only to callers allowed to read the file.
 */
export function signFileToken(secret: string, fileKey: string, seconds = FILE_TOKEN_SECONDS): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'file' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(fileKey)
    .setIssuedAt(now)
    .setExpirationTime(now + seconds)
    .setAudience('buildcover-file')
    .sign(key(secret));
}

export async function verifyFileToken(secret: string, token: string, fileKey: string): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'], audience: 'buildcover-file' });
    return payload.typ === 'file' && payload.sub === fileKey;
  } catch {
    return false;
  }
}

/** The file's URL with a read token attached (for staff screens and e-mails). */
export async function signedFileUrl(secret: string, fileKey: string, seconds?: number): Promise<string> {
  return `/api/v1/static/files/${fileKey}?token=${await signFileToken(secret, fileKey, seconds)}`;
}
