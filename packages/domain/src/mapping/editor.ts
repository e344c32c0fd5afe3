import { proposalFields } from '../proposal/fields';
import type { ProposalFormValues } from '../proposal/schema';
import { fromQuoteRequest } from './quoteRequest';

export type RecordId = string | number;
type Loose = Record<string, unknown>;

/** A quote as GET /api/v1/quotes/{id} reads it back (back-office §3); only what the editor uses. */
export interface QuoteRecord {
  id?: RecordId;
  ref?: string | null;
  status?: string | null;
  insured?: (Loose & { id?: RecordId; full_name?: string | null; add_holder?: (Loose & { id?: RecordId }) | null }) | null;
  address?: Loose | null;
  property?: (Loose & { id?: RecordId; address?: (Loose & { id?: RecordId }) | null }) | null;
  covers?: (Loose & { id?: RecordId })[] | null;
  claim_risk?: (Loose & { id?: RecordId; claims?: Loose[] | null }) | null;
  property_holder_risk?: (Loose & { id?: RecordId }) | null;
  property_risk?: (Loose & { id?: RecordId }) | null;
  files?: { file_key?: string | null; file_url?: string | null; url?: string | null; meta?: { field?: string | null } | null }[] | null;
  meta?: Loose | null;
}

/** The stored quote → the editor's values (the same shape as the public form). */
export function quoteToEditorValues(quote: QuoteRecord, options: { padClaims?: boolean } = {}): ProposalFormValues {
  const insured = quote.insured ?? {};
  const holder = (h: Loose | null | undefined): Loose | null => (h ? { ...h, name: h.full_name ?? h.name } : null);
  const propertyRisk: Loose = { ...(quote.property_risk ?? {}) };
  // An upload made before the answer was saved is found by its field name.
  for (const def of proposalFields) {
    if (def.kind !== 'file' || !def.api) continue;
    const field = def.api.split('.').pop() as string;
    if (propertyRisk[field]) continue;
    const file = quote.files?.find((f) => f.meta?.field === field);
    if (file) propertyRisk[field] = file.file_key ?? file.file_url ?? file.url ?? null;
  }
  return fromQuoteRequest({
    insured: { ...holder(insured), add_holder: holder(insured.add_holder) },
    property: { ...(quote.property ?? {}), address: quote.property?.address ?? quote.address ?? {} },
    claim_risk: quote.claim_risk ?? {},
    property_holder_risk: quote.property_holder_risk ?? {},
    property_risk: propertyRisk,
    covers: quote.covers ?? [],
  }, options);
}
