import { createHash, randomBytes } from 'node:crypto';

/** An opaque secret handed to a client (a refresh token, a resume link's token): 256 random bits, base64url. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');
/** What is stored of such a secret: its SHA-256, so a leaked table opens nothing. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
