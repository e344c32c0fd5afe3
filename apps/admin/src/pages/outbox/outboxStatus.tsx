import type { OutboxStatus } from '@buildcover/api-client';
import { StatusBadge, type Tone } from '@buildcover/ui';
import type { ReactElement } from 'react';

export const outboxStatusLabels: Readonly<Record<OutboxStatus, string>> = { kept: 'Kept (not sent)', queued: 'Sending', sent: 'Sent', failed: 'Failed' };
const tones: Readonly<Record<OutboxStatus, Tone>> = { kept: 'info', queued: 'warning', sent: 'success', failed: 'danger' };

export function OutboxStatusBadge({ status }: { status: string }): ReactElement {
  return <StatusBadge status={status} labels={outboxStatusLabels} tones={tones} />;
}
