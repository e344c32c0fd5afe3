import { policyDocumentKeys } from '@buildcover/domain';
import type { FastifyInstance } from 'fastify';
import { loadPolicyDocumentData } from '../documents/load';
import { documentFileName, documentTitles, renderPolicyDocument, type DocumentKind } from '../documents/render';
import type { QuoteAggregate } from '../repositories/quoteAggregate';
import type { OutboxRow } from '../repositories/outbox';
import type { MailAttachment } from './mailer';
import { paymentLinkMail, policyDocumentsMail, receiptMail, resumeLinkMail } from './templates';

const signature = (app: FastifyInstance) => `${app.config.payments.merchantName} — ${app.config.publicBaseUrl}`;

/** The pay link of a quote: {PUBLIC_BASE_URL}/quotes/pay/{public id}. */
export const payLink = (app: FastifyInstance, publicId: string) =>
  `${app.config.publicBaseUrl}/quotes/pay/${encodeURIComponent(publicId)}`;

/** The link of a saved proposal: {PUBLIC_BASE_URL}/quotes/resume/{token}. */
export const resumeLink = (app: FastifyInstance, token: string) =>
  `${app.config.publicBaseUrl}/quotes/resume/${encodeURIComponent(token)}`;

export async function sendResumeLink(
  app: FastifyInstance,
  to: string,
  token: string,
  expiresAt: Date,
): Promise<OutboxRow> {
  return app.mailer.send({ to, ...resumeLinkMail(resumeLink(app, token), expiresAt, signature(app)) });
}

export async function sendPaymentLink(app: FastifyInstance, aggregate: QuoteAggregate, to: string): Promise<OutboxRow> {
  const content = paymentLinkMail(aggregate, payLink(app, aggregate.quote.public_id), signature(app));
  return app.mailer.send({ to, ...content, quote_id: aggregate.quote.id, policy_id: aggregate.policy?.id ?? null });
}

/** The receipt for the policy's successful payment, to the address given at payment or the insured's. */
export async function sendReceipt(
  app: FastifyInstance,
  input: { quoteId: number; policyId: number; recipient: string | null },
): Promise<OutboxRow | null> {
  const data = await loadPolicyDocumentData(app.db, input.policyId);
  const to = input.recipient ?? data?.insured.email;
  if (!data?.payment || !to) return null;
  return app.mailer.send({
    to,
    ...receiptMail(data, signature(app)),
    quote_id: input.quoteId,
    policy_id: input.policyId,
  });
}

const attachedDocuments: readonly DocumentKind[] = ['schedule', 'certificate', 'invoice'];

/**
 * The schedule, certificate of currency and invoice as HTML attachments, plus the documents staff
 * uploaded on the Documents tab (Schedule, COC, Closing) as they were uploaded.
 */
export async function sendPolicyDocuments(
  app: FastifyInstance,
  policyId: number,
  to: string,
): Promise<OutboxRow | null> {
  const data = await loadPolicyDocumentData(app.db, policyId);
  if (!data) return null;
  const attachments: MailAttachment[] = attachedDocuments.map((kind) => ({
    filename: documentFileName(kind, data),
    content_type: 'text/html; charset=utf-8',
    content: renderPolicyDocument(kind, data, app.config.payments.merchantName),
  }));
  const names: string[] = attachedDocuments.map((kind) => documentTitles[kind]);
  for (const { key, label } of policyDocumentKeys) {
    const fileKey = data.policy[key];
    if (!fileKey) continue;
    const file = await app.repos.files.findByKey(fileKey);
    const content = file ? await app.storage.get(file.key) : null;
    if (!file || !content) {
      app.log.warn({ policyId, fileKey }, 'uploaded policy document missing from storage; not attached');
      continue;
    }
    attachments.push({ filename: file.name, content_type: file.mime, content });
    names.push(`${label} (uploaded): ${file.name}`);
  }
  const content = policyDocumentsMail(data, names, signature(app));
  return app.mailer.send({ to, ...content, attachments, quote_id: data.quote.id, policy_id: data.policy.id });
}
