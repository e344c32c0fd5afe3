import type { QuoteCustomerDetail } from '../api/publicQuotes';
import type { QuoteDetail } from '../api/quotes';
import { proposalFields } from '../proposal/fields';
import type { ProposalFormValues } from '../proposal/schema';
import { fromQuoteRequest } from './quoteRequest';

/** A stored record's id, as the contract's records carry it. */
export type RecordId = number;

/** A quote as GET /api/v1/quotes/{id} reads it back (the contract's quoteDetail): what the editor reads and saves to. */
export type QuoteRecord = QuoteDetail;

/** The proposal's sections of a stored quote, as staff (GET /quotes/{id}) and the customer (/details) read them back. */
export type AnsweredQuote = Pick<
  QuoteDetail | QuoteCustomerDetail,
  'insured' | 'address' | 'property' | 'covers' | 'claim_risk' | 'property_holder_risk' | 'property_risk' | 'files'
>;

/** The property risk answers, with an upload made before its answer was saved found by its field name. */
export function withStoredUploads(propertyRisk: object | null, files: AnsweredQuote['files']): Record<string, unknown> {
  const answers: Record<string, unknown> = { ...propertyRisk };
  for (const def of proposalFields) {
    const field = def.kind === 'file' ? def.api?.split('.').pop() : undefined;
    if (!field || answers[field]) continue;
    const file = files.find((f) => f.meta.field === field);
    if (file) answers[field] = file.file_key;
  }
  return answers;
}

/** A stored quote's answers in the proposal payload's shape (what `fromQuoteRequest` reads). */
export function storedAnswers(quote: AnsweredQuote) {
  return {
    insured: quote.insured,
    property: { ...quote.property, address: quote.property?.address ?? quote.address },
    claim_risk: quote.claim_risk,
    property_holder_risk: quote.property_holder_risk,
    property_risk: withStoredUploads(quote.property_risk, quote.files),
    covers: quote.covers,
  };
}

/** The stored quote → the editor's values (the same shape as the public form). */
export function quoteToEditorValues(quote: AnsweredQuote, options: { padClaims?: boolean } = {}): ProposalFormValues {
  return fromQuoteRequest(storedAnswers(quote), options);
}
