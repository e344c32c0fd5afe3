/**
 * POST /api/v1/quotes/get body (public-site §3 "Quote request payload"). The field rules are
 * @buildcover/domain's; the client only fixes the section names so a caller cannot misspell one.
 */
export interface QuoteRequestPayload {
  insured: Record<string, unknown> & { add_holder?: Record<string, unknown> | null };
  property: Record<string, unknown> & { address: { street: string; suburb: string; state: string; country: string; postcode: string } };
  claim_risk: Record<string, unknown>;
  property_holder_risk: Record<string, unknown>;
  property_risk: Record<string, unknown>;
  covers: { cover: string; construction_type: string; construction_type_other?: string | null }[];
  meta: { uid: string };
}
