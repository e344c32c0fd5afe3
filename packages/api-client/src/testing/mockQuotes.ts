import {
  backOfficeMessages,
  computePremiumBreakdown,
  paymentLinkRefusalMessages,
  policyDocumentKeys,
  quoteInfoMessages,
  type EditablePremiumKey,
} from '@buildcover/domain';
import { api, type Insurer, type PolicySummary, type QuoteDetail, type QuoteListItem } from '@buildcover/domain/api';
import type { HttpHandler } from 'msw';
import { found, saved, staffRoute, type MockContext } from './mockContext';
import { contains, pageOf, searchPage } from './mockPages';
import { fail, respond } from './respond';

export const quoteNotFound = 'Quote not found';

/** The pay-link mail, as staff's Payment Link and a quoted submission both send it. */
export function mailPayLink(
  ctx: MockContext,
  quote: { to: string; ref: string; publicId: string; quoteId: number | null; policyId: number | null },
) {
  const link = `${ctx.url}/quotes/pay/${encodeURIComponent(quote.publicId)}`;
  const mail = ctx.sendMail({
    to: quote.to,
    subject: `Your quote ${quote.ref}: payment link`,
    html: `<a href="${link}">${link}</a>`,
    quote_id: quote.quoteId,
    policy_id: quote.policyId,
  });
  return { link, mail };
}

/** A quote as the quotes list shows it. */
function listItemOf(quote: QuoteDetail): QuoteListItem {
  const { id, ref, status, inception_date, end_date, premium_amount, created_at, insured, address } = quote;
  return {
    id,
    ref,
    status,
    inception_date,
    end_date,
    premium_amount,
    created_at,
    insured: { id: insured.id, full_name: insured.full_name, wb_code: insured.wb_code, email: insured.email },
    address: { state: address?.state ?? null, suburb: address?.suburb ?? null },
  };
}

const listValue = (item: QuoteListItem, sort: string) => {
  if (sort === 'full_name' || sort === 'wb_code') return item.insured[sort];
  if (sort === 'state') return item.address.state;
  return item[sort as keyof Omit<QuoteListItem, 'insured' | 'address'>];
};

/** What staff see of an insurer on a quote. */
export function insurerSummaryOf(insurer: Insurer) {
  const {
    id,
    name,
    abn,
    afsl,
    underwriter,
    pds_version,
    fsg_version,
    pds_url,
    fsg_url,
    email,
    contact_no,
    uid,
    commission,
    associate_commission,
  } = insurer;
  return {
    id,
    name,
    abn,
    afsl,
    underwriter,
    pds_version,
    fsg_version,
    pds_url,
    fsg_url,
    email,
    contact_no,
    uid,
    commission,
    associate_commission,
  };
}

/** The quote's policy, made as a draft the first time staff set something that lives on it (as the server does). */
function ensurePolicy(ctx: MockContext, quote: QuoteDetail): PolicySummary {
  quote.policy ??= {
    id: ctx.nextId(),
    num: null,
    status: 'draft',
    inception_date: quote.inception_date,
    expiry_date: quote.end_date,
    premium_amount: null,
    premium: null,
    uploaded_schedule: null,
    uploaded_coc: null,
    uploaded_closing: null,
    paid_at: null,
  };
  return quote.policy;
}

/** Every line of the premium from the amounts staff typed, with the insurer's commissions and the state's levy and duty. */
function breakdownFor(
  quote: QuoteDetail,
  insurer: Insurer,
  amounts: Partial<Record<EditablePremiumKey, string | null>>,
) {
  return computePremiumBreakdown({
    base: amounts.base ?? '',
    association_fee: amounts.association_fee ?? '',
    insurer_fee: amounts.insurer_fee ?? '',
    broker_fee: amounts.broker_fee ?? '',
    fsl: amounts.fsl || null,
    stamp_duty: amounts.stamp_duty || null,
    commission_percent: insurer.commission,
    associate_commission_percent: insurer.associate_commission,
    state: quote.address?.state ?? '',
  });
}

