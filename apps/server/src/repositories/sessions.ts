import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginAttempts, refreshTokens } from '../db/schema';
import { hashToken, newRefreshToken, REFRESH_TOKEN_DAYS } from '../auth/tokens';

export type RefreshOutcome =
  | { kind: 'rotated'; userId: number; refresh: string }
  | { kind: 'reused' }
  | { kind: 'invalid' };

/** Refresh-token families and login attempts: the state behind sessions, kept in the database. */
export function sessionRepository(db: Database) {
  const expiry = () => new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000);

  return {
    /** A new login: a new family with its first refresh token. */
    async startFamily(userId: number): Promise<string> {
      const refresh = newRefreshToken();
      await db.insert(refreshTokens).values({ user_id: userId, token_hash: hashToken(refresh), family_id: randomUUID(), expires_at: expiry() });
      return refresh;
    },

    /**
     * Exchanges a refresh token for a new one in the same family. A token already used (or revoked)
     * means it leaked: the whole family is revoked and the caller must sign in again.
     */
    async rotate(refresh: string): Promise<RefreshOutcome> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.token_hash, hashToken(refresh)))
          .for('update');
        if (!row) return { kind: 'invalid' } as const;
        if (row.used_at || row.revoked_at) {
          await tx.update(refreshTokens).set({ revoked_at: new Date() }).where(and(eq(refreshTokens.family_id, row.family_id), isNull(refreshTokens.revoked_at)));
          return { kind: 'reused' } as const;
        }
        if (row.expires_at.getTime() <= Date.now()) return { kind: 'invalid' } as const;
        await tx.update(refreshTokens).set({ used_at: new Date() }).where(eq(refreshTokens.id, row.id));
        const next = newRefreshToken();
        await tx.insert(refreshTokens).values({ user_id: row.user_id, token_hash: hashToken(next), family_id: row.family_id, expires_at: expiry() });
        return { kind: 'rotated', userId: row.user_id, refresh: next } as const;
      });
    },

    async revokeFamilyOf(refresh: string): Promise<void> {
      const [row] = await db.select({ family: refreshTokens.family_id }).from(refreshTokens).where(eq(refreshTokens.token_hash, hashToken(refresh)));
      if (row) await db.update(refreshTokens).set({ revoked_at: new Date() }).where(and(eq(refreshTokens.family_id, row.family), isNull(refreshTokens.revoked_at)));
    },

    async revokeAllFor(userId: number): Promise<void> {
      await db.update(refreshTokens).set({ revoked_at: new Date() }).where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
    },

    async recordAttempt(username: string, ip: string, succeeded: boolean): Promise<void> {
      await db.insert(loginAttempts).values({ username: username.trim().toLowerCase(), ip, succeeded });
    },

    /** Failed attempts for a username since its last success, within the window. */
    async recentFailuresForUser(username: string, since: Date): Promise<number> {
      const name = username.trim().toLowerCase();
      const [last] = await db
        .select({ at: max(loginAttempts.created_at) })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.username, name), eq(loginAttempts.succeeded, true)));
      const from = last?.at && new Date(last.at) > since ? new Date(last.at) : since;
      const [row] = await db
        .select({ value: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.username, name), eq(loginAttempts.succeeded, false), gt(loginAttempts.created_at, from)));
      return row?.value ?? 0;
    },

    async recentFailuresForAddress(ip: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.succeeded, false), gt(loginAttempts.created_at, since)));
      return row?.value ?? 0;
    },

    /** Housekeeping: attempts older than a day and refresh tokens expired a week ago say nothing any more. */
    async prune(): Promise<void> {
      await db.delete(loginAttempts).where(sql`${loginAttempts.created_at} < now() - interval '1 day'`);
      await db.delete(refreshTokens).where(sql`${refreshTokens.expires_at} < now() - interval '7 days'`);
    },
  };
}
export type SessionRepository = ReturnType<typeof sessionRepository>;
