import { transactionStatusLabels, type TransactionStatus } from '@buildcover/domain';
import { StatusBadge, type Tone } from '@buildcover/ui';
import type { ReactElement } from 'react';

const tones: Readonly<Record<TransactionStatus, Tone>> = {
  pending: 'warning',
  succeeded: 'success',
  failed: 'danger',
  refunded: 'neutral',
};

export function TransactionStatusBadge({ status }: { status: string }): ReactElement {
  return <StatusBadge status={status} labels={transactionStatusLabels} tones={tones} />;
}
