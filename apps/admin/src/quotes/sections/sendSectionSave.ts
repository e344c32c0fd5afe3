import type { ApiClient, QuoteDetail } from '@buildcover/api-client';
import type {
  AddressUpdate,
  ClaimRiskUpdate,
  CoverUpdate,
  InsuredUpdate,
  ProjectUpdate,
  PropertyHolderRiskUpdate,
  PropertyRiskUpdate,
  SectionUpdateRequest,
} from '@buildcover/domain';

/** The stored record's id; `buildSectionSave` only plans a save for a record the quote has. */
function idOf(record: { id: number } | null | undefined): number {
  if (!record) throw new Error('This section has no stored record to save');
  return record.id;
}

/**
 * Sends one planned section save (the domain's `buildSectionSave` checked the record ids) through
 * the api-client's call for its route.
 */
export function sendSectionSave(client: ApiClient, quote: QuoteDetail, request: SectionUpdateRequest): Promise<unknown> {
  const { body } = request;
  switch (request.kind) {
    case 'insured':
      return client.insured.update(quote.insured.id, body as InsuredUpdate);
    case 'address':
      return client.quotes.updateAddress(idOf(quote.property), idOf(quote.property?.address), body as AddressUpdate);
    case 'cover':
      return client.quotes.updateCover(idOf(quote.covers[0]), body as CoverUpdate);
    case 'project':
      return client.quotes.updateProject(idOf(quote.property), body as ProjectUpdate);
    case 'claimRisk':
      return client.quotes.updateClaimRisk(idOf(quote.claim_risk), body as ClaimRiskUpdate);
    case 'holderRisk':
      return client.quotes.updatePropertyHolderRisk(idOf(quote.property_holder_risk), body as PropertyHolderRiskUpdate);
    case 'propertyRisk':
      return client.quotes.updatePropertyRisk(idOf(quote.property_risk), body as PropertyRiskUpdate);
  }
}
