// @vitest-environment node
/*
 * Spec conformance: every call in the call tables of public-site §7 and back-office §7 (plus the
 * insurer document PATCH described under that table), made as the original front end makes it —
 * same method and path, the spec's payload field names, the right credentials — and checked for
 * the field names and shapes the spec says the front end reads. One row per call; a call that
 * Fastify does not route fails with its own name.
 */
import { beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { premiumBreakdownFields, toQuoteRequest } from '@buildcover/domain';
import { describeEachEngine } from '../test/engines';
import { ADMIN_EMAIL, ADMIN_PASSWORD, useTestApp, type TestContext } from '../test/app';
import { multipartBody, pdfFile } from '../test/fixtures';
import { documentedAnswers } from '../test/openApiCheck';
import type { UserType } from './db/schema';
import { createQuoteFixture, quoteAccessToken, type QuoteFixture } from './payments/test/fixtures';
import { preparePayment, type PreparedPayment } from './payments/test/flow';
import { createInsurer, newUid, proposal } from './routes/quotes/quoteFixtures.test-support';

/* eslint-disable @typescript-eslint/no-explicit-any -- the tests read JSON answers field by field */
type Json = any;

/** Who makes the call: nobody, a staff role's access token, or a given bearer (quote access or refresh token). */
type Credentials = 'none' | UserType | { bearer: string };

interface CallRequest {
  url: string;
  credentials: Credentials;
  payload?: unknown;
  /** A multipart body (uploads). */
  multipart?: ReturnType<typeof multipartBody>;
  /** "empty body": sent as the front end's HTTP client does, a JSON content type with nothing in it. */
  emptyBody?: boolean;
}

interface SpecCall {
  /** Method and path exactly as the spec's table writes them. */
  spec: string;
  /** What this row shows when the same call appears more than once. */
  variant?: string;
  request: (world: World) => Promise<CallRequest> | CallRequest;
  status?: number;
  /** The fields and shapes the spec says the front end reads. */
  answer: (body: Json, response: LightMyRequestResponse, world: World) => void;
}

interface World {
  ctx: TestContext;
  insurerId: number;
  /** A proposal submitted through POST /quotes/get with one uploaded plan (quoted: insurer on the panel). */
  quoted: { publicId: string; ref: string; quoteId: number; detail: Json };
  /** Quotes in known states for the payment link, the policy documents and the pay screen. */
  linkQuote: QuoteFixture;
  paidQuote: QuoteFixture;
  editableQuote: QuoteFixture;
  payable: QuoteFixture & { accessToken: string; drn: string; bin: string; surchargedTotal: string };
  toPay: QuoteFixture & { accessToken: string; prepared: PreparedPayment };
}

/** The field names the spec lists for a record are all there (values may be null). */
function expectFields(value: unknown, names: readonly string[]): void {
  expect(value, 'expected a record').toBeTypeOf('object');
  expect(value).not.toBeNull();
  expect(names.filter((name) => !(name in (value as object)))).toEqual([]);
}

const expectList = (body: Json, where: 'top' | 'data') => {
  const list = where === 'top' ? body : body.data;
  expect(body.success).toBe(true);
  expect(Array.isArray(list.results)).toBe(true);
  expect(list.count).toBeTypeOf('number');
  return list.results as Json[];
};

const expectHtml = (_body: Json, response: LightMyRequestResponse) => {
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toMatch(/<html/i);
};

const succeeded = (body: Json) => expect(body.success).toBe(true);
const detailsSaved = (body: Json) =>
  expect(body).toMatchObject({ success: true, message: 'Details updated successfully!' });

const pdfUpload = (name = 'document.pdf') =>
  multipartBody({ name, body: pdfFile(), type: 'application/pdf' }, { timestamp: String(Date.now()) });

/* Field lists of the specs' entities (public-site §3, back-office §3). */
const holderFields = [
  'id',
  'full_name',
  'initial',
  'first_name',
  'last_name',
  'contact_no',
  'wb_code',
  'email',
  'abn',
  'created_at',
] as const;
const insuredFields = [...holderFields, 'add_holder'] as const;
const projectFields = [
  'is_victorian_project',
  'is_property_signed_and_owned',
  'will_photographic_survey_conducted',
  'proposed_start_date',
  'is_project_work_commenced',
  'is_commenced_year_ago',
  'commenced_date',
  'completed_works',
  'completed_work_value',
  'is_claims_or_reported_losses',
  'claims_or_reported_losses',
  'insure_existing_structure',
  'exs_replacement_value',
  'is_non_combustible_material_used',
  'mat_used_in_structure',
  'is_structurally_unsound',
  'is_mortgage_on_property',
  'mortgagor',
  'mortgagor_other',
] as const;
const claimRiskFields = [
  'is_claimed_in_last_three_year',
  'clt_insurer',
  'clt_claimed_date',
  'clt_total_claims',
  'clt_claimed_address',
  'clt_claimed_for',
  'is_claimed_over_ten_thousand',
  'clf_insurer',
  'clf_claimed_date',
  'clf_total_claims',
  'clf_claimed_address',
  'clf_claimed_for',
  'is_claimed_rejected',
  'clr_insurer',
  'clr_occurred_date',
  'clr_rejected_for',
  'clr_insurance_type',
  'is_suffered_loss',
  'suffered_loss_details',
] as const;
const claimFields = ['insurer', 'claim_date', 'cost', 'claimed_for', 'address'] as const;
const holderRiskFields = [
  'is_declared_bankrupt',
  'bankrupt_occurred',
  'arrangement_period',
  'arrangement_ended',
  'is_discharged_from_bankruptcy',
  'is_convicted_criminal',
  'when_occurred',
  'criminal_offense',
  'offense_outcome',
] as const;
const propertyRiskFields = [
  'is_excavation_deeper_than_five_meter',
  'is_work_involve_piling',
  'piling_plans',
  'is_risk_of_water_flood',
  'water_flood_plans',
  'demolition_above_ten_meters',
  'involves_asbestos',
  'confirmed_asbestos_contractor',
  'amount_of_asbestos_in',
  'desc_asbestos_location',
  'work_involves_heritage_building',
  'heritage_plans',
  'heritage_report',
  'heritage_eng_plans',
  'property_relocating',
  'experimental_methods',
  'experimental_plans',
  'involves_bales',
  'bales_plans',
  'is_multi_stories',
  'stories_plans',
  'stories_eng_plans',
  'stories_report',
  'work_outside_mn_tas',
  'swimming_pool_contracts',
] as const;
const premiumFields = premiumBreakdownFields.map((f) => f.key);
const userFields = ['id', 'name', 'email', 'user_type', 'status', 'last_login'] as const;
const insurerFields = [
  'id',
  'insurers_id',
  'name',
  'email',
  'contact_no',
  'abn',
  'afsl',
  'underwriter',
  'suburb',
  'state',
  'street',
  'postcode',
  'country',
  'uid',
  'fsg_version',
  'pds_version',
  'privacy_version',
  'advice_type',
  'advice_given',
  'commission',
  'associate_commission',
  'created_at',
  'pds_url',
] as const;
const uploadedFileFields = ['file_url', 'file_key', 'transaction_id', 'meta', 'file_name'] as const;
const readBackFields = [
  'ref',
  'id',
  'property_value',
  'total_amount',
  'inception_date',
  'end_date',
  'created_at',
  'insured',
  'insurer',
  'covers',
  'policy',
  'files',
] as const;

const pick = (record: Json, names: readonly string[]) => Object.fromEntries(names.map((name) => [name, record[name]]));

let insurerSeq = 0;
const insurerBody = (overrides: Record<string, unknown> = {}) => {
  insurerSeq += 1;
  return {
    name: `Conformance Insurer ${insurerSeq}`,
    email: `conformance${insurerSeq}@insurer.example`,
    contact_no: '0298765432',
    abn: '51 824 753 556',
    afsl: '245678',
    underwriter: 'Conformance Underwriting',
    street: '1 Market Street',
    suburb: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    uid: `CONF-${insurerSeq}-${Date.now()}`,
    fsg_version: 'FSG 1',
    pds_version: 'PDS 1',
    privacy_version: 'PRIV 1',
    advice_type: 'General',
    advice_given: 'No',
    commission: '20',
    associate_commission: '10',
    ...overrides,
  };
};

let userSeq = 0;
const userBody = (overrides: Record<string, unknown> = {}) => {
  userSeq += 1;
  return {
    name: `Conformance User ${userSeq}`,
    email: `conformance-${userSeq}-${Date.now()}@staff.test`,
    user_type: 'normal',
    password: 'Conform#Pass1',
    status: true,
    ...overrides,
  };
};

/* ------------------------------------------------------------------------------------------ */
/* Helpers that make what a call needs through the API itself.                                */

async function send(world: World, method: string, request: CallRequest): Promise<LightMyRequestResponse> {
  const { ctx } = world;
  const headers: Record<string, string> = {};
  const { credentials } = request;
  if (typeof credentials === 'object') headers.authorization = `Bearer ${credentials.bearer}`;
  else if (credentials !== 'none') Object.assign(headers, await ctx.as(credentials));
  if (request.multipart) {
    return ctx.app.inject({
      method: method as 'POST',
      url: request.url,
      payload: request.multipart.payload,
      headers: { ...headers, ...request.multipart.headers },
    });
  }
  if (request.emptyBody)
    return ctx.app.inject({
      method: method as 'POST',
      url: request.url,
      payload: '',
      headers: { ...headers, 'content-type': 'application/json' },
    });
  return ctx.app.inject({
    method: method as 'POST',
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload as object }),
    headers,
  });
}

