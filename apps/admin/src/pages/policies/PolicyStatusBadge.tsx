import { policyStandingLabels, type PolicyStanding } from '@buildcover/domain';
import { StatusBadge, type Tone } from '@buildcover/ui';
import type { ReactElement } from 'react';

const tones: Readonly<Record<PolicyStanding, Tone>> = { active: 'success', expired: 'neutral', cancelled: 'danger' };

/** Active, Expired or Cancelled, coloured. */
export function PolicyStatusBadge({ status }: { status: string }): ReactElement {
  return <StatusBadge status={status} labels={policyStandingLabels} tones={tones} />;
}
