import {
  addMonthsIso,
  quoteConversion,
  backOfficeMessages,
  dashboardRangeSchema,
  defaultDashboardRange,
  referralAgeBuckets,
  sectionRecordMissingMessages,
  validateSectionUpdate,
} from '@buildcover/domain';
import { api, type HolderRecord, type Insured, type Insurer } from '@buildcover/domain/api';
import type { HttpHandler } from 'msw';
import { found, saved, staffRoute, type MockContext } from './mockContext';
import { contains, listPage, pageOf, searchPage } from './mockPages';
import { fail } from './respond';

type HolderFields = Omit<HolderRecord, 'id' | 'created_at'>;

/** A holder as the server writes it: the full name is the one sent, or the first and last names. */
function holderOf(fields: Omit<HolderFields, 'full_name'> & { full_name: string | null }): HolderFields {
  return {
    ...fields,
    full_name: fields.full_name?.trim() || [fields.first_name, fields.last_name].filter(Boolean).join(' '),
  };
}

/** Insureds, the insurer panel and the dashboard's figures. */
export function recordHandlers(ctx: MockContext): HttpHandler[] {
  const { state } = ctx;
  const insuredRows = (q?: string) =>
    state.insured.filter((i) => !q || contains(q, i.full_name, i.email, i.contact_no, i.wb_code));
  const insurerRows = (q?: string) => state.insurers.filter((i) => !q || contains(q, i.name, i.email, i.uid));
  const insurerFound = (id: number) => state.insurers.find((i) => i.id === id);

  /** A saved insured also reads back on every quote it holds. */
  const keep = (insured: Insured) => {
    state.insured = state.insured.map((i) => (i.id === insured.id ? insured : i));
    for (const quote of state.quoteDetails) if (quote.insured.id === insured.id) quote.insured = insured;
  };

  const saveInsurer = (
    fields: Omit<
      Insurer,
      | 'id'
      | 'insurers_id'
      | 'settings'
      | 'pds_doc'
      | 'fsg_doc'
      | 'pds_url'
      | 'fsg_url'
      | 'pds_doc_version'
      | 'fsg_doc_version'
      | 'created_at'
      | 'updated_at'
    >,
    before?: Insurer,
  ): Insurer => {
    const id = before?.id ?? ctx.nextId();
    const insurer: Insurer = before
      ? { ...before, ...fields, updated_at: ctx.now() }
      : {
          id,
          insurers_id: id,
          ...fields,
          settings: {},
          pds_doc: null,
          fsg_doc: null,
          pds_url: null,
          fsg_url: null,
          pds_doc_version: null,
          fsg_doc_version: null,
          created_at: ctx.now(),
          updated_at: ctx.now(),
        };
    state.insurers = before ? state.insurers.map((i) => (i.id === id ? insurer : i)) : [...state.insurers, insurer];
    return insurer;
  };

  return [
    staffRoute(ctx, api.insured.list, ({ query }) => searchPage(pageOf(insuredRows(), query))),
    staffRoute(ctx, api.insured.search, ({ query }) => searchPage(pageOf(insuredRows(query.q), query))),
    staffRoute(ctx, api.insured.get, ({ params }) => {
      const insured = state.insured.find((i) => i.id === params.id);
      return insured ? found(insured) : fail(404, backOfficeMessages.insuredNotFound);
    }),
    staffRoute(ctx, api.insured.update, ({ params, body }) => {
      const issues = validateSectionUpdate('insured', body, null);
      if (issues.length > 0) return fail(400, issues[0]!.message, issues);
      const before = state.insured.find((i) => i.id === params.id);
      if (!before) return fail(404, sectionRecordMissingMessages.insured);
      const { add_holder: addHolder, ...main } = body;
      const hasHolder = addHolder !== null && Object.keys(addHolder).length > 0;
      const holder = hasHolder
        ? {
            id: before.add_holder?.id ?? ctx.nextId(),
            created_at: before.add_holder?.created_at ?? ctx.now(),
            ...holderOf(addHolder as typeof main),
          }
        : null;
      const insured: Insured = { ...before, ...holderOf(main), add_holder: holder };
      keep(insured);
      return saved(backOfficeMessages.sectionSaved, insured);
    }),

    staffRoute(ctx, api.insurers.list, ({ query }) => listPage(pageOf(insurerRows(), query))),
    staffRoute(ctx, api.insurers.search, ({ query }) => searchPage(pageOf(insurerRows(query.q), query))),
    staffRoute(ctx, api.insurers.get, ({ params }) => {
      const insurer = insurerFound(params.id);
      // The server counts quotes and policies that name it; here, the stored quotes and their policies.
      const naming = state.quoteDetails.filter((q) => q.insurer?.id === params.id);
      const holds = { quotes: naming.length, policies: naming.filter((q) => q.policy !== null).length };
      return insurer ? found({ ...insurer, holds }) : fail(404, 'Insurer not found');
    }),
    staffRoute(ctx, api.insurers.create, ({ body }) => {
      if (state.insurers.some((i) => i.uid === body.uid))
        return fail(409, 'An insurer with this UID already exists', [
          { path: 'uid', message: 'An insurer with this UID already exists' },
        ]);
      return saved(backOfficeMessages.insurerCreated, saveInsurer(body));
    }),
    staffRoute(ctx, api.insurers.update, ({ params, body }) => {
      const before = insurerFound(params.id);
      return before
        ? saved(backOfficeMessages.insurerUpdated, saveInsurer(body, before))
        : fail(404, 'Insurer not found');
    }),
    staffRoute(ctx, api.insurers.attachDocuments, ({ params, body }) => {
      const before = insurerFound(params.id);
      if (!before) return fail(404, 'Insurer not found');
      const link = (key: string) => `/api/v1/static/files/${key}`;
      const insurer: Insurer = {
        ...before,
        ...(body.pds_doc
          ? { pds_doc: body.pds_doc, pds_url: link(body.pds_doc), pds_doc_version: (before.pds_doc_version ?? 0) + 1 }
          : {}),
        ...(body.fsg_doc
          ? { fsg_doc: body.fsg_doc, fsg_url: link(body.fsg_doc), fsg_doc_version: (before.fsg_doc_version ?? 0) + 1 }
          : {}),
        updated_at: ctx.now(),
      };
      state.insurers = state.insurers.map((i) => (i.id === insurer.id ? insurer : i));
      return saved(backOfficeMessages.insurerUpdated, insurer);
    }),
    staffRoute(ctx, api.insurers.remove, ({ params }) => {
      if (!insurerFound(params.id)) return fail(404, 'Insurer not found');
      state.insurers = state.insurers.filter((i) => i.id !== params.id);
      return { status: 200 as const, body: { success: true as const, message: 'Insurer deleted successfully!' } };
    }),

    staffRoute(ctx, api.dashboard.get, ({ query }) => {
      const range =
        query.from || query.to
          ? dashboardRangeSchema.safeParse(query)
          : { success: true as const, data: defaultDashboardRange(ctx.now().slice(0, 10)) };
      if (!range.success)
        return fail(
          400,
          range.error.issues[0]!.message,
          range.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
        );
      if (state.dashboard) return found({ ...state.dashboard, range: range.data });
      // The quotes the mock holds, counted by status; premium, referrals and the latest lists stay empty (set `dashboard` for a test that reads them).
      const months: string[] = [];
      for (
        let month = range.data.from.slice(0, 7);
        month <= range.data.to.slice(0, 7);
        month = addMonthsIso(`${month}-01`, 1).slice(0, 7)
      )
        months.push(month);
      const counts = new Map<string, number>();
      for (const quote of state.quoteDetails) counts.set(quote.status, (counts.get(quote.status) ?? 0) + 1);
      const byStatus = [...counts].map(([status, count]) => ({ status, count }));
      return found({
        range: range.data,
        panel: { insurers: state.insurers.length },
        quotes: { total: state.quoteDetails.length, by_status: byStatus },
        conversion: quoteConversion(byStatus),
        premium_by_month: months.map((month) => ({ month, policies: 0, premium: '0.00' })),
        premium_total: '0.00',
        referrals: {
          total: 0,
          oldest_created_at: null,
          by_age: referralAgeBuckets.map(({ id, label }) => ({ id, label, count: 0 })),
        },
        latest_policies: [],
        latest_payments: [],
      });
    }),
  ];
}
