import { policyNumberOf } from '@buildcover/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { insurers, policies } from '../db/schema';
import type { PolicyPremiumColumns } from './proposals';
import type { PolicyRow } from './quoteAggregate';

export interface PolicyWrite {
  insurer_id?: number | null;
  num?: string | null;
  status?: PolicyRow['status'];
  inception_date?: string | null;
  expiry_date?: string | null;
  uploaded_schedule?: string | null;
  uploaded_coc?: string | null;
  uploaded_closing?: string | null;
}

export function policyRepository(db: Database) {
  return {
    async findById(id: number): Promise<PolicyRow | undefined> {
      const [row] = await db.select().from(policies).where(eq(policies.id, id));
      return row;
    },

    /** True when another policy already carries this number. */
    async numTaken(num: string, exceptId: number): Promise<boolean> {
      const rows = await db.select({ id: policies.id }).from(policies).where(eq(policies.num, num));
      return rows.some((r) => r.id !== exceptId);
    },

    async create(quoteId: number, values: PolicyWrite): Promise<PolicyRow> {
      const [row] = await db
        .insert(policies)
        .values({ quote_id: quoteId, ...values })
        .returning();
      return row!;
    },

    /** The policy's status, its row locked until the transaction ends. */
    async lockStatus(id: number): Promise<PolicyRow['status'] | undefined> {
      const [row] = await db
        .select({ status: policies.status })
        .from(policies)
        .where(eq(policies.id, id))
        .for('update');
      return row?.status;
    },

    async setStatus(id: number, status: PolicyRow['status'], at: Date = new Date()): Promise<void> {
      await db.update(policies).set({ status, updated_at: at }).where(eq(policies.id, id));
    },

    /**
     * Binds the policy: paid, with its number. A number staff entered before is kept; otherwise the
     * policy's insurer issues the next one of its sequence (the insurer's row is locked meanwhile, so
     * two payments at once get two numbers). Call it inside the payment's transaction.
     */
    async markPaid(id: number, paidAt: Date): Promise<PolicyRow | undefined> {
      const [current] = await db
        .select({ num: policies.num, insurer_id: policies.insurer_id })
        .from(policies)
        .where(eq(policies.id, id))
        .for('update');
      if (!current) return undefined;
      const num = current.num ?? (current.insurer_id === null ? null : await nextPolicyNumber(db, current.insurer_id));
      const [row] = await db
        .update(policies)
        .set({ status: 'paid', paid_at: paidAt, updated_at: paidAt, num })
        .where(eq(policies.id, id))
        .returning();
      return row;
    },

    async update(id: number, values: PolicyWrite | Partial<PolicyPremiumColumns>): Promise<PolicyRow | undefined> {
      const [row] = await db
        .update(policies)
        .set({ ...values, updated_at: new Date() })
        .where(eq(policies.id, id))
        .returning();
      return row;
    },
  };
}
export type PolicyRepository = ReturnType<typeof policyRepository>;

/**
 * The insurer's next policy number. A number already on a policy (typed by staff, or another
 * insurer's with the same prefix) is passed over: the sequence moves on, and nothing is reused.
 */
async function nextPolicyNumber(db: Database, insurerId: number): Promise<string | null> {
  for (;;) {
    const [issued] = await db
      .update(insurers)
      .set({ policy_sequence: sql`${insurers.policy_sequence} + 1` })
      .where(eq(insurers.id, insurerId))
      .returning({
        prefix: sql<string>`coalesce(${insurers.policy_prefix}, ${insurers.uid})`,
        sequence: insurers.policy_sequence,
      });
    if (!issued) return null;
    const num = policyNumberOf(issued.prefix.replace(/[^A-Za-z0-9]/g, '').slice(0, 12) || 'BC', issued.sequence);
    const [taken] = await db.select({ id: policies.id }).from(policies).where(eq(policies.num, num)).limit(1);
    if (!taken) return num;
  }
}
