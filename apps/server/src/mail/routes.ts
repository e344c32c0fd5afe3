import { api } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { requireAdmin, requireStaff } from '../auth/guards';
import { HttpError, badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { iso, listBody } from '../http/schemas';
import { loadQuoteAggregate } from '../repositories/quoteAggregate';
import type { OutboxListRow, OutboxRow } from '../repositories/outbox';
import { resendEmail } from './resend';
import { issuePaymentLink } from './paymentLink';
import { sendPolicyDocuments } from './send';

const presentListItem = (row: OutboxListRow) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status,
  error: row.error,
  quote_id: row.quote_id,
  policy_id: row.policy_id,
  created_at: iso(row.created_at),
  sent_at: iso(row.sent_at),
});

const present = (row: OutboxRow) => ({
  ...presentListItem(row),
  html: row.html,
  text: row.text,
  attachments: row.attachments.map((a) => ({ filename: a.filename, content_type: a.content_type })),
});

/** A mail that SMTP refused: the caller hears it (502), staff find it in the outbox as 'failed'. */
function deliveredOrThrow(row: OutboxRow, what: string): void {
  if (row.status === 'failed')
    throw new HttpError(
      502,
      `Failed to send ${what}: ${row.error ?? 'the mail server refused it'}. It is kept in the outbox.`,
    );
}

/**
 * Mail the back office sends (payment link, policy documents) and the outbox staff read.
 * Without SMTP_URL every mail is kept in the outbox ('kept'); with it, sent and recorded.
 */
const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.quotes.sendPaymentLink),
    preHandler: requireAdmin,
    handler: async (request) => {
      const aggregate = await loadQuoteAggregate(app.db, request.params.id);
      if (!aggregate) throw notFound('Quote not found');
      const outcome = await issuePaymentLink(app, request, aggregate, { by: 'caller' });
      if (!outcome.issued) throw badRequest(outcome.message);
      deliveredOrThrow(outcome.mail, 'payment link');
      return {
        success: true as const,
        message: 'Payment link has been successfully sent!',
        data: { link: outcome.link, outbox_id: outcome.mail.id, delivery: outcome.mail.status },
      };
    },
  });

  app.route({
    ...route(api.quotes.sendPolicyDocuments),
    preHandler: requireAdmin,
    handler: async (request) => {
      const policy = await app.repos.policies.findById(request.params.policyId);
      if (!policy) throw notFound('Policy not found');
      if (policy.status !== 'paid') throw badRequest('Policy documents can be sent once the policy is paid.');
      const aggregate = await loadQuoteAggregate(app.db, policy.quote_id);
      const to = aggregate?.insured.email;
      if (!to) throw badRequest('The insured has no email address. Please add one before sending the documents.');
      const mail = await sendPolicyDocuments(app, policy.id, to);
      if (!mail) throw notFound('Policy not found');
      deliveredOrThrow(mail, 'policy document');
      await audit(app.db, request, {
        action: 'send_documents',
        entity: 'policy',
        entityId: policy.id,
        after: { outbox_id: mail.id, to },
      });
      return {
        success: true as const,
        message: 'Policy document has been successfully sent!',
        data: { outbox_id: mail.id, delivery: mail.status },
      };
    },
  });

  app.route({
    ...route(api.outbox.list),
    preHandler: requireStaff,
    handler: async (request) => {
      const [rows, total] = await Promise.all([
        app.repos.outbox.page(request.query),
        app.repos.outbox.count(request.query),
      ]);
      return listBody(rows.map(presentListItem), total);
    },
  });

  app.route({
    ...route(api.outbox.get),
    preHandler: requireStaff,
    handler: async (request) => {
      const row = await app.repos.outbox.findById(request.params.id);
      if (!row) throw notFound('Email not found');
      return { success: true as const, data: present(row) };
    },
  });

  app.route({
    ...route(api.outbox.resend),
    preHandler: requireAdmin,
    handler: async (request) => {
      const { message, mail } = await resendEmail(app, request, request.params.id, request.body?.to);
      deliveredOrThrow(mail, 'the email');
      return { success: true as const, message, data: present(mail) };
    },
  });
};

export default mailRoutes;
