import type { OutboxStatus } from '@buildcover/api-client';
import { outboxStatusLabels } from '@buildcover/domain';
import { StatusBadge, type Tone } from '@buildcover/ui';
import type { ReactElement } from 'react';

const tones: Readonly<Record<OutboxStatus, Tone>> = {
  kept: 'info',
  queued: 'warning',
  sent: 'success',
  failed: 'danger',
};

export function OutboxStatusBadge({ status }: { status: string }): ReactElement {
  return <StatusBadge status={status} labels={outboxStatusLabels} tones={tones} />;
}
