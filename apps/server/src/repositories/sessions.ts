import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, max, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { loginAttempts, refreshTokens } from '../db/schema';
import { hashToken, newSecretToken as newRefreshToken } from '../secretTokens';

export const REFRESH_TOKEN_DAYS = 14;
/**
 * A spent refresh token presented again this soon after its rotation is a race (two tabs refreshing
 * at once), not a theft: it gets another token pair in the same family instead of revoking it.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export type RefreshOutcome =
  | { kind: 'rotated'; userId: number; refresh: string; sessionId: string }
  | { kind: 'reused' }
  | { kind: 'invalid' };

/** Refresh-token families and login attempts: the state behind sessions, kept in the database. */
export function sessionRepository(db: Database) {
  const expiry = () => new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 60 * 60 * 1000);

  return {
    /** A new login: a new family (the session id access tokens carry) with its first refresh token. */
    async startFamily(userId: number): Promise<{ refresh: string; sessionId: string }> {
      const refresh = newRefreshToken();
      const sessionId = randomUUID();
      await db
        .insert(refreshTokens)
        .values({ user_id: userId, token_hash: hashToken(refresh), family_id: sessionId, expires_at: expiry() });
      return { refresh, sessionId };
    },

    /** Whether a sign-in is still open: logout, reuse detection, a new password or deactivation end it. */
    async isActive(sessionId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(and(eq(refreshTokens.family_id, sessionId), isNull(refreshTokens.revoked_at)))
        .limit(1);
      return Boolean(row);
    },

    /**
     * Exchanges a refresh token for a new one in the same family. A spent token presented again within
     * REFRESH_REUSE_GRACE_SECONDS of its rotation is a race between tabs: it gets another child of the
     * family and the family lives on. Later, or a revoked token, means it leaked: the whole family is
     * revoked and the caller must sign in again.
     */
    async rotate(refresh: string): Promise<RefreshOutcome> {
      const tokenHash = hashToken(refresh);
      return db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ userId: refreshTokens.user_id })
          .from(refreshTokens)
          .where(eq(refreshTokens.token_hash, tokenHash));
        if (!owner) return { kind: 'invalid' } as const;
        await lockSessionsOf(tx, owner.userId);
        // Read again under the lock: a concurrent rotation or revocation of this user has committed by now.
        const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.token_hash, tokenHash));
        if (!row) return { kind: 'invalid' } as const;
        const now = new Date();
        // Revocation is always family-wide, so the token's own revoked_at says whether its family has ended.
        if (row.revoked_at || (row.used_at && !withinReuseGrace(row.used_at, now))) {
          await revokeFamily(tx, row.family_id, now);
          return { kind: 'reused' } as const;
        }
        if (row.expires_at.getTime() <= now.getTime()) return { kind: 'invalid' } as const;
        // A grace reuse keeps the first rotation time, so presenting the token again never stretches the window.
        if (!row.used_at) await tx.update(refreshTokens).set({ used_at: now }).where(eq(refreshTokens.id, row.id));
        const next = newRefreshToken();
        await tx.insert(refreshTokens).values({
          user_id: row.user_id,
          token_hash: hashToken(next),
          family_id: row.family_id,
          expires_at: expiry(),
        });
        return { kind: 'rotated', userId: row.user_id, refresh: next, sessionId: row.family_id } as const;
      });
    },

    async revokeFamilyOf(refresh: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ family: refreshTokens.family_id, userId: refreshTokens.user_id })
          .from(refreshTokens)
          .where(eq(refreshTokens.token_hash, hashToken(refresh)));
        if (!row) return;
        await lockSessionsOf(tx, row.userId);
        await revokeFamily(tx, row.family, new Date());
      });
    },

    async revokeAllFor(userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockSessionsOf(tx, userId);
        await tx
          .update(refreshTokens)
          .set({ revoked_at: new Date() })
          .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
      });
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
        .where(
          and(eq(loginAttempts.username, name), eq(loginAttempts.succeeded, false), gt(loginAttempts.created_at, from)),
        );
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

/** Namespace of the two-key advisory locks below; the second key is the user id. */
const SESSION_LOCK_NAMESPACE = 4_242_002;

/**
 * Serialises changes to one user's refresh tokens until the transaction ends (on every connection),
 * so a rotation never adds a token to a family that a concurrent logout, reuse detection or
 * deactivation is revoking, and two rotations of one token see each other's work.
 */
async function lockSessionsOf(tx: Database, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SESSION_LOCK_NAMESPACE}, ${userId})`);
}

async function revokeFamily(tx: Database, familyId: string, at: Date): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revoked_at: at })
    .where(and(eq(refreshTokens.family_id, familyId), isNull(refreshTokens.revoked_at)));
}

const withinReuseGrace = (rotatedAt: Date, now: Date): boolean =>
  now.getTime() - rotatedAt.getTime() < REFRESH_REUSE_GRACE_SECONDS * 1000;
