import { api } from '@buildcover/domain/api';
import type { HttpHandler } from 'msw';
import { API_PREFIX } from '../core/call';
import type { MockContext } from './mockContext';
import type { MockUpload } from './mockState';
import { fail, respond } from './respond';

const keyAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** A stored key as the server makes them: 22 random characters and the file's extension. */
function storedKey(fileName: string, serial: number): string {
  const ext = /\.([A-Za-z0-9]{2,5})$/.exec(fileName)?.[1]?.toLowerCase() ?? 'bin';
  const random = Array.from(
    { length: 22 },
    (_, i) => keyAlphabet[(serial * 31 + i * 17 + fileName.length * 7) % keyAlphabet.length],
  ).join('');
  return `${random}.${ext}`;
}

/** Uploads (a customer's draft with ?quote=1&uid=&field=, or staff with their session), reading a stored file, removing a draft's file. */
export function fileHandlers(ctx: MockContext): HttpHandler[] {
  const { state } = ctx;
  return [
    respond(
      api.files.upload,
      async ({ request, query }) => {
        const draft = query.quote === '1' || query.quote === 'true';
        if (draft && !query.uid)
          return fail(400, 'The quote id (uid) is required for a quote upload', [
            { path: 'uid', message: 'The quote id (uid) is required for a quote upload' },
          ]);
        if (!draft && !ctx.signedIn(request)) return fail(401, 'Unauthorized');
        const form = await request.formData();
        const file = form.get('file');
        if (file === null || typeof file === 'string')
          return fail(400, 'Please choose a file to upload', [
            { path: 'file', message: 'Please choose a file to upload' },
          ]);
        if (file.size === 0) return fail(400, 'The file is empty', [{ path: 'file', message: 'The file is empty' }]);
        const fileName = file.name || 'upload';
        const key = storedKey(fileName, ctx.nextId());
        const timestamp = form.get('timestamp');
        state.uploads.push({
          key,
          file_name: fileName,
          uid: draft ? query.uid! : null,
          field: query.field ?? null,
          file,
        });
        return {
          status: 200 as const,
          body: {
            success: true as const,
            saved: true as const,
            key,
            file_key: key,
            file_name: fileName,
            file_url: `${API_PREFIX}/static/files/${key}`,
            transaction_id: draft ? query.uid! : null,
            meta: {
              field: query.field ?? null,
              timestamp: typeof timestamp === 'string' ? timestamp.slice(0, 40) : null,
            },
          },
        };
      },
      ctx.url,
    ),
    // A staff session or the draft's own uid reads a file; anyone else hears it is not there, as from the server.
    respond(
      api.files.read,
      ({ request, params, query }) => {
        const upload = state.uploads.find((u) => u.key === params.key);
        const mayRead =
          upload !== undefined && (ctx.signedIn(request) || (query.uid !== undefined && query.uid === upload.uid));
        return mayRead ? { status: 200 as const, body: upload.file } : fail(404, 'File not found');
      },
      ctx.url,
    ),
    respond(
      api.publicQuotes.removeFile,
      ({ body }) => {
        const index = state.uploads.findIndex((u) => u.key === body.file_key && u.uid === body.uid);
        if (index < 0) return fail(404, 'File not found');
        state.uploads.splice(index, 1);
        return { status: 200 as const, body: { success: true as const, message: 'File removed successfully' } };
      },
      ctx.url,
    ),
  ];
}
