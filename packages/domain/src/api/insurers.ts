import { z } from 'zod';
import { insurerSchema } from '../backoffice/insurer';
import { insurerRatesSchema, ratingTableSchema } from '../rating/schemas';
import { underwritingLimitsSchema } from '../underwriting/schemas';
import {
  dataResponse,
  errorResponse,
  errors,
  idParams,
  listResponse,
  messageResponse,
  nullableTimestamp,
  savedResponse,
  searchResponse,
  staffErrors,
  staffListErrors,
} from './envelopes';
import { defineEndpoint, type BodyOf } from './endpoint';
import { sortedListQuery, sortedSearchQuery } from './lists';

// Object.fromEntries loses the keys; every key of the insurer body maps to z.string().
const textFields = Object.fromEntries(Object.keys(insurerSchema.shape).map((k) => [k, z.string()])) as Record<
  keyof typeof insurerSchema.shape,
  z.ZodString
>;

/** An insurer as staff read it: the domain's fields, its documents and their versions. */
export const insurer = z.object({
  id: z.number().int(),
  insurers_id: z.number().int(),
  ...textFields,
  settings: z.record(z.string(), z.unknown()),
  pds_doc: z.string().nullable(),
  fsg_doc: z.string().nullable(),
  pds_url: z.string().nullable(),
  fsg_url: z.string().nullable(),
  pds_doc_version: z.number().int().nullable(),
  fsg_doc_version: z.number().int().nullable(),
  created_at: nullableTimestamp,
  updated_at: nullableTimestamp,
});

/** PATCH /insurer/{id}: file keys from POST /static/upload for the PDS and/or FSG. */
export const insurerDocumentsBody = z
  .object({
    pds_doc: z.string().trim().min(1).max(100).optional(),
    fsg_doc: z.string().trim().min(1).max(100).optional(),
  })
  .refine((b) => b.pds_doc || b.fsg_doc, {
    message: 'Please upload the PDS Document or the FSG Document',
    path: ['pds_doc'],
  });

const settingState = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    source: z.enum(['insurer', 'default']).describe("'insurer': its own stored value; 'default': the domain's default"),
    invalid: z
      .boolean()
      .describe(
        'true when the insurer keeps a value that no longer passes the domain schema; pricing then uses the default',
      ),
    stored: z.unknown().optional().describe('what is stored, when invalid'),
    errors: errorResponse.shape.errors.describe('why the stored value is invalid (paths as PUT reports them)'),
  });

/** The value pricing uses for each key, and where it comes from. */
export const insurerPricingSettings = z.object({
  rates: settingState(insurerRatesSchema),
  rating_table: settingState(ratingTableSchema),
  underwriting_limits: settingState(underwritingLimitsSchema),
});

/** Any of the keys; null goes back to the domain default. */
export const insurerSettingsBody = z
  .strictObject({
    rates: insurerRatesSchema.nullable().optional(),
    rating_table: ratingTableSchema.nullable().optional(),
    underwriting_limits: underwritingLimitsSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, {
    message: 'Send at least one of rates, rating_table or underwriting_limits',
  });

export type Insurer = z.output<typeof insurer>;

/** One insurer as its own screen reads it: plus how many quotes and policies name it (what deleting it would leave them). */
export const insurerDetail = insurer.extend({
  holds: z
    .object({ quotes: z.number().int().min(0), policies: z.number().int().min(0) })
    .describe('Quotes and policies that name this insurer; they keep it when it leaves the panel'),
});
export type InsurerDetail = z.output<typeof insurerDetail>;
export type InsurerSort = (typeof insurerSortKeys)[number];
export type InsurerDocumentsInput = z.input<typeof insurerDocumentsBody>;
export type InsurerPricingSettings = z.output<typeof insurerPricingSettings>;
export type InsurerSettingState<T> = Omit<z.output<ReturnType<typeof settingState>>, 'value'> & { value: T };
/** What a caller sends: the keys' schemas coerce on the server, a caller sends the values they end up as. */
export type InsurerPricingSettingsInput = BodyOf<typeof insurersApi.updateSettings>;

/** Every column of the insurers table sorts on the server (default: newest first). */
export const insurerSortKeys = ['name', 'uid', 'abn', 'afsl', 'state', 'created_at'] as const;
export const insurersListQuery = sortedListQuery(insurerSortKeys, 'created_at');
export const insurersSearchQuery = sortedSearchQuery(insurerSortKeys, 'created_at');

const tags = ['insurers'];
/** A body may be too large or not JSON. */
const changeErrors = { ...staffErrors, ...errors(413, 415) };
/** Create and update can also meet another insurer's UID (409). */
const uidErrors = { ...changeErrors, ...errors(409) };

export const insurersApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/insurer',
    summary: 'Insurers on the panel, a page at a time',
    tags,
    auth: 'staff',
    query: insurersListQuery,
    responses: { 200: listResponse(insurer), ...staffListErrors },
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/insurer/search',
    summary: 'Insurers whose name, e-mail or UID contains q',
    tags,
    auth: 'staff',
    query: insurersSearchQuery,
    responses: { 200: searchResponse(insurer), ...staffListErrors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/insurer/:id',
    summary: 'One insurer, with the quotes and policies that name it',
    tags,
    auth: 'staff',
    params: idParams,
    responses: { 200: dataResponse(insurerDetail), ...staffErrors },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/insurer',
    summary: 'Add an insurer to the panel',
    tags,
    auth: 'admin',
    body: insurerSchema,
    responses: { 200: savedResponse(insurer), ...uidErrors },
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/insurer/:id',
    summary: 'Change an insurer',
    tags,
    auth: 'admin',
    params: idParams,
    body: insurerSchema,
    responses: { 200: savedResponse(insurer), ...uidErrors },
  }),
  attachDocuments: defineEndpoint({
    method: 'PATCH',
    path: '/insurer/:id',
    summary: 'Attach an uploaded PDS and/or FSG (file keys), as a new document version',
    tags,
    auth: 'admin',
    params: idParams,
    body: insurerDocumentsBody,
    responses: { 200: savedResponse(insurer), ...changeErrors },
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/insurer/:id',
    summary: 'Delete an insurer (hidden, not removed, when quotes or policies name it)',
    tags,
    auth: 'admin',
    params: idParams,
    responses: { 200: messageResponse, ...changeErrors },
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/insurers/:id/settings',
    summary: "An insurer's rates, rating table and underwriting limits as pricing uses them",
    tags,
    auth: 'admin',
    params: idParams,
    responses: { 200: dataResponse(insurerPricingSettings), ...staffErrors },
  }),
  updateSettings: defineEndpoint({
    method: 'PUT',
    path: '/insurers/:id/settings',
    summary: "Change any of an insurer's rates, rating table and underwriting limits (null: back to the default)",
    tags,
    auth: 'admin',
    params: idParams,
    body: insurerSettingsBody,
    responses: { 200: savedResponse(insurerPricingSettings), ...staffErrors, ...errors(413, 415) },
  }),
};
