import { api } from '@buildcover/domain/api';
import { paymentEligibility, todayIso, toCents } from '@buildcover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../audit';
import { requireAdmin, requireStaff } from '../auth/guards';
import { inTransaction } from '../db/transaction';
import { HttpError, badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { iso, listBody } from '../http/schemas';
import { createRepositories } from '../repositories';
import { loadQuoteAggregate } from '../repositories/quoteAggregate';
import type { OutboxRow } from '../repositories/outbox';
import { resendEmail } from './resend';
import { payLink, sendPaymentLink, sendPolicyDocuments } from './send';


const present = (row: OutboxRow) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  status: row.status,
  html: row.html,
  text: row.text,
  attachments: row.attachments.map((a) => ({ filename: a.filename, content_type: a.content_type })),
  error: row.error,
  quote_id: row.quote_id,
  policy_id: row.policy_id,
  created_at: iso(row.created_at),
  sent_at: iso(row.sent_at),
});

/** A mail that SMTP refused: the caller hears it (502), staff find it in the outbox as 'failed'. */
function deliveredOrThrow(row: OutboxRow, what: string): void {
  if (row.status === 'failed') throw new HttpError(502, `Failed to send ${what}: ${row.error ?? 'the mail server refused it'}. It is kept in the outbox.`);
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
      const { quote, policy, insured, insurer } = aggregate;
      if (!insurer || !policy) throw badRequest('Please select an insurer for this quote before sending the payment link.');
      const premium = policy.total_amount ?? policy.premium_amount;
      if (!premium || toCents(premium) <= 0) throw badRequest('Please enter the premium before sending the payment link.');
      if (!insured.email) throw badRequest('The insured has no email address. Please add one before sending the payment link.');
      // The link must be payable once sent: not paid, inception date not past.
      const eligibility = paymentEligibility({ status: 'due_payment', inception_date: policy.inception_date ?? quote.inception_date }, todayIso());
      if (policy.status === 'paid') throw badRequest('Policy has been paid! Thank you!.');
      if (!eligibility.payable) throw badRequest('The inception date has passed. Please update the inception date before sending the payment link.');
      await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        await repos.quotes.setStatus(quote.id, 'paydue');
        await repos.policies.setStatus(policy.id, 'due_payment');
        await audit(tx, request, { action: 'payment_link', entity: 'quote', entityId: quote.id, before: { status: quote.status, policy_status: policy.status }, after: { status: 'paydue', policy_status: 'due_payment' } });
      });
      const fresh = (await loadQuoteAggregate(app.db, quote.id))!;
      const mail = await sendPaymentLink(app, fresh, insured.email);
      deliveredOrThrow(mail, 'payment link');
      return { success: true as const, message: 'Payment link has been successfully sent!', data: { link: payLink(app, quote.public_id), outbox_id: mail.id, delivery: mail.status } };
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
      await audit(app.db, request, { action: 'send_documents', entity: 'policy', entityId: policy.id, after: { outbox_id: mail.id, to } });
      return { success: true as const, message: 'Policy document has been successfully sent!', data: { outbox_id: mail.id, delivery: mail.status } };
    },
  });

  app.route({
    ...route(api.outbox.list),
    preHandler: requireStaff,
    handler: async (request) => {
      const [rows, total] = await Promise.all([app.repos.outbox.page(request.query), app.repos.outbox.count(request.query)]);
      return listBody(rows.map(present), total);
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
