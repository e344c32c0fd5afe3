import { quoteDetail, type QuoteDetail } from '../api/quotes';
import { toQuoteRequest } from '../mapping/quoteRequest';
import type { ProposalFormValues } from '../proposal/schema';
import { cleanProposal } from './proposals';

/**
 * A quote as GET /api/v1/quotes/{id} reads back a proposal (by default the clean sample: a NSW
 * new home for Jane Citizen), parsed by the contract's schema, with the ids the api-client's mock
 * API finds its records by: quote 41, insured 5, address 9, project 7, covers from 11, claim risk
 * 13, claims from 31, holder risk 17, property risk 19.
 */
export function storedQuoteDetail(proposal: ProposalFormValues = cleanProposal()): QuoteDetail {
  const request = toQuoteRequest(proposal, 'uid');
  const { address, ...project } = request.property;
  const stamp = '2026-11-20T01:00:00.000Z';
  const { add_holder: _noHolder, name: _name, ...insured } = request.insured;
  return quoteDetail.parse({
    id: 41,
    ref: 'BC-000041',
    public_id: 'q-41-public',
    status: 'quoted',
    inception_date: null,
    end_date: null,
    premium_amount: null,
    is_renewal: false,
    created_at: stamp,
    updated_at: stamp,
    meta: {},
    insured: { ...insured, id: 5, full_name: 'Jane Citizen', created_at: stamp, add_holder: null },
    address: { id: 9, ...address },
    insurer: null,
    policy: null,
    property: { ...project, id: 7, quote_id: 41, address_id: 9, created_at: stamp, address: { id: 9, ...address } },
    covers: request.covers.map((cover, i) => ({ ...cover, id: 11 + i, quote_id: 41, created_at: stamp })),
    claim_risk: {
      ...request.claim_risk,
      id: 13,
      quote_id: 41,
      created_at: stamp,
      claims: (request.claim_risk.claims ?? []).map((claim, i) => ({
        ...claim,
        id: 31 + i,
        claim_risk_id: 13,
        created_at: stamp,
      })),
    },
    property_holder_risk: { ...request.property_holder_risk, id: 17, quote_id: 41, created_at: stamp },
    property_risk: { ...request.property_risk, id: 19, quote_id: 41, created_at: stamp },
    files: [],
  });
}
