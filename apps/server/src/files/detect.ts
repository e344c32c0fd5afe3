import { fileKeyPattern } from '@buildcover/domain/api';
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { isAcceptedMime, uploadTypeRefusal, type UploadKind } from '@buildcover/domain';

export interface DetectedType {
  mime: string;
  /** Extensions a file of this type may carry. */
  extensions: string[];
  label: string;
}

const WORD_97_STREAM = Buffer.from('WordDocument', 'utf16le');

const known: Record<string, Omit<DetectedType, 'mime'>> = {
  'application/pdf': { extensions: ['.pdf'], label: 'PDF' },
  'application/msword': { extensions: ['.doc'], label: 'Word (DOC)' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extensions: ['.docx'],
    label: 'Word (DOCX)',
  },
  'image/png': { extensions: ['.png'], label: 'PNG image' },
  'image/jpeg': { extensions: ['.jpg', '.jpeg'], label: 'JPEG image' },
  'image/webp': { extensions: ['.webp'], label: 'WebP image' },
};

/**
 * The file's real type from its bytes (never from its name or the browser's claim). An OLE
 * compound file counts as a Word 97 document only when it holds a WordDocument stream.
 */
export async function detectType(body: Buffer): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(body);
  if (!found) return null;
  const mime = found.mime === 'application/x-cfb' && body.includes(WORD_97_STREAM) ? 'application/msword' : found.mime;
  const info = known[mime];
  return info ? { mime, ...info } : { mime, extensions: [`.${found.ext}`], label: found.ext.toUpperCase() };
}

export const extensionOf = (fileName: string): string => {
  const match = /\.[a-z0-9]+$/i.exec(fileName);
  return match ? match[0].toLowerCase() : '';
};

export type TypeCheck = { ok: true; type: DetectedType } | { ok: false; message: string };

/** Accepts the upload only when its content is an allowed type and its name's extension agrees. */
export async function checkUploadType(body: Buffer, fileName: string, allowed: UploadKind): Promise<TypeCheck> {
  const type = await detectType(body);
  if (!type || !isAcceptedMime(type.mime, allowed.types)) return { ok: false, message: uploadTypeRefusal(allowed) };
  const extension = extensionOf(fileName);
  if (!type.extensions.includes(extension)) {
    return {
      ok: false,
      message: `The file's content (${type.label}) does not match its name (${extension || 'no extension'}).`,
    };
  }
  return { ok: true, type };
}

/** 128 random bits, URL-safe, plus the type's extension: unguessable and safe as a path segment. */
export const newFileKey = (type: DetectedType): string =>
  `${randomBytes(16).toString('base64url')}${type.extensions[0]}`;

export const FILE_KEY_PATTERN = fileKeyPattern;

/** A display name: no directories, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || 'file').slice(-200);
}
