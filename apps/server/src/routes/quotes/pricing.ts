import { asc, isNull } from 'drizzle-orm';
import { defaultInsurerRates, type InsurerRates, type PremiumBreakdown } from '@buildcover/domain';
import type { Database } from '../../db/database';
import { insurers } from '../../db/schema';
import type { InsurerRow, PolicyRow } from '../../repositories/quoteAggregate';
import type { PolicyPremiumColumns } from '../../repositories/proposals';

/**
 * The insurer's levy, duty and fee rates. Insurer settings do not carry their own rates yet, so
 * every insurer prices with the domain's defaults (sources beside each rate in @buildcover/domain).
 */
export function ratesFor(_insurer: InsurerRow): InsurerRates {
  return defaultInsurerRates;
}

/** The insurer that prices public quotes automatically: the longest-standing live insurer on the panel. */
export async function panelInsurer(db: Database): Promise<InsurerRow | undefined> {
  const [row] = await db.select().from(insurers).where(isNull(insurers.deleted_at)).orderBy(asc(insurers.created_at), asc(insurers.id)).limit(1);
  return row;
}

/** A breakdown as the policy's columns (premium_amount is the total the customer pays). */
export const premiumColumns = (breakdown: PremiumBreakdown): PolicyPremiumColumns => ({ ...breakdown, premium_amount: breakdown.total_amount });

/** The amounts staff typed last time, to re-price when the insurer (and so the commission) changes. */
export function storedPremiumInputs(policy: PolicyRow) {
  return {
    base: policy.base ?? '',
    fsl: policy.fsl,
    association_fee: policy.association_fee ?? '',
    insurer_fee: policy.insurer_fee ?? '',
    broker_fee: policy.broker_fee ?? '',
    stamp_duty: policy.stamp_duty,
  };
}
