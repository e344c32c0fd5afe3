import { api } from '@buildcover/domain/api';
import multipart from '@fastify/multipart';
import { uploadKindFor } from '@buildcover/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { authorize } from '../../auth/guards';
import { inTransaction } from '../../db/transaction';
import { checkUploadType, cleanFileName, newFileKey } from '../../files/detect';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { createRepositories } from '../../repositories';
import { fileUrl } from '../../repositories/files';

/** A public draft may hold this many files (every plan, report and photo of one proposal). */
const MAX_FILES_PER_DRAFT = 40;
const DRAFT_EXPIRED_MESSAGE = 'Your upload session has expired. Please reload the form and try again.';

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  const maxBytes = app.config.uploadMaxBytes;
  const maxMb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 } });

  app.route({
    ...route(api.files.upload),
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    handler: async (request) => {
      const { quote, uid, field } = request.query;
      const publicDraft = quote === '1' || quote === 'true';
      if (publicDraft) {
        if (!uid)
          throw badRequest('The quote id (uid) is required for a quote upload', [
            { path: 'uid', message: 'The quote id (uid) is required for a quote upload' },
          ]);
        if (!(await app.repos.files.openDraft(uid))) throw badRequest(DRAFT_EXPIRED_MESSAGE);
        if ((await app.repos.files.countForDraft(uid)) >= MAX_FILES_PER_DRAFT)
          throw badRequest(`A quote can have at most ${MAX_FILES_PER_DRAFT} files.`);
      } else {
        await authorize(request, 'admin');
      }

      const part = await request.file();
      if (!part)
        throw badRequest('Please choose a file to upload', [
          { path: 'file', message: 'Please choose a file to upload' },
        ]);
      if (part.fieldname !== 'file')
        throw badRequest('The file must be sent in the field "file"', [
          { path: 'file', message: 'The file must be sent in the field "file"' },
        ]);
      let body: Buffer;
      try {
        body = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, `The file is too large. The maximum size is ${maxMb} MB.`);
        throw error;
      }
      if (body.length === 0) throw badRequest('The file is empty', [{ path: 'file', message: 'The file is empty' }]);
      const fileName = cleanFileName(part.filename);
      const check = await checkUploadType(body, fileName, uploadKindFor(field));
      if (!check.ok) throw new HttpError(415, check.message, [{ path: 'file', message: check.message }]);
      const timestampField = part.fields.timestamp;
      const timestamp =
        timestampField && 'value' in timestampField && typeof timestampField.value === 'string'
          ? timestampField.value.slice(0, 40)
          : null;

      const key = newFileKey(check.type);
      await app.storage.put(key, body, check.type.mime);
      try {
        await inTransaction(app.db, async (tx) => {
          const repos = createRepositories(tx);
          // Checked again under a lock: the draft may have expired and been swept while the bytes arrived.
          if (publicDraft && !(await repos.files.openDraft(uid!, { hold: true })))
            throw badRequest(DRAFT_EXPIRED_MESSAGE);
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
          await audit(tx, request, {
            action: 'upload',
            entity: 'file',
            entityId: row.key,
            after: { name: row.name, mime: row.mime, size: row.size, field: row.field, draft_uid: row.draft_uid },
          });
        });
      } catch (error) {
        await app.storage.delete(key).catch(() => undefined);
        throw error;
      }
      return {
        success: true as const,
        saved: true as const,
        key,
        file_key: key,
        file_name: fileName,
        file_url: fileUrl(key),
        transaction_id: publicDraft ? uid! : null,
        meta: { field: field ?? null, timestamp },
      };
    },
  });

  app.route({
    ...route(api.files.read),
    handler: async (request, reply) => {
      const file = await app.repos.files.findByKey(request.params.key);
      // Unknown and forbidden look the same, so keys cannot be probed.
      if (!file || !(await app.fileAccess.canReadFile(request as FastifyRequest, file)))
        throw notFound('File not found');
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
  });

  app.route({
    ...route(api.publicQuotes.removeFile),
    handler: async (request) => {
      const { uid, file_key } = request.body;
      const file = await app.repos.files.findByKey(file_key);
      if (!file || file.draft_uid !== uid || !(await app.repos.files.openDraft(uid))) throw notFound('File not found');
      await inTransaction(app.db, async (tx) => {
        await createRepositories(tx).files.markDeleted(file.id);
        await audit(tx, request, {
          action: 'delete',
          entity: 'file',
          entityId: file.key,
          before: { name: file.name, draft_uid: file.draft_uid },
        });
      });
      await app.storage
        .delete(file.key)
        .catch((error: unknown) => request.log.warn({ err: error, key: file.key }, 'could not delete stored file'));
      return { success: true as const, message: 'File removed successfully' };
    },
  });
};

export default fileRoutes;
