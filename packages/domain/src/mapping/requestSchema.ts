import { crossAnswerRules } from '../proposal/answerFormats';
import { quoteRequestShape } from '../proposal/payload';
import { pathSegments } from '../proposal/schema';
import { validateProposal } from '../proposal/validate';
import { apiPathOf, fromQuoteRequest } from './quoteRequest';

export interface QuoteRequestSchemaOptions {
  /** Today in Australia/Sydney (yyyy-mm-dd); absent: read the clock at each validation. */
  today?: string;
}

/**
 * The server's schema for POST /api/v1/quotes/get: the payload's shape, each answer's format stated
 * (payload.ts), plus every rule of the form (the same table, read back from the payload), with
 * issues at payload paths such as "insured.contact_no" and the form's words.
 */
export function createQuoteRequestSchema(options: QuoteRequestSchemaOptions = {}) {
  return quoteRequestShape
    .superRefine((payload, ctx) => {
      // Each answer's format was checked by the shape (answerFormats.ts), with the same words: not twice.
      const issues = validateProposal(fromQuoteRequest(payload, { padClaims: false }), {
        mode: 'api',
        formatsChecked: true,
        ...(options.today ? { today: options.today } : {}),
      });
      for (const issue of issues) {
        ctx.addIssue({
          code: 'custom',
          path: pathSegments(apiPathOf(issue.path) ?? issue.path),
          message: issue.message,
        });
      }
    })
    .describe(crossAnswerRules);
}

export type QuoteRequestSchema = ReturnType<typeof createQuoteRequestSchema>;
