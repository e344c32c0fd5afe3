import type { SectionSave } from '@buildcover/domain';
import type { ApiClient } from '../core/createApiClient';

/**
 * Sends one save of a quote editor tab (planned by the domain's `buildSectionSave`, which found
 * the records it writes to) through the call of its route.
 */
export function sendSectionSave(client: Pick<ApiClient, 'quotes' | 'insured'>, save: SectionSave): Promise<unknown> {
  const [first, second] = save.recordIds.map(Number) as [number, number];
  switch (save.kind) {
    case 'insured':
      return client.insured.update(first, save.body);
    case 'address':
      return client.quotes.updateAddress(first, second, save.body);
    case 'cover':
      return client.quotes.updateCover(first, save.body);
    case 'project':
      return client.quotes.updateProject(first, save.body);
    case 'claimRisk':
      return client.quotes.updateClaimRisk(first, save.body);
    case 'holderRisk':
      return client.quotes.updatePropertyHolderRisk(first, save.body);
    case 'propertyRisk':
      return client.quotes.updatePropertyRisk(first, save.body);
  }
}
