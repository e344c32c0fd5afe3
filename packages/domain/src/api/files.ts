import { z } from 'zod';
import { planUploadTypes } from '../reference/documents';
import { errors, fileBytes } from './envelopes';
import { defineEndpoint } from './endpoint';

/** POST /static/upload ?quote=1&uid=&field= for a public proposal draft; staff upload without them. */
export const uploadQuery = z.object({
  quote: z.enum(['0', '1', 'true', 'false']).optional(),
  uid: z.string().trim().min(1).max(100).optional(),
  field: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,80}$/, 'Invalid field name')
    .optional(),
});

/** A stored upload: its key (the value a form or a document field keeps) and its link. */
export const uploadResult = z.object({
  success: z.literal(true),
  saved: z.literal(true),
  key: z.string(),
  file_key: z.string(),
  file_name: z.string(),
  file_url: z.string(),
  /** The proposal draft's uid the file was uploaded under; null for staff uploads. */
  transaction_id: z.string().nullable(),
  meta: z.object({ field: z.string().nullable(), timestamp: z.string().nullable() }),
});
export type UploadResult = z.output<typeof uploadResult>;

/** The multipart form of an upload: the file in the field `file`, and an optional `timestamp`. */
export const uploadForm = z.object({
  file: z.file().describe('The file (multipart field "file")'),
  timestamp: z.string().max(40).optional(),
});

/** Stored file keys as the server makes them. */
export const fileKeyPattern = /^[A-Za-z0-9_-]{22}\.[a-z0-9]{2,5}$/;

const tags = ['files'];

export const filesApi = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/static/upload',
    summary:
      'Upload a file (multipart field "file", plus "timestamp"); ?quote=1&uid=&field= for a public proposal draft',
    tags,
    auth: 'optional',
    multipart: true,
    query: uploadQuery,
    body: uploadForm,
    // 503: the file store could not keep the bytes.
    responses: { 200: uploadResult, ...errors(400, 401, 403, 413, 415, 429, 503) },
  }),
  read: defineEndpoint({
    method: 'GET',
    path: '/static/files/:key',
    summary:
      'Read a stored file (staff bearer, ?token= from a signed link, ?uid= of its draft, ?quote= public id of its quote)',
    tags,
    // Read access is the file's own (a signed link, its draft, its quote, or a staff session): no bearer is required first.
    auth: 'none',
    binary: true,
    // Uploads are checked against these types (apps/server/src/files/detect.ts), so a stored file is one of them.
    mediaTypes: [...new Set(planUploadTypes.map((type) => type.mime))],
    params: z.object({ key: z.string().regex(fileKeyPattern, 'Not a file key') }),
    query: z.object({
      uid: z.string().max(100).optional(),
      quote: z.string().max(100).optional(),
      token: z.string().max(2000).optional(),
      download: z.enum(['0', '1']).optional(),
    }),
    // The bytes go out as stored, in the file's own content type (a Buffer is never serialised).
    responses: { 200: fileBytes, ...errors(400, 404, 503) },
  }),
};
