import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { policies } from '../db/schema';
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
      const [row] = await db.select({ status: policies.status }).from(policies).where(eq(policies.id, id)).for('update');
      return row?.status;
    },

    async setStatus(id: number, status: PolicyRow['status'], at: Date = new Date()): Promise<void> {
      await db.update(policies).set({ status, updated_at: at }).where(eq(policies.id, id));
    },

    async markPaid(id: number, paidAt: Date): Promise<PolicyRow | undefined> {
      const [row] = await db.update(policies).set({ status: 'paid', paid_at: paidAt, updated_at: paidAt }).where(eq(policies.id, id)).returning();
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
