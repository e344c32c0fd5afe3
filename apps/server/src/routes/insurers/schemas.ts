import { insurerRatesSchema, insurerSchema, ratingTableSchema, underwritingLimitsSchema } from '@buildcover/domain';
import { z } from 'zod';
import { errorResponse } from '../../http/schemas';

const textFields = Object.fromEntries(Object.keys(insurerSchema.shape).map((k) => [k, z.string()])) as Record<keyof typeof insurerSchema.shape, z.ZodString>;

/** GET /insurer/{id} `data` and every list row. */
export const insurerView = z.object({
  id: z.number(),
  insurers_id: z.number(),
  ...textFields,
  settings: z.record(z.string(), z.unknown()),
  pds_doc: z.string().nullable(),
  fsg_doc: z.string().nullable(),
  pds_url: z.string().nullable(),
  fsg_url: z.string().nullable(),
  pds_doc_version: z.number().nullable(),
  fsg_doc_version: z.number().nullable(),
  created_at: z.string().nullable(),
  updated_at: z.string().nullable(),
});

/** PATCH /insurer/{id}: file keys from POST /static/upload for the PDS and/or FSG. */
export const insurerDocumentsBody = z
  .object({
    pds_doc: z.string().trim().min(1).max(100).optional(),
    fsg_doc: z.string().trim().min(1).max(100).optional(),
  })
  .refine((b) => b.pds_doc || b.fsg_doc, { message: 'Please upload the PDS Document or the FSG Document', path: ['pds_doc'] });

const settingState = <T extends z.ZodType>(value: T) =>
  z.object({
    value,
    source: z.enum(['insurer', 'default']).describe("'insurer': its own stored value; 'default': the domain's default"),
    invalid: z.boolean().describe('true when the insurer keeps a value that no longer passes the domain schema; pricing then uses the default'),
    stored: z.unknown().optional().describe('what is stored, when invalid'),
    errors: errorResponse.shape.errors.describe('why the stored value is invalid (paths as PUT reports them)'),
  });

/** GET/PUT /insurers/{id}/settings `data`: the value pricing uses for each key, and where it comes from. */
export const insurerSettingsView = z.object({
  rates: settingState(insurerRatesSchema),
  rating_table: settingState(ratingTableSchema),
  underwriting_limits: settingState(underwritingLimitsSchema),
});

/** PUT /insurers/{id}/settings: any of the keys; null goes back to the domain default. */
export const insurerSettingsBody = z
  .strictObject({
    rates: insurerRatesSchema.nullable().optional(),
    rating_table: ratingTableSchema.nullable().optional(),
    underwriting_limits: underwritingLimitsSchema.nullable().optional(),
  })
  .refine((body) => Object.keys(body).length > 0, { message: 'Send at least one of rates, rating_table or underwriting_limits' });
