import { z } from 'zod';
import { errors, htmlDocument, idParam } from './envelopes';
import { defineEndpoint, type Endpoint } from './endpoint';

/** The documents the server renders for a policy; `certificate` is the certificate of currency. */
export const policyDocumentKinds = ['schedule', 'closing', 'invoice', 'certificate'] as const;
export type PolicyDocumentKind = (typeof policyDocumentKinds)[number];

const params = z.object({ policyId: idParam });
const query = z.object({ format: z.enum(['html'], { message: 'Only format=html is available' }).default('html') });

const documentEndpoint = <const K extends PolicyDocumentKind>(kind: K, summary: string, auth: Endpoint['auth']) =>
  defineEndpoint({
    method: 'POST',
    path: `/quotes/policy/:policyId/${kind}`,
    summary,
    tags: ['documents'],
    auth,
    html: true,
    params,
    query,
    responses: { 200: htmlDocument, ...errors(400, 401, 403, 404) },
  });

/**
 * The policy documents as printable HTML, rendered from the stored quote: staff with their session;
 * the schedule, and once paid the certificate and invoice, also with the quote's access token.
 */
export const documentsApi = {
  schedule: documentEndpoint('schedule', 'The policy schedule (HTML); staff, or the quote access token', 'quote'),
  closing: documentEndpoint('closing', 'The closing document (HTML); staff only', 'staff'),
  invoice: documentEndpoint('invoice', 'The tax invoice (HTML); staff, or the quote access token once paid', 'quote'),
  certificate: documentEndpoint(
    'certificate',
    'The certificate of currency (HTML); staff, or the quote access token once paid',
    'quote',
  ),
};
