import type { HttpClient } from '../core/http';

/** POST /api/v1/static/upload answers `{ saved, key }` (also accepted inside `data`). */
export interface UploadResult {
  saved: boolean;
  key: string;
  file_url?: string;
  file_name?: string;
  [key: string]: unknown;
}

function normaliseUpload(body: unknown): UploadResult {
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const data = (typeof record.data === 'object' && record.data !== null ? record.data : {}) as Record<string, unknown>;
  const merged = { ...data, ...record };
  return { ...merged, saved: merged.saved === true, key: typeof merged.key === 'string' ? merged.key : '' };
}

export function createFilesApi(http: HttpClient) {
  return {
    /**
     * Customer upload before submitting: POST /api/v1/static/upload?quote=1&uid=&field= with file and
     * timestamp; `onProgress` hears how much has gone (0 to 1) while it uploads.
     */
    async uploadQuoteFile(input: { uid: string; field: string; file: Blob; fileName?: string; onProgress?: (fraction: number) => void }): Promise<UploadResult> {
      const form = new FormData();
      form.append('file', input.file, input.fileName ?? (input.file instanceof File ? input.file.name : 'upload'));
      form.append('timestamp', String(Date.now()));
      const body = await http.request<unknown>({
        method: 'POST',
        path: '/api/v1/static/upload',
        query: { quote: 1, uid: input.uid, field: input.field },
        form,
        auth: 'none',
        ...(input.onProgress ? { onUploadProgress: input.onProgress } : {}),
      });
      return normaliseUpload(body);
    },
    /**
     * A stored file's bytes with the staff session (GET /api/v1/static/files/{key}): the back
     * office's links carry no token, so a download goes through here.
     */
    download: (key: string): Promise<Blob> =>
      http.request<Blob>({ method: 'GET', path: `/api/v1/static/files/${encodeURIComponent(key)}`, query: { download: '1' }, responseType: 'blob' }),
    /** Staff upload (documents, insurer PDS/FSG): POST /api/v1/static/upload, multipart field `file`. */
    async upload(file: Blob, fileName?: string): Promise<UploadResult> {
      const form = new FormData();
      form.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
      const body = await http.request<unknown>({ method: 'POST', path: '/api/v1/static/upload', form });
      return normaliseUpload(body);
    },
  };
}
