import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config';
import { describeFiles, manifestName, sha256File, type BackupManifest } from './manifest';
import { runPostgresTool } from './postgresTools';

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Writes a backup of BuildCover's state into `outDir` (created; must be empty): the database
 * (PGlite's data directory, or pg_dump of DATABASE_URL), the uploaded files in local storage and the
 * generated JWT secret, with a manifest of checksums. PGlite must not be open elsewhere: stop the
 * server first (a PostgreSQL dump is consistent while the server runs).
 */
export async function createBackup(config: Config, outDir: string): Promise<BackupManifest> {
  if (!config.databaseUrl) assertPgliteReadable(config.pgliteDataDir);
  await mkdir(outDir, { recursive: true });
  if ((await readdir(outDir)).length > 0)
    throw new BackupError(`${outDir} is not empty: choose a new folder for the backup`);

  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  const databaseFile = engine === 'postgres' ? 'database.pgdump' : 'database.tar.gz';
  if (config.databaseUrl) {
    await runPostgresTool('pg_dump', config.databaseUrl, [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      `--file=${join(outDir, databaseFile)}`,
    ]);
  } else {
    await writeFile(join(outDir, databaseFile), await dumpPglite(config.pgliteDataDir));
  }

  let files: BackupManifest['files'] = null;
  if (!config.s3) {
    files = await describeFiles(config.filesDir);
    for (const file of files) {
      const target = join(outDir, 'files', file.path);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(config.filesDir, file.path), target);
    }
  }

  const secretPath = join(config.dataDir, 'jwt-secret');
  let jwtSecret: BackupManifest['jwt_secret'] = null;
  if (existsSync(secretPath)) {
    await copyFile(secretPath, join(outDir, 'jwt-secret'));
    jwtSecret = { sha256: (await sha256File(secretPath)).sha256 };
  }

  const manifest: BackupManifest = {
    format: 'buildcover-backup',
    version: 1,
    created_at: new Date().toISOString(),
    engine,
    database: { file: databaseFile, ...(await sha256File(join(outDir, databaseFile))) },
    files,
    jwt_secret: jwtSecret,
  };
  await writeFile(join(outDir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

/** PGlite keeps postmaster.pid while a process has the directory open. */
export function assertPgliteNotInUse(dataDir: string): void {
  if (existsSync(join(dataDir, 'postmaster.pid'))) {
    throw new BackupError(
      `the embedded database in ${dataDir} is in use (postmaster.pid is present): stop BuildCover first. ` +
        'If it is not running (it stopped abnormally), start it once and stop it with Ctrl+C, then try again.',
    );
  }
}

function assertPgliteReadable(dataDir: string): void {
  if (dataDir.includes('://'))
    throw new BackupError(`PGLITE_DIR ${dataDir} is not a directory on disk; nothing to back up`);
  if (!existsSync(join(dataDir, 'PG_VERSION')))
    throw new BackupError(`no embedded database in ${dataDir} (check DATA_DIR / PGLITE_DIR)`);
  assertPgliteNotInUse(dataDir);
}

async function dumpPglite(dataDir: string): Promise<Buffer> {
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const dump = await client.dumpDataDir('gzip');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}
