import pg from 'pg';
import type { TestProject } from 'vitest/node';
import startPrivatePostgres from '../../apps/server/test/global-setup';

export interface PrivatePostgres {
  /** URL of a fresh database created for this run. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/**
 * The same private PostgreSQL the server tests use (initdb in a temp dir, loopback, a free port):
 * the tests' global setup only needs something that receives the admin URL, so the benchmark hands
 * it one instead of a Vitest project (it also makes a PGlite template for the tests, unused here).
 */
export async function startPostgres(): Promise<PrivatePostgres> {
  let adminUrl: string | undefined;
  const receiver = {
    provide: (key: string, value: string) => {
      if (key === 'postgresAdminUrl') adminUrl = value;
    },
  } as unknown as TestProject;
  const stop = await startPrivatePostgres(receiver);
  if (!adminUrl) {
    await stop();
    throw new Error('the private PostgreSQL did not report its URL');
  }
  const client = new pg.Client({ connectionString: adminUrl });
  try {
    await client.connect();
    await client.query('CREATE DATABASE bench');
  } catch (error) {
    // The server is ours: never leave it running.
    await stop();
    throw error;
  } finally {
    await client.end().catch(() => undefined);
  }
  const url = new URL(adminUrl);
  url.pathname = '/bench';
  return { databaseUrl: url.toString(), stop };
}
