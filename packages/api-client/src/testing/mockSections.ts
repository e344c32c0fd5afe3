import {
  backOfficeMessages,
  sectionRecordMissingMessages,
  validateSectionUpdate,
  type SectionUpdateKind,
} from '@buildcover/domain';
import { api, type QuoteDetail } from '@buildcover/domain/api';
import type { HttpHandler } from 'msw';
import { saved, staffRoute, type MockContext } from './mockContext';
import { fail } from './respond';

/**
 * The back-office section saves: the record is found (404 with the domain's message), the body is
 * checked with the domain's rules against the stored quote (400 with its issues, as the server
 * answers), and the section as saved is answered and kept on the quote.
 */
export function sectionHandlers(ctx: MockContext): HttpHandler[] {
  const quotes = () => ctx.state.quoteDetails;

  /** 404 when no quote holds the record; 400 when the domain's rules refuse the body; else the record as saved. */
  function save<T>(
    kind: SectionUpdateKind,
    quote: QuoteDetail | undefined,
    body: unknown,
    write: (quote: QuoteDetail) => T,
  ) {
    if (!quote) return fail(404, sectionRecordMissingMessages[kind]);
    const issues = validateSectionUpdate(kind, body, quote);
    if (issues.length > 0) return fail(400, issues[0]!.message, issues);
    return saved(backOfficeMessages.sectionSaved, write(quote));
  }

  return [
    staffRoute(ctx, api.quoteSections.address, ({ params, body }) => {
      const { propertyId, addressId } = params;
      const quote = quotes().find(
        (q) => q.property?.id === propertyId && q.property.address_id === addressId && q.address?.id === addressId,
      );
      return save('address', quote, body, (q) => {
        const address = { ...q.address!, ...body };
        q.address = address;
        q.property = { ...q.property!, address };
        return address;
      });
    }),
    staffRoute(ctx, api.quoteSections.cover, ({ params, body }) => {
      const quote = quotes().find((q) => q.covers.some((c) => c.id === params.id));
      return save('cover', quote, body, (q) => {
        const { valuation, cover, construction_type, construction_type_other } = body;
        const before = q.covers.find((c) => c.id === params.id)!;
        // A construction type left out keeps the stored one; the project value lives on the project.
        const after = {
          ...before,
          cover,
          ...(construction_type !== undefined ? { construction_type } : {}),
          ...(construction_type_other !== undefined ? { construction_type_other } : {}),
        };
        q.covers = q.covers.map((c) => (c.id === params.id ? after : c));
        if (q.property) q.property = { ...q.property, valuation };
        return { ...after, valuation };
      });
    }),
    staffRoute(ctx, api.quoteSections.project, ({ params, body }) => {
      const quote = quotes().find((q) => q.property?.id === params.id);
      return save('project', quote, body, (q) => {
        q.property = { ...q.property!, ...body };
        const { address: _address, ...project } = q.property;
        return project;
      });
    }),
    staffRoute(ctx, api.quoteSections.claimRisk, ({ params, body }) => {
      const quote = quotes().find((q) => q.claim_risk?.id === params.id);
      return save('claimRisk', quote, body, (q) => {
        const { claims, ...answers } = body;
        // The listed claims are replaced by the ones sent, as new rows.
        const rows = (claims ?? []).map((claim) => ({
          ...claim,
          id: ctx.nextId(),
          claim_risk_id: params.id,
          created_at: ctx.now(),
        }));
        q.claim_risk = { ...q.claim_risk!, ...answers, claims: rows };
        return q.claim_risk;
      });
    }),
    staffRoute(ctx, api.quoteSections.holderRisk, ({ params, body }) => {
      const quote = quotes().find((q) => q.property_holder_risk?.id === params.id);
      return save('holderRisk', quote, body, (q) => (q.property_holder_risk = { ...q.property_holder_risk!, ...body }));
    }),
    staffRoute(ctx, api.quoteSections.propertyRisk, ({ params, body }) => {
      const quote = quotes().find((q) => q.property_risk?.id === params.id);
      return save('propertyRisk', quote, body, (q) => (q.property_risk = { ...q.property_risk!, ...body }));
    }),
  ];
}
