import type { QuoteStatus } from '@buildcover/api-client';
import { StatusBadge, type Tone } from '@buildcover/ui';
import type { ReactElement } from 'react';

/** A colour per quote status: done is green, waiting on someone amber, lost red, the rest blue or grey. */
export const quoteStatusTones: Readonly<Record<QuoteStatus | 'paid', Tone>> = {
  quoted: 'info',
  submitted: 'info',
  paydue: 'warning',
  declined: 'danger',
  referred: 'warning',
  review: 'warning',
  lost: 'neutral',
  pending: 'neutral',
  paid: 'success',
};

/** A quote's status as the back office lists show it (back-office §2): the value in upper case, coloured. */
export function QuoteStatusBadge({ status }: { status: string }): ReactElement {
  return <StatusBadge status={status} tones={quoteStatusTones} />;
}
