import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { StorageUnavailableError, storageUnavailableMessage } from '../files/storage';
import { HttpError, type FieldError } from '../http/errors';

const GENERIC_VALIDATION_MESSAGE = 'Please correct the following error and try again.';

/** Fastify's own client errors, answered with a clear message instead of its defaults. */
const clientErrors: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The request body is empty but declared as JSON' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request body length does not match its Content-Length',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, message: 'Unsupported content type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'Expected a multipart/form-data upload' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files in one upload' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in one upload' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many fields in one upload' },
  FST_PROTO_VIOLATION: { status: 400, message: 'Invalid field name in upload' },
  FST_ERR_VALIDATION: { status: 400, message: GENERIC_VALIDATION_MESSAGE },
};

/** PostgreSQL errors caused by the request's data rather than by the server. */
const databaseErrors: Record<string, { status: number; message: string }> = {
  '23505': { status: 409, message: 'A record with these details already exists' },
  '23503': { status: 409, message: 'This record is referenced by another record' },
  '22P02': { status: 400, message: 'A value has the wrong format' },
  '22001': { status: 400, message: 'A value is too long' },
  '22003': { status: 400, message: 'A number is out of range' },
  '22007': { status: 400, message: 'A date has the wrong format' },
  '22008': { status: 400, message: 'A date is out of range' },
  '22021': { status: 400, message: 'A value contains characters that cannot be stored' },
  '22P05': { status: 400, message: 'A value contains characters that cannot be stored' },
};

export function sendError(reply: FastifyReply, status: number, message: string, errors?: FieldError[]): FastifyReply {
  return reply
    .code(status)
    .type('application/json')
    .send(errors ? { success: false, message, errors } : { success: false, message });
}

function databaseCode(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * The multipart parser (busboy) throws plain errors for a body it cannot read: no boundary in the
 * content type, a part that never ends, a broken part header. The client sent them: 400.
 */
function malformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  return (
    !error.code &&
    !error.statusCode &&
    String(request.headers['content-type']).toLowerCase().startsWith('multipart/') &&
    /multipart|boundary|part header|terminated early/i.test(error.message)
  );
}

/** One JSON shape for every failure: `{ success: false, message, errors?: [{ path, message }] }`. */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((v) => ({
          path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: v.message ?? 'Invalid value',
        }));
        return sendError(reply, 400, errors[0]?.message ?? GENERIC_VALIDATION_MESSAGE, errors);
      }
      if (error instanceof HttpError) return sendError(reply, error.statusCode, error.message, error.errors);
      if (error instanceof StorageUnavailableError) {
        request.log.error({ err: error }, 'file storage failed');
        return sendError(reply, 503, storageUnavailableMessage);
      }
      if (isResponseSerializationError(error) && 'cause' in error) {
        request.log.error({ err: error }, 'response did not match its schema');
        return sendError(reply, 500, 'Something went wrong at our end. Please try again!');
      }
      if (malformedMultipart(error, request))
        return sendError(reply, 400, 'The upload is not a valid multipart/form-data body');
      const known = error.code ? clientErrors[error.code] : undefined;
      if (known) return sendError(reply, known.status, known.message);
      const dbCode = databaseCode(error);
      const dbKnown = dbCode ? databaseErrors[dbCode] : undefined;
      if (dbKnown) {
        request.log.warn({ err: error }, 'database refused the request');
        return sendError(reply, dbKnown.status, dbKnown.message);
      }
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        return sendError(reply, error.statusCode, error.message);
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, 500, 'Something went wrong at our end. Please try again!');
    });
  },
  { name: 'errors' },
);
