/**
 * Where a bound policy stands (back-office §2, Policy list): Active until its expiry date passes,
 * then Expired; Cancelled once its payment is refunded. A policy is bound when it is paid; quotes
 * still waiting for payment are not policies yet. The server computes it in SQL from the same rule
 * (apps/server/src/repositories/policies.ts, `standingSql`).
 */
export const policyStandings = ['active', 'expired', 'cancelled'] as const;
export type PolicyStanding = (typeof policyStandings)[number];

export const policyStandingLabels: Record<PolicyStanding, string> = {
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
};

/** Policy statuses (policies.status) that make a policy appear in the Policy list. */
export const boundPolicyStatuses = ['paid', 'cancelled'] as const;

export function policyStanding(policy: { status: string; expiry_date: string | null }, today: string): PolicyStanding {
  if (policy.status === 'cancelled') return 'cancelled';
  return policy.expiry_date !== null && policy.expiry_date < today ? 'expired' : 'active';
}

/** Whether a policy's cover has started: from its inception date (inclusive), in the broker's calendar (`todayIso()`). */
export function coverStarted(policy: { inception_date: string | null }, today: string): boolean {
  return policy.inception_date === null || policy.inception_date <= today;
}
