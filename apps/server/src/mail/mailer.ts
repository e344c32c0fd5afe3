import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../db/database';
import type { OutboxAttachment } from '../db/schema';
import { outboxRepository, type OutboxRepository, type OutboxRow } from '../repositories/outbox';

export interface MailAttachment {
  filename: string;
  content_type: string;
  /** The attachment's text (HTML documents, UTF-8) or bytes (uploaded files). */
  content: string | Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  quote_id?: number | null;
  policy_id?: number | null;
}

/**
 * Sends every e-mail through nodemailer and keeps a copy in outbox_emails. With SMTP_URL the mail
 * goes out and the row records 'sent' or 'failed' (with the error); without it the row is 'kept'
 * for staff to read at GET /api/v1/outbox.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly outbox: OutboxRepository;

  constructor(
    db: Database,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.outbox = outboxRepository(db);
    // Short timeouts: a staff member waits for the answer; an unreachable server fails in seconds, not minutes.
    this.transport = smtpUrl
      ? nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null;
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  async send(message: MailMessage): Promise<OutboxRow> {
    const attachments: OutboxAttachment[] = (message.attachments ?? []).map((a) => ({
      filename: a.filename,
      content_type: a.content_type,
      content: (typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content).toString('base64'),
    }));
    const row = await this.outbox.create({
      to: message.to,
      subject: message.subject,
      html: message.html,
      text: message.text,
      attachments,
      status: this.transport ? 'queued' : 'kept',
      quote_id: message.quote_id ?? null,
      policy_id: message.policy_id ?? null,
    });
    if (!this.transport) return row;
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: a.content,
        })),
      });
      return await this.outbox.recordDelivery(row.id, { status: 'sent', sent_at: new Date() });
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      this.log.error({ err: error, outboxId: row.id }, 'mail could not be sent');
      return this.outbox.recordDelivery(row.id, { status: 'failed', error: text.slice(0, 500) });
    }
  }

  close(): void {
    this.transport?.close();
  }
}
