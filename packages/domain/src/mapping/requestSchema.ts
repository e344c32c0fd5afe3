import { z } from 'zod';
import { quoteRequestShape, type QuoteRequest } from '../proposal/payload';
import { pathSegments } from '../proposal/schema';
import { validateProposal } from '../proposal/validate';
import { apiPathOf, fromQuoteRequest } from './quoteRequest';

export interface QuoteRequestSchemaOptions {
  /** Today in Australia/Sydney (yyyy-mm-dd); absent: read the clock at each validation. */
  today?: string;
}

export type QuoteRequestSchema = z.ZodType<QuoteRequest, unknown>;

/**
 * The server's schema for POST /api/v1/quotes/get: the payload's shape plus every rule of the
 * form (the same table, read back from the payload), with issues at payload paths such as
 * "insured.contact_no" and the form's words.
 */
export function createQuoteRequestSchema(options: QuoteRequestSchemaOptions = {}): QuoteRequestSchema {
  return quoteRequestShape.superRefine((payload, ctx) => {
    const issues = validateProposal(fromQuoteRequest(payload, { padClaims: false }), { mode: 'api', ...(options.today ? { today: options.today } : {}) });
    for (const issue of issues) {
      ctx.addIssue({ code: 'custom', path: pathSegments(apiPathOf(issue.path) ?? issue.path), message: issue.message });
    }
  }) as unknown as QuoteRequestSchema;
}
