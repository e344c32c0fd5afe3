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
      return client.quotes.updateAddress(quote.property.id, quote.property.address.id, body as AddressUpdate);
    case 'cover':
      return client.quotes.updateCover((quote.covers[0] as { id: number }).id, body as CoverUpdate);
    case 'project':
      return client.quotes.updateProject(quote.property.id, body as ProjectUpdate);
    case 'claimRisk':
      return client.quotes.updateClaimRisk(quote.claim_risk.id, body as ClaimRiskUpdate);
    case 'holderRisk':
      return client.quotes.updatePropertyHolderRisk(quote.property_holder_risk.id, body as PropertyHolderRiskUpdate);
    case 'propertyRisk':
      return client.quotes.updatePropertyRisk(quote.property_risk.id, body as PropertyRiskUpdate);
  }
}
