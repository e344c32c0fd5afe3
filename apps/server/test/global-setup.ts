import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the private PostgreSQL started for this test run. */
    postgresAdminUrl: string;
    /** A migrated, seeded database on that server: test apps start from a copy of it. */
    postgresTemplateDatabase: string;
    /** A migrated, seeded PGlite database dumped to a file: tests start from it instead of initdb. */
    pgliteTemplatePath: string;
  }
}

const postgresTemplate = 'buildcover_migrated';

/** Starts a private PostgreSQL on loopback (Debian's binaries) so every database test also runs on it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const bin = postgresBinDir();
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'buildcover-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]): void => {
    const file = join(bin, command);
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { stdio: 'pipe' });
    else execFileSync(file, args, { stdio: 'pipe' });
  };
  if (asRoot) execFileSync('chown', ['postgres:postgres', dataDir]);
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', [
    '-D',
    dataDir,
    '-l',
    join(dataDir, 'log'),
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dataDir} -c fsync=off -c max_connections=200`,
    'start',
  ]);
  const server = `postgres://postgres@127.0.0.1:${port}`;
  project.provide('postgresAdminUrl', `${server}/postgres`);
  // Migrated once here; each test app copies it (create database … template) instead of migrating.
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', postgresTemplate]);
  const migrated = await openDatabase({ databaseUrl: `${server}/${postgresTemplate}`, pgliteDataDir: 'memory://' });
  await migrated.close();
  project.provide('postgresTemplateDatabase', postgresTemplate);

  const templateDir = mkdtempSync(join(tmpdir(), 'buildcover-pglite-template-'));
  const templatePath = join(templateDir, 'template.tar');
  const template = await openDatabase({ pgliteDataDir: 'memory://' });
  writeFileSync(templatePath, Buffer.from(await (await template.dump!()).arrayBuffer()));
  await template.close();
  project.provide('pgliteTemplatePath', templatePath);

  return async () => {
    rmSync(templateDir, { recursive: true, force: true });
    try {
      run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  };
}

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(a) - Number(b)) : [];
  const latest = versions.at(-1);
  if (!latest) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql: apt-get install postgresql');
  return join(root, latest, 'bin');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
