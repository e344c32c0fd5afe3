import { fileUrl } from '../../repositories/files';

export { fileUrl };

/** A quote file's link for the customer: the file route lets the quote's public id open it. */
export const publicFileUrl = (key: string, publicId: string): string =>
  `${fileUrl(key)}?quote=${encodeURIComponent(publicId)}`;
