import * as routes from '../core/routes';
import { callEndpoint } from '../core/call';
import type { HttpClient } from '../core/http';

/** POST /api/v1/static/upload answers `{ saved, key, file_url, … }` (the contract's UploadResult). */
export type { UploadResult } from '@buildcover/domain/api';

export function createFilesApi(http: HttpClient) {
  return {
    /**
     * Customer upload before submitting: POST /api/v1/static/upload?quote=1&uid=&field= with file and
     * timestamp; `onProgress` hears how much has gone (0 to 1) while it uploads.
     */
    uploadQuoteFile(input: {
      uid: string;
      field: string;
      file: Blob;
      fileName?: string;
      onProgress?: (fraction: number) => void;
    }) {
      const form = new FormData();
      form.append('file', input.file, input.fileName ?? (input.file instanceof File ? input.file.name : 'upload'));
      form.append('timestamp', String(Date.now()));
      return callEndpoint(
        http,
        routes.files.upload,
        { query: { quote: '1', uid: input.uid, field: input.field }, form },
        { auth: 'none', ...(input.onProgress ? { onUploadProgress: input.onProgress } : {}) },
      );
    },
    /**
     * A stored file's bytes with the staff session (GET /api/v1/static/files/{key}): the back
     * office's links carry no token, so a download goes through here.
     */
    download: (key: string) =>
      callEndpoint(http, routes.files.read, { params: { key }, query: { download: '1' } }, { auth: 'session' }),
    /**
     * Staff upload (documents, insurer PDS/FSG, a proposal's plans): POST /api/v1/static/upload?field=,
     * multipart field `file`. `field` (the stored key, e.g. 'uploaded_schedule') picks the types the
     * server accepts, the same list the field's hint names.
     */
    upload(file: Blob, fileName: string | undefined, field: string) {
      const form = new FormData();
      form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
      return callEndpoint(http, routes.files.upload, { query: { field }, form });
    },
  };
}
