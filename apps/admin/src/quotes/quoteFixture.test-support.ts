import type { QuoteDetail } from '@buildcover/api-client';
import { toQuoteRequest } from '@buildcover/domain';
import { cleanProposal } from '@buildcover/domain/testing';

/** A stored quote as GET /api/v1/quotes/{id} reads back the domain's clean sample proposal. */
export function storedQuote(): QuoteDetail {
  const request = toQuoteRequest(cleanProposal(), 'uid');
  const { address, ...project } = request.property;
  return {
    id: 41,
    ref: 'BC-000041',
    status: 'quoted',
    inception_date: null,
    end_date: null,
    premium_amount: null,
    is_renewal: false,
    created_at: '2026-11-20T01:00:00.000Z',
    meta: {},
    insured: { ...request.insured, id: 5, full_name: 'Jane Citizen', add_holder: null },
    address: { id: 9, ...address },
    insurer: null,
    policy: null,
    property: { ...project, id: 7, address: { id: 9, ...address } },
    covers: request.covers.map((c, i) => ({ ...c, id: 11 + i })),
    claim_risk: { ...request.claim_risk, id: 13, claims: request.claim_risk.claims ?? [] },
    property_holder_risk: { ...request.property_holder_risk, id: 17 },
    property_risk: { ...request.property_risk, id: 19 },
    files: [],
  } as unknown as QuoteDetail;
}
