import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../audit';
import { notFound } from '../http/errors';
import type { OutboxRow } from '../repositories/outbox';

export const resendMessages = {
  sent: 'The email has been sent again.',
  kept: 'No mail server is set up (SMTP_URL), so the email is kept in the outbox again instead of being sent.',
} as const;

/**
 * Sends a stored e-mail again as a new outbox entry (the original stays as it was), with its
 * attachments, to the same or a corrected address; audited.
 */
export async function resendEmail(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  to: string | undefined,
): Promise<{ message: string; mail: OutboxRow }> {
  const original = await app.repos.outbox.findById(id);
  if (!original) throw notFound('Email not found');
  const mail = await app.mailer.send({
    to: to ?? original.to,
    subject: original.subject,
    html: original.html,
    text: original.text ?? '',
    attachments: original.attachments
      .filter((a) => a.content !== undefined)
      .map((a) => ({ filename: a.filename, content_type: a.content_type, content: Buffer.from(a.content!, 'base64') })),
    quote_id: original.quote_id,
    policy_id: original.policy_id,
  });
  await audit(app.db, request, {
    action: 'resend',
    entity: 'outbox_email',
    entityId: original.id,
    after: { outbox_id: mail.id, to: mail.to, status: mail.status },
  });
  return { message: mail.status === 'kept' ? resendMessages.kept : resendMessages.sent, mail };
}
