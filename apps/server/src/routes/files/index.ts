import { api } from '@buildcover/domain/api';
import multipart from '@fastify/multipart';
import { documentUploadTypes, insurerDocumentKeys, planUploadTypes, policyDocumentKeys } from '@buildcover/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit';
import { authorize } from '../../auth/guards';
import { inTransaction } from '../../db/transaction';
import { checkUploadType, cleanFileName, FILE_KEY_PATTERN, newFileKey } from '../../files/detect';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { errorResponse } from '../../http/schemas';
import { createRepositories } from '../../repositories';
import { fileUrl } from '../../repositories/files';

/** A public draft may hold this many files (every plan, report and photo of one proposal). */
const MAX_FILES_PER_DRAFT = 40;
const DRAFT_EXPIRED_MESSAGE = 'Your upload session has expired. Please reload the form and try again.';

const documentFields = new Set<string>([...policyDocumentKeys.map((d) => d.key), ...insurerDocumentKeys.map((d) => d.key)]);

const uploadQuery = z.object({
  quote: z.enum(['0', '1', 'true', 'false']).optional(),
  uid: z.string().trim().min(1).max(100).optional(),
  field: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{1,80}$/, 'Invalid field name')
    .optional(),
});

const uploadResponse = z.object({
  success: z.literal(true),
  saved: z.literal(true),
  key: z.string(),
  file_key: z.string(),
  file_name: z.string(),
  file_url: z.string(),
  /** The proposal draft's uid the file was uploaded under (public-site §3 "Uploaded file record"); null for staff uploads. */
  transaction_id: z.string().nullable(),
  meta: z.object({ field: z.string().nullable(), timestamp: z.string().nullable() }),
});

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.uploadMaxBytes;
  const maxMb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });

  app.post(
    '/static/upload',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload a file (multipart field "file", plus "timestamp"); ?quote=1&uid=&field= for a public proposal draft',
        consumes: ['multipart/form-data'],
        querystring: uploadQuery,
        response: { 200: uploadResponse, 400: errorResponse, 401: errorResponse, 403: errorResponse, 413: errorResponse, 415: errorResponse },
      },
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    async (request) => {
      const { quote, uid, field } = request.query;
      const publicDraft = quote === '1' || quote === 'true';
      if (publicDraft) {
        if (!uid) throw badRequest('The quote id (uid) is required for a quote upload', [{ path: 'uid', message: 'The quote id (uid) is required for a quote upload' }]);
        if (!(await app.repos.files.openDraft(uid))) throw badRequest(DRAFT_EXPIRED_MESSAGE);
        if ((await app.repos.files.countForDraft(uid)) >= MAX_FILES_PER_DRAFT) throw badRequest(`A quote can have at most ${MAX_FILES_PER_DRAFT} files.`);
      } else {
        await authorize(request, ['admin']);
      }

      const part = await request.file();
      if (!part) throw badRequest('Please choose a file to upload', [{ path: 'file', message: 'Please choose a file to upload' }]);
      if (part.fieldname !== 'file') throw badRequest('The file must be sent in the field "file"', [{ path: 'file', message: 'The file must be sent in the field "file"' }]);
      let body: Buffer;
      try {
        body = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, `The file is too large. The maximum size is ${maxMb} MB.`);
        throw error;
      }
      if (body.length === 0) throw badRequest('The file is empty', [{ path: 'file', message: 'The file is empty' }]);
      const fileName = cleanFileName(part.filename);
      const allowed = field && documentFields.has(field) ? documentUploadTypes : planUploadTypes;
      const check = await checkUploadType(body, fileName, allowed);
      if (!check.ok) throw new HttpError(415, check.message, [{ path: 'file', message: check.message }]);
      const timestampField = part.fields.timestamp;
      const timestamp = timestampField && 'value' in timestampField && typeof timestampField.value === 'string' ? timestampField.value.slice(0, 40) : null;

      const key = newFileKey(check.type);
      await app.storage.put(key, body, check.type.mime);
      try {
        await inTransaction(app.db, async (tx) => {
          const repos = createRepositories(tx);
          // Checked again under a lock: the draft may have expired and been swept while the bytes arrived.
          if (publicDraft && !(await repos.files.openDraft(uid!, { hold: true }))) throw badRequest(DRAFT_EXPIRED_MESSAGE);
          const row = await repos.files.create({
            key,
            name: fileName,
            mime: check.type.mime,
            size: body.length,
            storage: app.storage.kind,
            field: field ?? null,
            draft_uid: publicDraft ? uid! : null,
            uploaded_by: request.user?.id ?? null,
            meta: { timestamp },
          });
          await audit(tx, request, { action: 'upload', entity: 'file', entityId: row.key, after: { name: row.name, mime: row.mime, size: row.size, field: row.field, draft_uid: row.draft_uid } });
        });
      } catch (error) {
        await app.storage.delete(key).catch(() => undefined);
        throw error;
      }
      return { success: true as const, saved: true as const, key, file_key: key, file_name: fileName, file_url: fileUrl(key), transaction_id: publicDraft ? uid! : null, meta: { field: field ?? null, timestamp } };
    },
  );

  app.get(
    '/static/files/:key',
    {
      schema: {
        tags: ['files'],
        summary: 'Read a stored file (staff bearer, ?token= from a signed link, ?uid= of its draft, ?quote= public id of its quote)',
        params: z.object({ key: z.string().regex(FILE_KEY_PATTERN, 'Not a file key') }),
        querystring: z.object({ uid: z.string().max(100).optional(), quote: z.string().max(100).optional(), token: z.string().max(2000).optional(), download: z.enum(['0', '1']).optional() }),
        // The bytes go out as stored, in the file's own content type (a Buffer is never serialised).
        response: { 200: z.unknown().describe("The file's bytes, in its own content type"), 400: errorResponse, 404: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      const file = await app.repos.files.findByKey(request.params.key);
      // Unknown and forbidden look the same, so keys cannot be probed.
      if (!file || !(await app.fileAccess.canReadFile(request as FastifyRequest, file))) throw notFound('File not found');
      const body = await app.storage.get(file.key);
      if (!body) throw notFound('File not found');
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .header('content-type', file.mime)
        .header('content-length', body.length)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header('cache-control', 'private, max-age=300')
        .send(body);
    },
  );

  app.route({
    ...route(api.publicQuotes.removeFile),
    handler: async (request) => {
      const { uid, file_key } = request.body;
      const file = await app.repos.files.findByKey(file_key);
      if (!file || file.draft_uid !== uid || !(await app.repos.files.openDraft(uid))) throw notFound('File not found');
      await inTransaction(app.db, async (tx) => {
        await createRepositories(tx).files.markDeleted(file.id);
        await audit(tx, request, { action: 'delete', entity: 'file', entityId: file.key, before: { name: file.name, draft_uid: file.draft_uid } });
      });
      await app.storage.delete(file.key).catch((error: unknown) => request.log.warn({ err: error, key: file.key }, 'could not delete stored file'));
      return { success: true as const, message: 'File removed successfully' };
    },
  });
};

export default fileRoutes;
