import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { sandboxAuthentications, sandboxCards, sandboxCharges } from '../db/schema';

export type SandboxCardRow = typeof sandboxCards.$inferSelect;
export type SandboxAuthenticationRow = typeof sandboxAuthentications.$inferSelect;
export type SandboxChargeRow = typeof sandboxCharges.$inferSelect;
export type NewSandboxAuthentication = typeof sandboxAuthentications.$inferInsert;

/** The sandbox payment gateway's own tables (src/payments/sandbox/gateway.ts plays the provider over them). */
export function sandboxGatewayRepository(db: Database) {
  return {
    /** Keeps a tokenised card and forgets the cards that expired before `forgetBefore`. */
    async saveCard(row: typeof sandboxCards.$inferInsert, forgetBefore: Date): Promise<void> {
      await db.insert(sandboxCards).values(row);
      await db.delete(sandboxCards).where(lt(sandboxCards.expires_at, forgetBefore));
    },

    /** The card behind a token; with `validAt`, only while it has not expired by then. */
    async findCard(token: string, validAt: Date | null): Promise<SandboxCardRow | null> {
      const condition = validAt
        ? and(eq(sandboxCards.token, token), gt(sandboxCards.expires_at, validAt))
        : eq(sandboxCards.token, token);
      const [row] = await db.select().from(sandboxCards).where(condition);
      return row ?? null;
    },

    async createAuthentication(row: NewSandboxAuthentication): Promise<SandboxAuthenticationRow> {
      const [saved] = await db.insert(sandboxAuthentications).values(row).returning();
      return saved!;
    },

    async findAuthentication(id: string): Promise<SandboxAuthenticationRow | null> {
      const [row] = await db.select().from(sandboxAuthentications).where(eq(sandboxAuthentications.id, id));
      return row ?? null;
    },

    async updateAuthentication(
      id: string,
      values: Partial<typeof sandboxAuthentications.$inferInsert>,
    ): Promise<SandboxAuthenticationRow | undefined> {
      const [row] = await db
        .update(sandboxAuthentications)
        .set(values)
        .where(eq(sandboxAuthentications.id, id))
        .returning();
      return row;
    },

    /** Marks a challenge authenticated; undefined when it was no longer waiting for its code. */
    async passChallenge(
      id: string,
      values: Partial<typeof sandboxAuthentications.$inferInsert>,
    ): Promise<SandboxAuthenticationRow | undefined> {
      const [row] = await db
        .update(sandboxAuthentications)
        .set({ ...values, status: 'authenticated' })
        .where(and(eq(sandboxAuthentications.id, id), eq(sandboxAuthentications.status, 'challenge')))
        .returning();
      return row;
    },

    /** Records a charge once per idempotency key; undefined when the key already has one. */
    async createCharge(values: typeof sandboxCharges.$inferInsert): Promise<SandboxChargeRow | undefined> {
      const [row] = await db
        .insert(sandboxCharges)
        .values(values)
        .onConflictDoNothing({ target: sandboxCharges.idempotency_key })
        .returning();
      return row;
    },

    async findChargeByKey(idempotencyKey: string): Promise<SandboxChargeRow | null> {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.idempotency_key, idempotencyKey));
      return row ?? null;
    },

    async findChargeByReference(reference: string): Promise<SandboxChargeRow | undefined> {
      const [row] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
      return row;
    },

    /** Sets the refunded total if it is still `from` (a concurrent refund wins otherwise: undefined). */
    async setRefundedIfUnchanged(id: number, from: number, to: number): Promise<SandboxChargeRow | undefined> {
      const [row] = await db
        .update(sandboxCharges)
        .set({ refunded_cents: to })
        .where(and(eq(sandboxCharges.id, id), eq(sandboxCharges.refunded_cents, from)))
        .returning();
      return row;
    },

    async setRefunded(id: number, cents: number): Promise<void> {
      await db.update(sandboxCharges).set({ refunded_cents: cents }).where(eq(sandboxCharges.id, id));
    },

    chargesForToken(token: string): Promise<SandboxChargeRow[]> {
      return db.select().from(sandboxCharges).where(eq(sandboxCharges.token, token));
    },
  };
}
export type SandboxGatewayRepository = ReturnType<typeof sandboxGatewayRepository>;
