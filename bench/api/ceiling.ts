import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CannedResponse {
  status: number;
  body: Buffer;
}

export interface Ceiling {
  baseUrl: string;
  close(): Promise<void>;
}

/** `GET /path?query` or `POST /path`: the key a canned response is kept under. */
export const cannedKey = (method: string, path: string): string =>
  method === 'POST' ? `POST ${path.split('?')[0]}` : `${method} ${path}`;

/**
 * The ceiling: a bare node:http server answering the real server's JSON bodies from memory, so the
 * ratio shows what routing, validation, auth and the database cost on this machine, in this run.
 */
export function startCeiling(responses: ReadonlyMap<string, CannedResponse>): Promise<Ceiling> {
  const server = createServer((request, response) => {
    // The body is read (and dropped) like a real server would before answering.
    request.resume();
    request.on('end', () => {
      const canned = responses.get(cannedKey(request.method ?? 'GET', request.url ?? '/'));
      if (!canned) {
        response
          .writeHead(404, { 'content-type': 'application/json; charset=utf-8' })
          .end('{"success":false,"message":"Not found"}');
        return;
      }
      response
        .writeHead(canned.status, {
          'content-type': 'application/json; charset=utf-8',
          'content-length': canned.body.length,
        })
        .end(canned.body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        baseUrl: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
