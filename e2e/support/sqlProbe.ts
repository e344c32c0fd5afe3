import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/database';

/**
 * The e2e server's database, read from the journeys: its in-memory PGlite lives in the global
 * setup's process, so a loopback endpoint there runs one read-only statement a request (a secret in
 * the path). Journeys compare what a screen shows with counts taken in SQL.
 */
export async function startSqlProbe(db: Database): Promise<{ url: string; close: () => Promise<void> }> {
  const secret = randomBytes(16).toString('hex');
  const server = createServer((request, response) => {
    if (request.method !== 'POST' || request.url !== `/${secret}`) {
      response.writeHead(404).end();
      return;
    }
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (text += chunk));
    request.on('end', () => {
      db.transaction(async (tx) => {
        await tx.execute(sql`set transaction read only`);
        return tx.execute(sql.raw(text));
      })
        .then((result) => {
          const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
          response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
        })
        .catch((error: Error) => response.writeHead(400, { 'content-type': 'text/plain' }).end(error.message));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${secret}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
