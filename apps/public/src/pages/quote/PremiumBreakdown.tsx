import type { PublicPolicySummary } from '@buildcover/api-client';
import {
  editablePremiumKeys,
  keyed,
  premiumBreakdownKeys,
  type PremiumBreakdown as Breakdown,
} from '@buildcover/domain';
import { PremiumGrid } from '@buildcover/ui';
import type { ReactElement } from 'react';

/** The premium as stored on the policy, every line as text ('0.00' when the line is empty). */
function storedBreakdown(premium: Partial<Breakdown>): Breakdown {
  return keyed(premiumBreakdownKeys, (key) => premium[key] ?? '0.00');
}

/** The customer's premium: base, levy, fees with their GST, stamp duty and the total, as the broker priced it. */
export function PremiumBreakdown({ policy }: { policy: PublicPolicySummary | null }): ReactElement | null {
  if (!policy?.premium) return null;
  const breakdown = storedBreakdown(policy.premium);
  const amounts = keyed(editablePremiumKeys, (key) => breakdown[key]);
  return (
    <PremiumGrid
      value={amounts}
      compute={() => breakdown}
      isReadOnly
      hideCommissions
      title="Your premium"
      description="Amounts in Australian dollars. GST is 10%; stamp duty has no GST."
    />
  );
}
