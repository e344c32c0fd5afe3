import type { FastifyInstance } from 'fastify';
import { loadQuoteAggregate } from '../repositories/quoteAggregate';
import { sendPaymentLink } from '../mail/send';
import type { WorkHandler } from './runner';

/**
 * The pay link mail of a quoted submission, sent after its answer. The submission opened the quote
 * for payment in its own transaction; the mail goes while the link is still open (a policy paid or
 * taken back by staff in between gets none). The mailer keeps the outcome in the outbox ('sent',
 * 'kept' or 'failed' for staff, as for every mail).
 */
export function paymentLinkMail(app: FastifyInstance): WorkHandler {
  return async (row) => {
    const aggregate = await loadQuoteAggregate(app.db, row.quote_id);
    if (!aggregate?.insured.email || aggregate.policy?.status !== 'due_payment') {
      app.log.info({ quoteId: row.quote_id }, 'pay link mail not sent: the quote is no longer open for payment');
      return;
    }
    await sendPaymentLink(app, aggregate, aggregate.insured.email);
  };
}
