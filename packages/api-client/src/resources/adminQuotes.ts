import type { Ack, Envelope, ListEnvelope, ListParams, SearchEnvelope, SearchParams } from '../core/envelope';
import type { HttpClient } from '../core/http';
import { segment } from '../core/query';
import type {
  AddressUpdate,
  ClaimRiskUpdate,
  CoverUpdate,
  PremiumUpdateBody,
  ProjectUpdate,
  PropertyHolderRiskUpdate,
  PropertyRiskUpdate,
  QuoteInfoBody,
} from '@buildcover/domain';
import type { Insurer, PolicySummary, PremiumBreakdown, QuoteDetail, QuoteListItem } from '../types/entities';

/** PATCH /quotes/{id}/info body: the domain's quote info (status, wb_code, policy_number, referred_reason). */
export type QuoteInfoUpdate = QuoteInfoBody;

export interface InsurerChangeResult {
  insurer: Pick<Insurer, 'id' | 'name' | 'commission' | 'associate_commission'> & Partial<Insurer>;
  policy: Pick<PolicySummary, 'id'> & Partial<PolicySummary>;
  [key: string]: unknown;
}

/** Back-office quote calls (back-office §7), all with the staff bearer token. */
export function createAdminQuotesApi(http: HttpClient) {
  const base = (id: number | string): string => `/api/v1/quotes/${segment(id)}`;
  return {
    /** GET /api/v1/quotes/list?start&limit → results, count. */
    list: (paging: ListParams): Promise<ListEnvelope<QuoteListItem>> => http.request({ method: 'GET', path: '/api/v1/quotes/list', query: { ...paging } }),
    /** GET /api/v1/quotes/search?q&start&limit → results, count. */
    search: (params: SearchParams): Promise<SearchEnvelope<QuoteListItem>> =>
      http.request({ method: 'GET', path: '/api/v1/quotes/search', query: { ...params } }),
    /** GET /api/v1/quotes/{id} → data. */
    get: (id: number | string): Promise<Envelope<QuoteDetail>> => http.request({ method: 'GET', path: base(id) }),
    /** PATCH /api/v1/quotes/{id}/info: status, wb_code, policy_number, referred_reason. */
    updateInfo: (id: number | string, body: QuoteInfoUpdate): Promise<Ack> => http.request({ method: 'PATCH', path: `${base(id)}/info`, json: body }),
    /** POST /api/v1/quotes/{id}/insurer {insurer_id} → data.insurer {commission, associate_commission}, data.policy.id. */
    setInsurer: (id: number | string, insurer_id: number): Promise<Envelope<InsurerChangeResult>> =>
      http.request({ method: 'POST', path: `${base(id)}/insurer`, json: { insurer_id } }),
    /** POST /api/v1/quotes/{id}/premium with every breakdown field → data.policy.premium. */
    savePremium: (id: number | string, premium: PremiumUpdateBody): Promise<Envelope<{ policy: { premium: PremiumBreakdown } & Partial<PolicySummary> }>> =>
      http.request({ method: 'POST', path: `${base(id)}/premium`, json: premium }),
    /** POST /api/v1/quotes/{id}/payment: e-mails the customer the pay link. */
    sendPaymentLink: (id: number | string): Promise<Ack> => http.request({ method: 'POST', path: `${base(id)}/payment`, json: {} }),

    /** PUT /api/v1/quotes/project/{propertyId}/address/{addressId}. */
    updateAddress: (propertyId: number, addressId: number, body: AddressUpdate): Promise<Ack> =>
      http.request({ method: 'PUT', path: `/api/v1/quotes/project/${segment(propertyId)}/address/${segment(addressId)}`, json: body }),
    /** PUT /api/v1/quotes/cover/{coverId} {valuation, cover}. */
    updateCover: (coverId: number, body: CoverUpdate): Promise<Ack> =>
      http.request({ method: 'PUT', path: `/api/v1/quotes/cover/${segment(coverId)}`, json: body }),
    /** PUT /api/v1/quotes/project/{propertyId} with the property project fields. */
    updateProject: (propertyId: number, body: ProjectUpdate): Promise<Ack> =>
      http.request({ method: 'PUT', path: `/api/v1/quotes/project/${segment(propertyId)}`, json: body }),
    /** PUT /api/v1/quotes/claim/risk/{claimRiskId}. */
    updateClaimRisk: (claimRiskId: number, body: ClaimRiskUpdate): Promise<Ack> =>
      http.request({ method: 'PUT', path: `/api/v1/quotes/claim/risk/${segment(claimRiskId)}`, json: body }),
    /** PUT /api/v1/quotes/property/holder/risk/{id}. */
    updatePropertyHolderRisk: (id: number, body: PropertyHolderRiskUpdate): Promise<Ack> =>
      http.request({ method: 'PUT', path: `/api/v1/quotes/property/holder/risk/${segment(id)}`, json: body }),
    /** PUT /api/v1/quotes/property/risk/{id}. */
    updatePropertyRisk: (id: number, body: PropertyRiskUpdate): Promise<Ack> =>
      http.request({ method: 'PUT', path: `/api/v1/quotes/property/risk/${segment(id)}`, json: body }),
  };
}