/** GET/PATCH of a quote, its insurer, premium, payment link and policy documents, as the back-office editor calls them. */
export function quoteHandlers(ctx: MockContext): HttpHandler[] {
  const { state } = ctx;
  const quoteById = (id: number) => state.quoteDetails.find((q) => q.id === id);
  const quoteOfPolicy = (policyId: number) => state.quoteDetails.find((q) => q.policy?.id === policyId);
  const listItems = () => state.quoteDetails.map(listItemOf);

  return [
    staffRoute(ctx, api.quotes.list, ({ query }) => searchPage(pageOf(listItems(), query, listValue))),
    staffRoute(ctx, api.quotes.search, ({ query }) =>
      searchPage(
        pageOf(
          listItems().filter((q) => contains(query.q, q.ref, q.insured.full_name, q.insured.email, q.insured.wb_code)),
          query,
          listValue,
        ),
      ),
    ),
    staffRoute(ctx, api.quotes.get, ({ params }) => {
      const quote = quoteById(params.id);
      return quote ? found(quote) : fail(404, quoteNotFound);
    }),
    staffRoute(ctx, api.quotes.updateInfo, ({ params, body }) => {
      const quote = quoteById(params.id);
      if (!quote) return fail(404, quoteNotFound);
      const { status, wb_code, policy_number, referred_reason } = body;
      if (status) quote.status = status;
      if (referred_reason !== undefined) quote.meta = { ...quote.meta, referred_reason: referred_reason ?? undefined };
      if (wb_code !== undefined) quote.insured = { ...quote.insured, wb_code: wb_code || null };
      if (policy_number !== undefined) {
        const taken = state.quoteDetails.some(
          (other) => other !== quote && policy_number && other.policy?.num === policy_number,
        );
        if (taken)
          return fail(409, quoteInfoMessages.policyNumberTaken, [
            { path: 'policy_number', message: quoteInfoMessages.policyNumberTaken },
          ]);
        ensurePolicy(ctx, quote).num = policy_number || null;
      }
      return saved(quoteInfoMessages.saved, quote);
    }),
    staffRoute(ctx, api.quotes.setInsurer, ({ params, body }) => {
      const quote = quoteById(params.id);
      if (!quote) return fail(404, quoteNotFound);
      const insurer = state.insurers.find((i) => i.id === body.insurer_id);
      if (!insurer) return fail(400, 'Insurer not found', [{ path: 'insurer_id', message: 'Insurer not found' }]);
      quote.insurer = insurerSummaryOf(insurer);
      const policy = ensurePolicy(ctx, quote);
      // The commission lines depend on the insurer: a premium already set is priced again.
      if (policy.premium) {
        policy.premium = breakdownFor(quote, insurer, policy.premium);
        policy.premium_amount = policy.premium.total_amount;
        quote.premium_amount = policy.premium.total_amount;
      }
      return saved(backOfficeMessages.insurerUpdated, { insurer: quote.insurer, policy });
    }),
    staffRoute(ctx, api.quotes.savePremium, ({ params, body }) => {
      const quote = quoteById(params.id);
      if (!quote) return fail(404, quoteNotFound);
      const insurer = quote.insurer && state.insurers.find((i) => i.id === quote.insurer?.id);
      if (!insurer) return fail(400, backOfficeMessages.premiumNeedsInsurer);
      const premium = breakdownFor(quote, insurer, body);
      const policy = ensurePolicy(ctx, quote);
      Object.assign(policy, { premium, premium_amount: premium.total_amount });
      quote.premium_amount = premium.total_amount;
      return saved(backOfficeMessages.premiumSaved, { policy: { ...policy, premium } });
    }),
    staffRoute(ctx, api.quotes.sendPaymentLink, ({ params }) => {
      const quote = quoteById(params.id);
      if (!quote) return fail(404, quoteNotFound);
      if (!quote.insurer || !quote.policy?.premium) return fail(400, paymentLinkRefusalMessages.noInsurer);
      if (!quote.insured.email) return fail(400, paymentLinkRefusalMessages.noEmail);
      quote.status = 'paydue';
      quote.policy.status = 'due_payment';
      const { link, mail } = mailPayLink(ctx, {
        to: quote.insured.email,
        ref: quote.ref,
        publicId: quote.public_id,
        quoteId: quote.id,
        policyId: quote.policy.id,
      });
      return saved(backOfficeMessages.paymentLinkSent, { link, outbox_id: mail.id, delivery: mail.status });
    }),
    staffRoute(ctx, api.quotes.sendPolicyDocuments, ({ params }) => {
      const quote = quoteOfPolicy(params.policyId);
      if (!quote?.policy) return fail(404, 'Policy not found');
      if (quote.policy.status !== 'paid') return fail(400, 'Policy documents can be sent once the policy is paid.');
      if (!quote.insured.email)
        return fail(400, 'The insured has no email address. Please add one before sending the documents.');
      const mail = ctx.sendMail({
        to: quote.insured.email,
        subject: `Your policy documents: ${quote.ref}`,
        html: '',
        quote_id: quote.id,
        policy_id: quote.policy.id,
      });
      return saved(backOfficeMessages.policyDocumentSent, { outbox_id: mail.id, delivery: mail.status });
    }),
    staffRoute(ctx, api.quotes.updatePolicyDocuments, ({ params, body }) => {
      const quote = quoteOfPolicy(params.policyId);
      if (!quote?.policy) return fail(404, 'Policy not found');
      for (const { key } of policyDocumentKeys) if (body[key] !== undefined) quote.policy[key] = body[key];
      return saved(backOfficeMessages.documentsUploaded, { policy: quote.policy });
    }),
    // A policy document opens with a staff session, or with the access token of the customer's own quote.
    ...Object.values(api.documents).map((endpoint) =>
      respond(
        endpoint,
        ({ request, params }) => {
          const quote = quoteOfPolicy(params.policyId);
          const bearer = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
          const customer =
            quote !== undefined && bearer !== undefined && state.quotes[quote.public_id]?.access_token === bearer;
          if (!ctx.signedIn(request) && !customer) return fail(401, 'Unauthorized');
          const kind = endpoint.path.slice(endpoint.path.lastIndexOf('/') + 1);
          const html = state.policyDocuments[`${params.policyId}/${kind}`];
          return html === undefined ? fail(404, 'Policy not found') : { status: 200 as const, body: html };
        },
        ctx.url,
      ),
    ),
    staffRoute(ctx, api.quoteHistory.list, ({ params, query }) => {
      if (!quoteById(params.id)) return fail(404, quoteNotFound);
      const entries = state.quoteHistory[params.id] ?? [];
      return {
        status: 200 as const,
        body: {
          success: true as const,
          data: { results: entries.slice(query.start, query.start + query.limit), count: entries.length },
        },
      };
    }),
  ];
}
