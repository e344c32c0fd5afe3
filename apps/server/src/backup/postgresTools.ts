import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * pg_dump / pg_restore: from PG_BIN_DIR, else the newest Debian install under /usr/lib/postgresql
 * (pg_dump must be at least the server's version), else PATH.
 */
export function postgresTool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN_DIR) return join(env.PG_BIN_DIR, name);
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const newest = readdirSync(base)
      .filter((version) => existsSync(join(base, version, 'bin', name)))
      .sort((a, b) => Number(b) - Number(a))[0];
    if (newest) return join(base, newest, 'bin', name);
  }
  return name;
}

/** Runs a PostgreSQL client tool; rejects with its own error output when it fails. */
export function runPostgresTool(name: 'pg_dump' | 'pg_restore', databaseUrl: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // The connection goes in libpq's environment, not argv, so the password never shows in `ps`.
    const child = spawn(postgresTool(name), args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...libpqEnvironment(databaseUrl) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) =>
      reject(
        new Error(
          `${name} could not be started (${error.message}); install the PostgreSQL client tools or set PG_BIN_DIR`,
        ),
      ),
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

/** postgres://user:pass@host:port/db?sslmode=… as libpq's PG* variables. */
export function libpqEnvironment(databaseUrl: string): Record<string, string> {
  const url = new URL(databaseUrl);
  const env: Record<string, string> = {};
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (database) env.PGDATABASE = database;
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}
