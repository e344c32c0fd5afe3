import * as routes from '../core/routes';
import type {
  AddressUpdate,
  ClaimRiskUpdate,
  CoverUpdate,
  ProjectUpdate,
  PropertyHolderRiskUpdate,
  PropertyRiskUpdate,
} from '@buildcover/domain';
import type { PremiumSaveBody, QuoteInfoBody } from '@buildcover/domain/api';
import { callEndpoint } from '../core/call';
import type { ListParams, SearchParams } from '../core/envelope';
import type { HttpClient } from '../core/http';

/** PATCH /quotes/{id}/info body: the contract's quote info (status, wb_code, policy_number, referred_reason). */
export type QuoteInfoUpdate = QuoteInfoBody;

/** One policy holder's quotes only (the insured's page links to them). */
export interface HolderFilter {
  insured_id?: number;
}

/** Back-office quote calls (back-office §7), all with the staff bearer token; every answer is typed by the contract. */
export function createAdminQuotesApi(http: HttpClient) {
  const quote = (id: number | string) => ({ id: Number(id) });
  return {
    /** GET /api/v1/quotes/list?start&limit[&insured_id] → results, count. */
    list: (paging: ListParams & HolderFilter) => callEndpoint(http, routes.quotes.list, { query: paging }),
    /** GET /api/v1/quotes/search?q&start&limit → results, count. */
    search: (params: SearchParams & HolderFilter) => callEndpoint(http, routes.quotes.search, { query: params }),
    /** GET /api/v1/quotes/{id} → data. */
    get: (id: number | string) => callEndpoint(http, routes.quotes.get, { params: quote(id) }),
    /** PATCH /api/v1/quotes/{id}/info: status, wb_code, policy_number, referred_reason → the quote as saved. */
    updateInfo: (id: number | string, body: QuoteInfoUpdate) =>
      callEndpoint(http, routes.quotes.updateInfo, { params: quote(id), body }),
    /** POST /api/v1/quotes/{id}/insurer {insurer_id} → data.insurer {commission, associate_commission}, data.policy. */
    setInsurer: (id: number | string, insurer_id: number) =>
      callEndpoint(http, routes.quotes.setInsurer, { params: quote(id), body: { insurer_id } }),
    /** POST /api/v1/quotes/{id}/premium with every breakdown field → data.policy.premium. */
    savePremium: (id: number | string, premium: PremiumSaveBody) =>
      callEndpoint(http, routes.quotes.savePremium, { params: quote(id), body: premium }),
    /** POST /api/v1/quotes/{id}/payment: e-mails the customer the pay link. */
    sendPaymentLink: (id: number | string) => callEndpoint(http, routes.quotes.sendPaymentLink, { params: quote(id) }),

    /** PUT /api/v1/quotes/project/{propertyId}/address/{addressId}. */
    updateAddress: (propertyId: number, addressId: number, body: AddressUpdate) =>
      callEndpoint(http, routes.quoteSections.address, { params: { propertyId, addressId }, body }),
    /** PUT /api/v1/quotes/cover/{coverId} {valuation, cover}. */
    updateCover: (coverId: number, body: CoverUpdate) =>
      callEndpoint(http, routes.quoteSections.cover, { params: { id: coverId }, body }),
    /** PUT /api/v1/quotes/project/{propertyId} with the property project fields. */
    updateProject: (propertyId: number, body: ProjectUpdate) =>
      callEndpoint(http, routes.quoteSections.project, { params: { id: propertyId }, body }),
    /** PUT /api/v1/quotes/claim/risk/{claimRiskId}. */
    updateClaimRisk: (claimRiskId: number, body: ClaimRiskUpdate) =>
      callEndpoint(http, routes.quoteSections.claimRisk, { params: { id: claimRiskId }, body }),
    /** PUT /api/v1/quotes/property/holder/risk/{id}. */
    updatePropertyHolderRisk: (id: number, body: PropertyHolderRiskUpdate) =>
      callEndpoint(http, routes.quoteSections.holderRisk, { params: { id }, body }),
    /** PUT /api/v1/quotes/property/risk/{id}. */
    updatePropertyRisk: (id: number, body: PropertyRiskUpdate) =>
      callEndpoint(http, routes.quoteSections.propertyRisk, { params: { id }, body }),
  };
}
