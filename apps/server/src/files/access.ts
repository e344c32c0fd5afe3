import type { FastifyRequest } from 'fastify';
import type { FileRow } from '../repositories/files';
import { staffFromRequest } from '../auth/guards';
import { verifyFileToken } from './tokens';

/** Decides whether a request may read a file; any rule saying yes is enough. */
export type FileReadRule = (request: FastifyRequest, file: FileRow) => Promise<boolean> | boolean;

const queryValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** Signed-in staff read every file. */
const staffRule: FileReadRule = async (request) => (await staffFromRequest(request).catch(() => null)) !== null;

/** A link carrying a read token signed for this very file (see signedFileUrl). */
const fileTokenRule: FileReadRule = async (request, file) => {
  const token = queryValue(request, 'token');
  return token ? verifyFileToken(request.server.config.jwtSecret, token, file.key) : false;
};

/** An insurer's PDS and FSG are published documents: anyone may read them (the pay screen links them). */
const insurerDocumentRule: FileReadRule = (_request, file) =>
  file.insurer_id !== null && (file.field === 'pds_doc' || file.field === 'fsg_doc');

/** The customer who uploaded a file before submitting reads it back with the draft uid (?uid=). */
const draftRule: FileReadRule = (request, file) =>
  file.draft_uid !== null && queryValue(request, 'uid') === file.draft_uid;

/** A quote's (or its policy's) files, for whoever holds the quote's unguessable public id (?quote=). */
const quotePublicIdRule: FileReadRule = async (request, file) => {
  const publicId = queryValue(request, 'quote');
  if (!publicId) return false;
  const { repos } = request.server;
  let quoteId = file.quote_id;
  if (quoteId === null && file.policy_id !== null)
    quoteId = (await repos.policies.findById(file.policy_id))?.quote_id ?? null;
  if (quoteId === null) return false;
  return (await repos.quotes.findById(quoteId))?.public_id === publicId;
};

/**
 * The `canReadFile` seam: built-in rules plus any added with `app.fileAccess.allow(rule)`, e.g. the
 * quote routes accepting their quote-scoped access token.
 */
export function createFileAccess() {
  const rules: FileReadRule[] = [insurerDocumentRule, draftRule, fileTokenRule, quotePublicIdRule, staffRule];
  return {
    allow(rule: FileReadRule): void {
      rules.unshift(rule);
    },
    async canReadFile(request: FastifyRequest, file: FileRow): Promise<boolean> {
      for (const rule of rules) if (await rule(request, file)) return true;
      return false;
    },
  };
}
export type FileAccess = ReturnType<typeof createFileAccess>;
