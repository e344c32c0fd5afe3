/** Policy documents staff upload on a quote (back-office §3), with the label the screen shows. */
export const policyDocumentKeys = [
  { key: 'uploaded_schedule', label: 'Schedule' },
  { key: 'uploaded_coc', label: 'COC' },
  { key: 'uploaded_closing', label: 'Closing' },
] as const;
export type PolicyDocumentKey = (typeof policyDocumentKeys)[number]['key'];

/** Insurer documents (PDS and FSG) uploaded from the insurer screen. */
export const insurerDocumentKeys = [
  { key: 'pds_doc', label: 'PDS Document' },
  { key: 'fsg_doc', label: 'FSG Document' },
] as const;
export type InsurerDocumentKey = (typeof insurerDocumentKeys)[number]['key'];

export interface UploadType {
  extension: string;
  mime: string;
}

/** Documents (policy documents, PDS, FSG): .pdf, .doc, .docx (back-office §5). */
export const documentUploadTypes: readonly UploadType[] = [
  { extension: '.pdf', mime: 'application/pdf' },
  { extension: '.doc', mime: 'application/msword' },
  { extension: '.docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
];

/** Plans, reports and photos attached to risk answers on the proposal: documents plus images. */
export const planUploadTypes: readonly UploadType[] = [
  ...documentUploadTypes,
  { extension: '.jpg', mime: 'image/jpeg' },
  { extension: '.jpeg', mime: 'image/jpeg' },
  { extension: '.png', mime: 'image/png' },
];

/** Largest file accepted by an upload, in bytes (10 MB: a scanned set of plans fits). */
export const maxUploadBytes = 10 * 1024 * 1024;

/** What a too-large file is told before any upload starts; null when it fits. */
export function uploadSizeProblem(file: { name: string; size: number }): string | null {
  return file.size > maxUploadBytes
    ? `${file.name} is too large. The maximum size is ${maxUploadBytes / (1024 * 1024)} MB.`
    : null;
}

/** What an upload field accepts: its types, and those types in words as staff and customers know them. */
export interface UploadKind {
  types: readonly UploadType[];
  /** 'PDF or Word': the hint, the browser's refusal and the server's refusal say these words. */
  names: string;
}

/** Policy documents (Schedule, COC, Closing) and insurer documents (PDS, FSG): .pdf, .doc, .docx. */
export const documentUpload: UploadKind = { types: documentUploadTypes, names: 'PDF or Word' };
/** Plans, reports and photos attached to the proposal's risk answers. */
export const planUpload: UploadKind = { types: planUploadTypes, names: 'PDF, Word, JPEG or PNG' };

const documentFields = new Set<string>([...policyDocumentKeys, ...insurerDocumentKeys].map((d) => d.key));

/** The one list of types a field accepts (by its stored key): documents for document fields, plans otherwise. */
export function uploadKindFor(field: string | null | undefined): UploadKind {
  return field && documentFields.has(field) ? documentUpload : planUpload;
}

const extensionsOf = (kind: UploadKind): string => [...new Set(kind.types.map((t) => t.extension))].join(', ');

/** The hint under an upload: 'PDF or Word (.pdf, .doc, .docx), up to 10 MB.' */
export function uploadHint(kind: UploadKind): string {
  return `${kind.names} (${extensionsOf(kind)}), up to ${maxUploadBytes / (1024 * 1024)} MB.`;
}

/** What the server says of a file whose content is none of the field's types. */
export function uploadTypeRefusal(kind: UploadKind): string {
  return `This file type is not accepted. Please upload ${kind.names} (${extensionsOf(kind)}).`;
}

/** The plan and report types in words, as a customer knows them. */
export const planUploadTypeNames = planUpload.names;

/** The hint under a plan or report upload of the proposal. */
export const planUploadHint = `${planUploadTypeNames}, up to ${maxUploadBytes / (1024 * 1024)} MB.`;

/** The `accept` attribute of a file input: ".pdf,.doc,.docx". */
export function acceptAttribute(types: readonly UploadType[]): string {
  return [...new Set(types.map((t) => t.extension))].join(',');
}

/** True when the file name's extension is one of the types (case-insensitive). */
export function isAcceptedFileName(fileName: string, types: readonly UploadType[]): boolean {
  const lower = fileName.toLowerCase();
  return types.some((t) => lower.endsWith(t.extension));
}

/** True when the detected MIME type (from the file's bytes, not its name) is one of the types. */
export function isAcceptedMime(mime: string, types: readonly UploadType[]): boolean {
  return types.some((t) => t.mime === mime);
}
