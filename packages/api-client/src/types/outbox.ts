/** Where a mail stands: kept (no SMTP_URL), queued, sent or failed (SMTP refused it; see `error`). */
export type OutboxStatus = 'queued' | 'kept' | 'sent' | 'failed';

/** One mail the server sent or kept (GET /api/v1/outbox, GET /api/v1/outbox/{id}; staff). */
export interface OutboxEmail {
  id: number;
  to: string;
  subject: string;
  status: OutboxStatus;
  html: string;
  text: string | null;
  attachments: { filename: string; content_type: string }[];
  error: string | null;
  quote_id: number | null;
  policy_id: number | null;
  created_at: string | null;
  sent_at: string | null;
}

export interface OutboxListParams {
  start: number;
  limit: number;
  status?: OutboxStatus;
  /** created_at (default, newest first), to, subject, status. */
  sort?: string;
  order?: 'asc' | 'desc';
  /** From 3 characters: recipient or subject. */
  q?: string;
}
