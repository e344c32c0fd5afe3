import { insurerSchema } from '@buildcover/domain';
import { z } from 'zod';

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