async function ok(world: World, method: string, request: CallRequest): Promise<Json> {
  const response = await send(world, method, request);
  if (response.statusCode !== 200) throw new Error(`${method} ${request.url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** A staff upload as back-office §7 makes it: the static upload path with the file alone, then its key is patched in. */
const staffUpload = async (world: World, name: string) =>
  (await ok(world, 'POST', { url: '/api/v1/static/upload', credentials: 'admin', multipart: pdfUpload(`${name}.pdf`) }))
    .key as string;

const newUser = async (world: World) =>
  (await ok(world, 'POST', { url: '/api/v1/users', credentials: 'super_admin', payload: userBody() })).data;
const newInsurer = async (world: World) =>
  (await ok(world, 'POST', { url: '/api/v1/insurer', credentials: 'admin', payload: insurerBody() })).data;

const addNote = async (world: World) =>
  (
    await ok(world, 'POST', {
      url: `/api/v1/quotes/${world.quoted.quoteId}/notes`,
      credentials: 'normal',
      payload: { note: '<p>Spoke to the <b>builder</b>.</p>' },
    })
  ).data.id as number;

/* ------------------------------------------------------------------------------------------ */
/* public-site §7                                                                             */

const publicSiteCalls: SpecCall[] = [
  {
    spec: 'POST /api/v1/auth/login',
    request: () => ({
      url: '/api/v1/auth/login',
      credentials: 'none',
      payload: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    }),
    answer: (body) => {
      expect(body.success).toBe(true);
      expect(body.data.token.access).toBeTypeOf('string');
      expect(body.data.token.refresh).toBeTypeOf('string');
    },
  },
  {
    spec: 'POST /api/v1/auth/login',
    variant: 'failure shows the server message field',
    request: () => ({
      url: '/api/v1/auth/login',
      credentials: 'none',
      payload: { username: 'nobody@staff.test', password: 'Wrong#Pass1' },
    }),
    status: 401,
    answer: (body) => expect(body).toEqual({ success: false, message: 'Invalid credentials' }),
  },
  {
    spec: 'POST /api/v1/auth/token/refresh',
    request: async (world) => {
      const login = await ok(world, 'POST', {
        url: '/api/v1/auth/login',
        credentials: 'none',
        payload: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      return { url: '/api/v1/auth/token/refresh', credentials: { bearer: login.data.token.refresh }, emptyBody: true };
    },
    answer: (body) => {
      expect(body.access).toBeTypeOf('string');
      expect(body.refresh).toBeTypeOf('string');
    },
  },
  {
    spec: 'GET /api/v1/states',
    variant: 'no token (public form, quote editor)',
    request: () => ({ url: '/api/v1/states', credentials: 'none' }),
    answer: (body) => {
      expect(Array.isArray(body.data)).toBe(true);
      for (const state of body.data) expect(Object.keys(state).sort()).toEqual(['name', 'state_code']);
      expect(body.data.map((s: Json) => s.state_code)).toEqual(expect.arrayContaining(['VIC', 'NSW']));
    },
  },
  {
    spec: 'GET /api/v1/states',
    variant: 'bearer (admin, insurer screen)',
    request: () => ({ url: '/api/v1/states', credentials: 'admin' }),
    answer: (body) => expectFields(body.data[0], ['state_code', 'name']),
  },
  {
    spec: 'GET /api/v1/quotes/get/id',
    request: () => ({ url: '/api/v1/quotes/get/id', credentials: 'none' }),
    answer: (body) => {
      expect(body.success).toBe(true);
      expect(body.data.uid).toBeTypeOf('string');
    },
  },
  {
    spec: 'POST /api/v1/static/upload?quote=1&uid={uid}&field={field}',
    request: async (world) => ({
      url: `/api/v1/static/upload?quote=1&uid=${await newUid(world.ctx.app)}&field=heritage_plans`,
      credentials: 'none',
      multipart: pdfUpload('heritage.pdf'),
    }),
    answer: (body, response) => {
      expect(body.saved).toBe(true);
      expect(body.key).toBeTypeOf('string');
      expectFields(body, uploadedFileFields);
      expect(body.meta.field).toBe('heritage_plans');
      // Chosen reading of transaction_id: the proposal draft (uid) the upload belongs to.
      expect(body.transaction_id).toBe(new URL(response.raw.req.url!, 'http://localhost').searchParams.get('uid'));
    },
  },
  {
    spec: 'DELETE /api/v1/quotes/files/remove',
    request: async (world) => {
      const uid = await newUid(world.ctx.app);
      const upload = await ok(world, 'POST', {
        url: `/api/v1/static/upload?quote=1&uid=${uid}&field=piling_plans`,
        credentials: 'none',
        multipart: pdfUpload(),
      });
      return { url: '/api/v1/quotes/files/remove', credentials: 'none', payload: { uid, file_key: upload.key } };
    },
    answer: succeeded,
  },
  {
    spec: 'POST /api/v1/quotes/get',
    request: async (world) => ({
      url: '/api/v1/quotes/get',
      credentials: 'none',
      payload: toQuoteRequest(proposal(), await newUid(world.ctx.app)),
    }),
    answer: (body) => {
      expect(body.success).toBe(true);
      expect(['referred', 'declined', 'quoted']).toContain(body.data.status);
    },
  },
  {
    spec: 'POST /api/v1/quotes/retrieve/{id}',
    request: (world) => ({
      url: `/api/v1/quotes/retrieve/${world.quoted.publicId}`,
      credentials: 'none',
      emptyBody: true,
    }),
    answer: (body, _response, world) => {
      const quote = body.data;
      expectFields(quote, readBackFields);
      expect(quote.ref).toBe(world.quoted.ref);
      expect(quote.insured.full_name).toBeTypeOf('string');
      expectFields(quote.insurer, ['pds_url']);
      expect(Array.isArray(quote.covers)).toBe(true);
      expectFields(quote.policy, ['id', 'num', 'status', 'inception_date', 'expiry_date', 'premium_amount']);
      expect(quote.files).toHaveLength(1);
      expectFields(quote.files[0], ['url', 'file_url', 'meta']);
      expect(quote.files[0].meta.field).toBe('heritage_plans');
    },
  },
  {
    spec: 'POST /api/v1/quotes/retrieve/{id}?access=1',
    request: (world) => ({
      url: `/api/v1/quotes/retrieve/${world.quoted.publicId}?access=1`,
      credentials: 'none',
      emptyBody: true,
    }),
    answer: (body) => {
      expectFields(body.data, readBackFields);
      expect(body.data.access_token).toBeTypeOf('string');
    },
  },
  {
    spec: 'POST /api/v1/quotes/retrieve/{id}/details',
    request: (world) => ({
      url: `/api/v1/quotes/retrieve/${world.quoted.publicId}/details`,
      credentials: 'none',
      payload: {},
    }),
    answer: (body) => {
      expectFields(body.data, readBackFields);
      expectFields(body.data.files[0], ['url', 'file_url', 'meta']);
    },
  },
  {
    spec: 'POST /api/v1/quotes/policy/{policyId}/schedule?format=html',
    variant: 'the pay screen, with the quote access token',
    request: (world) => ({
      url: `/api/v1/quotes/policy/${world.payable.policyId}/schedule?format=html`,
      credentials: { bearer: world.payable.accessToken },
      emptyBody: true,
    }),
    answer: expectHtml,
  },
  {
    spec: 'POST /api/v1/payments/drn',
    request: (world) => ({
      url: '/api/v1/payments/drn',
      credentials: { bearer: world.payable.accessToken },
      payload: { qref: world.payable.ref, pg: 'deft_macquarie', uid: world.payable.publicId },
    }),
    answer: (body, _response, world) => expect(body.data.data.drn).toMatch(new RegExp(`^${world.payable.ref}-`)),
  },
  {
    spec: 'POST /api/v1/payments/config/tokenize',
    request: (world) => ({
      url: '/api/v1/payments/config/tokenize',
      credentials: { bearer: world.payable.accessToken },
      payload: {
        pg: 'deft_macquarie',
        drn: world.payable.drn,
        total_amount: world.payable.premium,
        css_url: null,
        uid: world.payable.publicId,
      },
    }),
    answer: (body) =>
      expectFields(body.data, ['merchant_name', 'verification', 'reference', 'css_signature', 'total_amountincents']),
  },
  {
    spec: 'POST /api/v1/payments/surcharge',
    request: (world) => ({
      url: '/api/v1/payments/surcharge',
      credentials: { bearer: world.payable.accessToken },
      payload: {
        currency_code: 'AUD',
        pg: 'deft_macquarie',
        amount: world.payable.premium,
        payment_frequency: 'ONE_OFF',
        bin: world.payable.bin,
        payment_method: 'CARD',
        uid: world.payable.publicId,
      },
    }),
    answer: (body) => {
      expect(body.data.surcharge_amount).toMatch(/^\d+\.\d{2}$/);
      expect(body.data.total_amount).toMatch(/^\d+\.\d{2}$/);
    },
  },
  {
    spec: 'POST /api/v1/payments/config/3ds',
    request: (world) => ({
      url: '/api/v1/payments/config/3ds',
      credentials: { bearer: world.payable.accessToken },
      payload: {
        pg: 'deft_macquarie',
        drn: world.payable.drn,
        total_amount: world.payable.surchargedTotal,
        uid: world.payable.publicId,
      },
    }),
    answer: (body) => {
      expect(body.success).toBe(true);
      expect(body.message).toBeTypeOf('string');
      expect(body.data.access_token).toBeTypeOf('string');
    },
  },
  {
    spec: 'POST /api/v1/payments/pay/v4',
    request: (world) => ({
      url: '/api/v1/payments/pay/v4',
      credentials: { bearer: world.toPay.accessToken },
      payload: world.toPay.prepared.body,
    }),
    answer: (body) => {
      expect(body.success).toBe(true);
      expect(body.message).toBeTypeOf('string');
    },
  },
];

/* ------------------------------------------------------------------------------------------ */
/* back-office §7                                                                             */

const backOfficeCalls: SpecCall[] = [
  {
    spec: 'GET /api/v1/insured/search',
    request: (world) => ({
      url: `/api/v1/insured/search?q=${encodeURIComponent(world.quoted.detail.insured.last_name)}&start=0&limit=10`,
      credentials: 'normal',
    }),
    answer: (body) => {
      const results = expectList(body, 'top');
      expect(results.length).toBeGreaterThan(0);
      expectFields(results[0], insuredFields);
    },
  },
  {
    spec: 'GET /api/v1/insured',
    request: () => ({ url: '/api/v1/insured?start=0&limit=10', credentials: 'normal' }),
    answer: (body) => expectFields(expectList(body, 'data')[0], insuredFields),
  },
  {
    spec: 'GET /api/v1/insured/{id}',
    request: (world) => ({ url: `/api/v1/insured/${world.quoted.detail.insured.id}`, credentials: 'normal' }),
    answer: (body) => expectFields(body.data, insuredFields),
  },
  {
    spec: 'PUT /api/v1/insured/{id}',
    request: (world) => {
      const insured = world.quoted.detail.insured;
      return {
        url: `/api/v1/insured/${insured.id}`,
        credentials: 'admin',
        payload: {
          ...pick(
            insured,
            holderFields.filter((f) => f !== 'id' && f !== 'created_at'),
          ),
          add_holder: {},
        },
      };
    },
    answer: succeeded,
  },
  {
    spec: 'PUT /api/v1/insured/{id}',
    variant: 'add_holder as an object',
    request: (world) => {
      const insured = world.quoted.detail.insured;
      const addHolder = {
        full_name: 'Jamie Builder',
        initial: 'Ms',
        first_name: 'Jamie',
        last_name: 'Builder',
        contact_no: '0412345679',
        wb_code: null,
        email: 'jamie.builder@example.com.au',
        abn: null,
      };
      return {
        url: `/api/v1/insured/${insured.id}`,
        credentials: 'admin',
        payload: {
          ...pick(
            insured,
            holderFields.filter((f) => f !== 'id' && f !== 'created_at'),
          ),
          add_holder: addHolder,
        },
      };
    },
    answer: (body) => expectFields(body.data.add_holder, holderFields),
  },
  {
    spec: 'GET /api/v1/quotes/list',
    request: () => ({ url: '/api/v1/quotes/list?start=0&limit=10', credentials: 'normal' }),
    answer: (body) => {
      const row = expectList(body, 'top')[0];
      expectFields(row, ['id', 'ref', 'status', 'inception_date', 'end_date', 'premium_amount', 'insured', 'address']);
      expectFields(row.insured, ['full_name', 'wb_code']);
      expectFields(row.address, ['state']);
    },
  },
  {
    spec: 'GET /api/v1/quotes/search',
    request: (world) => ({
      url: `/api/v1/quotes/search?q=${world.quoted.ref}&start=0&limit=10`,
      credentials: 'normal',
    }),
    answer: (body, _response, world) => expect(expectList(body, 'top').map((r) => r.ref)).toEqual([world.quoted.ref]),
  },
  {
    spec: 'GET /api/v1/quotes/{id}',
    request: (world) => ({ url: `/api/v1/quotes/${world.quoted.quoteId}`, credentials: 'normal' }),
    answer: (body) => {
      const quote = body.data;
      expectFields(quote, [
        'id',
        'ref',
        'status',
        'inception_date',
        'end_date',
        'premium_amount',
        'is_renewal',
        'created_at',
        'meta',
        'insured',
        'address',
        'insurer',
        'policy',
        'property',
        'covers',
        'claim_risk',
        'property_holder_risk',
        'property_risk',
        'files',
      ]);
      expectFields(quote.insured, insuredFields);
      expectFields(quote.address, ['street', 'suburb', 'state', 'postcode']);
      expectFields(quote.insurer, ['id', 'name', 'commission', 'associate_commission']);
      expectFields(quote.policy, ['id', 'num', 'premium_amount', 'premium']);
      expectFields(quote.policy.premium, premiumFields);
      expectFields(quote.property, ['id', 'valuation', 'address', ...projectFields]);
      expectFields(quote.property.address, ['id']);
      expectFields(quote.covers[0], ['id', 'cover', 'construction_type', 'construction_type_other']);
      expectFields(quote.claim_risk, ['id', 'claims', ...claimRiskFields]);
      expectFields(quote.property_holder_risk, ['id', ...holderRiskFields]);
      expectFields(quote.property_risk, ['id', ...propertyRiskFields]);
      expectFields(quote.files[0], ['file_url', 'url', 'meta']);
      expect(quote.files[0].meta.field).toBe('heritage_plans');
    },
  },
  {
    spec: 'PATCH /api/v1/quotes/{id}/info',
    variant: 'status, wb_code, policy_number',
    request: (world) => ({
      url: `/api/v1/quotes/${world.editableQuote.quoteId}/info`,
      credentials: 'admin',
      payload: {
        status: 'review',
        wb_code: 'WB-CONF',
        policy_number: `POL-${world.editableQuote.ref}`,
        referred_reason: null,
      },
    }),
    answer: (body) => expect(body).toMatchObject({ success: true, message: 'Quote updated successfully!' }),
  },
  {
    spec: 'PATCH /api/v1/quotes/{id}/info',
    variant: 'status plus referred_reason',
    request: (world) => ({
      url: `/api/v1/quotes/${world.editableQuote.quoteId}/info`,
      credentials: 'admin',
      payload: { status: 'referred', referred_reason: 'Excavation needs the insurer' },
    }),
    answer: (body) => expect(body.data.meta.referred_reason).toBe('Excavation needs the insurer'),
  },
  {
    spec: 'POST /api/v1/quotes/{id}/insurer',
    request: (world) => ({
      url: `/api/v1/quotes/${world.editableQuote.quoteId}/insurer`,
      credentials: 'admin',
      payload: { insurer_id: world.insurerId },
    }),
    answer: (body) => {
      expectFields(body.data.insurer, ['commission', 'associate_commission']);
      expect(body.data.policy.id).toBeTypeOf('number');
    },
  },
  {
    spec: 'POST /api/v1/quotes/{id}/premium',
    request: (world) => ({
      url: `/api/v1/quotes/${world.quoted.quoteId}/premium`,
      credentials: 'admin',
      payload: { ...world.quoted.detail.policy.premium, base: '1500.00', fsl: '0.00', stamp_duty: '' },
    }),
    answer: (body) => {
      expectFields(body.data.policy.premium, premiumFields);
      expect(body.data.policy.premium.base).toBe('1500.00');
    },
  },
  {
    spec: 'POST /api/v1/quotes/{id}/payment',
    request: (world) => ({
      url: `/api/v1/quotes/${world.linkQuote.quoteId}/payment`,
      credentials: 'admin',
      emptyBody: true,
    }),
    answer: (body) =>
      expect(body).toMatchObject({ success: true, message: 'Payment link has been successfully sent!' }),
  },
  {
    spec: 'POST /api/v1/quotes/{id}/payment',
    variant: 'message on 400',
    request: async (world) => {
      const unpriced = await createQuoteFixture(world.ctx.app, {
        withPremium: false,
        policyStatus: 'draft',
        quoteStatus: 'quoted',
      });
      return { url: `/api/v1/quotes/${unpriced.quoteId}/payment`, credentials: 'admin', emptyBody: true };
    },
    status: 400,
    answer: (body) => {
      expect(body.success).toBe(false);
      expect(body.message).toBeTypeOf('string');
    },
  },
  {
    spec: 'POST /api/v1/quotes/policy/{policyId}/documents',
    request: (world) => ({
      url: `/api/v1/quotes/policy/${world.paidQuote.policyId}/documents`,
      credentials: 'admin',
      emptyBody: true,
    }),
    answer: (body) =>
      expect(body).toMatchObject({ success: true, message: 'Policy document has been successfully sent!' }),
  },
  {
    spec: 'PATCH /api/v1/quotes/policy/{policyId}/documents',
    request: async (world) => ({
      url: `/api/v1/quotes/policy/${world.paidQuote.policyId}/documents`,
      credentials: 'admin',
      payload: {
        uploaded_schedule: await staffUpload(world, 'uploaded_schedule'),
        uploaded_coc: await staffUpload(world, 'uploaded_coc'),
        uploaded_closing: await staffUpload(world, 'uploaded_closing'),
      },
    }),
    answer: succeeded,
  },
  {
    spec: 'POST /api/v1/static/upload',
    request: () => ({ url: '/api/v1/static/upload', credentials: 'admin', multipart: pdfUpload('schedule.pdf') }),
    answer: (body) => {
      expect(body.saved).toBe(true);
      expect(body.key).toBeTypeOf('string');
      expectFields(body, uploadedFileFields);
      expect(body.transaction_id).toBeNull();
    },
  },
  ...(['invoice', 'closing', 'schedule'] as const).map(
    (kind): SpecCall => ({
      spec: `POST /api/v1/quotes/policy/{policyId}/${kind}?format=html`,
      request: (world) => ({
        url: `/api/v1/quotes/policy/${world.paidQuote.policyId}/${kind}?format=html`,
        credentials: 'normal',
        emptyBody: true,
      }),
      answer: expectHtml,
    }),
  ),
  {
    spec: 'GET /api/v1/quotes/{id}/notes',
    request: async (world) => {
      await addNote(world);
      return { url: `/api/v1/quotes/${world.quoted.quoteId}/notes?start=0&limit=5`, credentials: 'normal' };
    },
    answer: (body) => {
      const results = expectList(body, 'top');
      expect(results.length).toBeGreaterThan(0);
      expectFields(results[0], ['id', 'user_name', 'created_at', 'note']);
    },
  },
  {
    spec: 'GET /api/v1/quotes/{id}/notes/{noteId}',
    request: async (world) => ({
      url: `/api/v1/quotes/${world.quoted.quoteId}/notes/${await addNote(world)}`,
      credentials: 'normal',
    }),
    answer: (body) => expectFields(body.data, ['id', 'user_name', 'created_at', 'note']),
  },
  {
    spec: 'POST /api/v1/quotes/{id}/notes',
    request: (world) => ({
      url: `/api/v1/quotes/${world.quoted.quoteId}/notes`,
      credentials: 'normal',
      payload: { note: '<p>Waiting for the <i>engineer</i>.</p>' },
    }),
    answer: succeeded,
  },
  {
    spec: 'PUT /api/v1/quotes/project/{propertyId}/address/{addressId}',
    request: (world) => {
      const { property } = world.quoted.detail;
      return {
        url: `/api/v1/quotes/project/${property.id}/address/${property.address.id}`,
        credentials: 'admin',
        payload: pick(property.address, ['street', 'suburb', 'state', 'postcode']),
      };
    },
    answer: detailsSaved,
  },
  {
    spec: 'PUT /api/v1/quotes/cover/{coverId}',
    request: (world) => {
      const { property, covers } = world.quoted.detail;
      return {
        url: `/api/v1/quotes/cover/${covers[0].id}`,
        credentials: 'admin',
        payload: { valuation: property.valuation, cover: covers[0].cover },
      };
    },
    answer: (body, _response, world) => {
      expect(body).toMatchObject({ success: true, message: 'Details updated successfully!' });
      // The construction type the body leaves out stays as stored.
      expect(body.data.construction_type).toBe(world.quoted.detail.covers[0].construction_type);
    },
  },
  {
    spec: 'PUT /api/v1/quotes/project/{propertyId}',
    request: (world) => {
      const { property } = world.quoted.detail;
      return {
        url: `/api/v1/quotes/project/${property.id}`,
        credentials: 'admin',
        payload: pick(property, projectFields),
      };
    },
    answer: detailsSaved,
  },
  {
    spec: 'PUT /api/v1/quotes/claim/risk/{claimRiskId}',
    request: (world) => {
      const risk = world.quoted.detail.claim_risk;
      return {
        url: `/api/v1/quotes/claim/risk/${risk.id}`,
        credentials: 'admin',
        payload: { ...pick(risk, claimRiskFields), claims: risk.claims.map((c: Json) => pick(c, claimFields)) },
      };
    },
    answer: detailsSaved,
  },
  {
    spec: 'PUT /api/v1/quotes/property/holder/risk/{id}',
    request: (world) => {
      const risk = world.quoted.detail.property_holder_risk;
      return {
        url: `/api/v1/quotes/property/holder/risk/${risk.id}`,
        credentials: 'admin',
        payload: pick(risk, holderRiskFields),
      };
    },
    answer: detailsSaved,
  },
  {
    spec: 'PUT /api/v1/quotes/property/risk/{id}',
    request: (world) => {
      const risk = world.quoted.detail.property_risk;
      return {
        url: `/api/v1/quotes/property/risk/${risk.id}`,
        credentials: 'admin',
        payload: pick(risk, propertyRiskFields),
      };
    },
    answer: detailsSaved,
  },
  {
    spec: 'GET /api/v1/users',
    request: () => ({ url: '/api/v1/users?start=0&limit=10', credentials: 'super_admin' }),
    answer: (body) => expectFields(expectList(body, 'data')[0], userFields),
  },
  {
    spec: 'GET /api/v1/users/search',
    request: () => ({ url: '/api/v1/users/search?q=staff.test&start=0&limit=10', credentials: 'super_admin' }),
    answer: (body) => expectFields(expectList(body, 'top')[0], userFields),
  },
  {
    spec: 'POST /api/v1/users',
    request: () => ({ url: '/api/v1/users', credentials: 'super_admin', payload: userBody() }),
    answer: succeeded,
  },
  {
    spec: 'PUT /api/v1/users/{id}',
    request: async (world) => {
      const created = await newUser(world);
      return {
        url: `/api/v1/users/${created.id}`,
        credentials: 'super_admin',
        payload: { name: 'Renamed User', email: created.email, user_type: 'admin', password: '', status: false },
      };
    },
    answer: succeeded,
  },
  {
    spec: 'DELETE /api/v1/users/{id}',
    request: async (world) => {
      const created = await newUser(world);
      return { url: `/api/v1/users/${created.id}`, credentials: 'super_admin' };
    },
    answer: succeeded,
  },
  {
    spec: 'GET /api/v1/insurer',
    request: () => ({ url: '/api/v1/insurer?start=0&limit=10', credentials: 'normal' }),
    answer: (body) => expectFields(expectList(body, 'data')[0], insurerFields),
  },
  {
    spec: 'GET /api/v1/insurer/search',
    request: () => ({ url: '/api/v1/insurer/search?q=Insurer', credentials: 'normal' }),
    answer: (body) => expectFields(expectList(body, 'top')[0], insurerFields),
  },
  {
    spec: 'POST /api/v1/insurer',
    request: () => ({ url: '/api/v1/insurer', credentials: 'admin', payload: insurerBody() }),
    answer: (body) => expect(body).toMatchObject({ success: true, message: 'Insurer created successfully!' }),
  },
  {
    spec: 'PUT /api/v1/insurer/{id}',
    request: async (world) => {
      const created = await newInsurer(world);
      // The update modal sends back the record it fetched, with the user's edits.
      return {
        url: `/api/v1/insurer/${created.id}`,
        credentials: 'admin',
        payload: { ...created, name: 'Renamed Insurer' },
      };
    },
    answer: (body) => expect(body).toMatchObject({ success: true, message: 'Insurer updated successfully!' }),
  },
  {
    spec: 'GET /api/v1/insurer/{id}',
    request: (world) => ({ url: `/api/v1/insurer/${world.insurerId}`, credentials: 'normal' }),
    answer: (body) => expectFields(body.data, insurerFields),
  },
  {
    spec: 'DELETE /api/v1/insurer/{id}',
    request: async (world) => {
      const created = await newInsurer(world);
      return { url: `/api/v1/insurer/${created.id}`, credentials: 'admin' };
    },
    answer: succeeded,
  },
  {
    spec: 'PATCH /api/v1/insurer/{id}',
    variant: 'insurer document upload: pds_doc and fsg_doc',
    request: async (world) => ({
      url: `/api/v1/insurer/${world.insurerId}`,
      credentials: 'admin',
      payload: { pds_doc: await staffUpload(world, 'pds_doc'), fsg_doc: await staffUpload(world, 'fsg_doc') },
    }),
    answer: (body) => {
      expect(body.success).toBe(true);
      expect(body.data.pds_url).toBeTypeOf('string');
    },
  },
];

/** Every row of both §7 tables (and the insurer document PATCH below back-office §7), as the specs write them. */
const specTables = {
  'public-site §7': [
    'POST /api/v1/auth/login',
    'POST /api/v1/auth/token/refresh',
    'GET /api/v1/states',
    'GET /api/v1/quotes/get/id',
    'POST /api/v1/static/upload?quote=1&uid={uid}&field={field}',
    'DELETE /api/v1/quotes/files/remove',
    'POST /api/v1/quotes/get',
    'POST /api/v1/quotes/retrieve/{id}',
    'POST /api/v1/quotes/retrieve/{id}?access=1',
    'POST /api/v1/quotes/retrieve/{id}/details',
    'POST /api/v1/quotes/policy/{policyId}/schedule?format=html',
    'POST /api/v1/payments/drn',
    'POST /api/v1/payments/config/tokenize',
    'POST /api/v1/payments/surcharge',
    'POST /api/v1/payments/config/3ds',
    'POST /api/v1/payments/pay/v4',
  ],
  'back-office §7': [
    'GET /api/v1/insured/search',
    'GET /api/v1/insured',
    'GET /api/v1/insured/{id}',
    'PUT /api/v1/insured/{id}',
    'GET /api/v1/quotes/list',
    'GET /api/v1/quotes/search',
    'GET /api/v1/quotes/{id}',
    'PATCH /api/v1/quotes/{id}/info',
    'POST /api/v1/quotes/{id}/insurer',
    'POST /api/v1/quotes/{id}/premium',
    'POST /api/v1/quotes/{id}/payment',
    'POST /api/v1/quotes/policy/{policyId}/documents',
    'PATCH /api/v1/quotes/policy/{policyId}/documents',
    'POST /api/v1/static/upload',
    'POST /api/v1/quotes/policy/{policyId}/invoice?format=html',
    'POST /api/v1/quotes/policy/{policyId}/closing?format=html',
    'POST /api/v1/quotes/policy/{policyId}/schedule?format=html',
    'GET /api/v1/quotes/{id}/notes',
    'GET /api/v1/quotes/{id}/notes/{noteId}',
    'POST /api/v1/quotes/{id}/notes',
    'PUT /api/v1/quotes/project/{propertyId}/address/{addressId}',
    'PUT /api/v1/quotes/cover/{coverId}',
    'PUT /api/v1/quotes/project/{propertyId}',
    'PUT /api/v1/quotes/claim/risk/{claimRiskId}',
    'PUT /api/v1/quotes/property/holder/risk/{id}',
    'PUT /api/v1/quotes/property/risk/{id}',
    'GET /api/v1/users',
    'GET /api/v1/users/search',
    'POST /api/v1/users',
    'PUT /api/v1/users/{id}',
    'DELETE /api/v1/users/{id}',
    'GET /api/v1/insurer',
    'GET /api/v1/insurer/search',
    'POST /api/v1/insurer',
    'PUT /api/v1/insurer/{id}',
    'GET /api/v1/insurer/{id}',
    'DELETE /api/v1/insurer/{id}',
    'GET /api/v1/states',
    'PATCH /api/v1/insurer/{id}',
  ],
};

const calls = [...publicSiteCalls, ...backOfficeCalls];

it('walks every call of both call tables (public-site §7, back-office §7)', () => {
  const walked = new Set(calls.map((c) => c.spec));
  expect(
    Object.values(specTables)
      .flat()
      .filter((spec) => !walked.has(spec)),
  ).toEqual([]);
  expect([...walked].filter((spec) => !Object.values(specTables).flat().includes(spec))).toEqual([]);
});

describeEachEngine('spec conformance: the call tables of public-site §7 and back-office §7', (engine) => {
  const ctx = useTestApp(engine);
  let world: World;

  beforeAll(async () => {
    const { app } = ctx;
    const insurer = await createInsurer(app);
    const partial: Partial<World> = { ctx, insurerId: insurer.id };
    const uid = await newUid(app);
    await ok(partial as World, 'POST', {
      url: `/api/v1/static/upload?quote=1&uid=${uid}&field=heritage_plans`,
      credentials: 'none',
      multipart: pdfUpload('heritage.pdf'),
    });
    const submitted = (
      await ok(partial as World, 'POST', {
        url: '/api/v1/quotes/get',
        credentials: 'none',
        payload: toQuoteRequest(proposal(), uid),
      })
    ).data;
    if (submitted.status !== 'quoted') throw new Error(`the clean proposal should be quoted, got ${submitted.status}`);
    const quoteId = (await app.repos.quotes.loadAggregateByPublicId(submitted.id))!.quote.id;
    const detail = (await ok(partial as World, 'GET', { url: `/api/v1/quotes/${quoteId}`, credentials: 'admin' })).data;

    const payable = await createQuoteFixture(app);
    const payableToken = await quoteAccessToken(app, payable.publicId);
    const rehearsal = await preparePayment(app, payableToken, payable, { number: '4242424242424242' });
    const toPay = await createQuoteFixture(app);
    const toPayToken = await quoteAccessToken(app, toPay.publicId);
    world = {
      ...(partial as World),
      quoted: { publicId: submitted.id, ref: submitted.ref, quoteId, detail },
      linkQuote: await createQuoteFixture(app, { policyStatus: 'draft', quoteStatus: 'quoted' }),
      paidQuote: await createQuoteFixture(app, { policyStatus: 'paid', quoteStatus: 'paid' }),
      editableQuote: await createQuoteFixture(app, { quoteStatus: 'quoted', policyStatus: 'draft' }),
      payable: {
        ...payable,
        accessToken: payableToken,
        drn: rehearsal.drn,
        bin: rehearsal.card.bin,
        surchargedTotal: rehearsal.surcharge.total_amount,
      },
      toPay: {
        ...toPay,
        accessToken: toPayToken,
        prepared: await preparePayment(app, toPayToken, toPay, { number: '4242424242424242' }),
      },
    };
  });

  it.each(calls.map((call) => [call.variant ? `${call.spec} (${call.variant})` : call.spec, call] as const))(
    '%s',
    async (_name, call) => {
      const method = call.spec.split(' ')[0]!;
      const request = await call.request(world);
      const response = await send(world, method, request);
      // Fastify's not-found handler answers "Route METHOD:/path not found": the call is not routed.
      if (response.statusCode === 404) expect(response.json().message).not.toMatch(/^Route [A-Z]+:/);
      expect(response.statusCode, response.body.slice(0, 600)).toBe(call.status ?? 200);
      const isJson = String(response.headers['content-type']).startsWith('application/json');
      call.answer(isJson ? response.json() : undefined, response, world);
      // The contract test: the answer is what /api/docs documents for this operation and status.
      expect(
        documentedAnswers(ctx.app).problems(
          method,
          request.url,
          response.statusCode,
          response.headers['content-type'] as string | undefined,
          response.body,
        ),
      ).toEqual([]);
    },
  );

  it('documents a response schema for every /api/v1 operation', () => {
    expect(documentedAnswers(ctx.app).undocumentedOperations()).toEqual([]);
  });
});
