import type { OutboxStatus } from '../api/outbox';

/** Where a mail stands, in words: the outbox list and a quote's History show it so. */
export const outboxStatusLabels: Readonly<Record<OutboxStatus, string>> = {
  kept: 'Kept (not sent)',
  queued: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
};
