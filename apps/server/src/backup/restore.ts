import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pg from 'pg';
import type { Config } from '../config';
import { openDatabase } from '../db/database';
import { assertPgliteNotInUse, BackupError } from './backup';
import { manifestName, sha256File, type BackupManifest } from './manifest';
import { runPostgresTool } from './postgresTools';

export interface RestoreOptions {
  /** Replace existing data: it is moved aside to `<name>.before-restore-<time>`, never deleted. */
  force?: boolean;
}

/** What a restore did, for the command's summary. */
export interface RestoreReport {
  engine: BackupManifest['engine'];
  files: number;
  movedAside: string[];
}

/**
 * Restores a backup made by createBackup into the place `config` points at. Everything is checked
 * first (manifest, every checksum, that the targets are empty or `force` is given), so a damaged
 * backup or a mistaken target changes nothing. Migrations run afterwards, so an older backup opens
 * on newer code.
 */
export async function restoreBackup(
  config: Config,
  fromDir: string,
  options: RestoreOptions = {},
): Promise<RestoreReport> {
  const manifest = await readManifest(fromDir);
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new BackupError(
      `this backup is of the ${manifest.engine === 'pglite' ? 'embedded database' : 'PostgreSQL database'}; ${engine === 'pglite' ? 'unset DATABASE_URL' : 'set DATABASE_URL to a PostgreSQL database'} to restore it`,
    );
  }
  await verifyChecksums(fromDir, manifest);

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const movedAside: string[] = [];
  const moveAside = async (path: string) => {
    const aside = `${path}.before-restore-${stamp}`;
    await rename(path, aside);
    movedAside.push(aside);
  };
  const occupied: string[] = [];

  if (engine === 'pglite') {
    if (config.pgliteDataDir.includes('://'))
      throw new BackupError(`PGLITE_DIR ${config.pgliteDataDir} is not a directory on disk`);
    if (await hasEntries(config.pgliteDataDir)) {
      assertPgliteNotInUse(config.pgliteDataDir);
      occupied.push(config.pgliteDataDir);
    }
  } else if (await postgresHasTables(config.databaseUrl!)) {
    occupied.push(`the database of DATABASE_URL`);
  }
  if (manifest.files && (await hasEntries(config.filesDir))) occupied.push(config.filesDir);
  const secretPath = join(config.dataDir, 'jwt-secret');
  const secretDiffers =
    manifest.jwt_secret !== null &&
    existsSync(secretPath) &&
    (await sha256File(secretPath)).sha256 !== manifest.jwt_secret.sha256;
  if (secretDiffers) occupied.push(secretPath);
  if (occupied.length > 0 && !options.force) {
    throw new BackupError(
      `not restoring over existing data (${occupied.join(', ')}). Use --force to move it aside (kept as *.before-restore-<time>) and restore.`,
    );
  }

  if (engine === 'pglite') {
    if (existsSync(config.pgliteDataDir) && (await hasEntries(config.pgliteDataDir)))
      await moveAside(config.pgliteDataDir);
    await mkdir(config.pgliteDataDir, { recursive: true });
    const dump = new Blob([new Uint8Array(await readFile(join(fromDir, manifest.database.file)))], {
      type: 'application/x-gzip',
    });
    const client = await PGlite.create(config.pgliteDataDir, { extensions: { pg_trgm }, loadDataDir: dump });
    await client.close();
  } else {
    // --clean drops what the dump recreates; one transaction, so a failure leaves the database as it was.
    await runPostgresTool('pg_restore', config.databaseUrl!, [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--no-privileges',
      '--single-transaction',
      `--dbname=${databaseName(config.databaseUrl!)}`,
      join(fromDir, manifest.database.file),
    ]);
  }

  if (manifest.files) {
    if (await hasEntries(config.filesDir)) await moveAside(config.filesDir);
    for (const file of manifest.files) {
      const target = join(config.filesDir, file.path);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(join(fromDir, 'files', file.path), target);
    }
  }
  if (manifest.jwt_secret) {
    if (secretDiffers) await moveAside(secretPath);
    await mkdir(config.dataDir, { recursive: true });
    await copyFile(join(fromDir, 'jwt-secret'), secretPath);
  }

  // Opening runs the migrations this code has and proves the restored database is usable.
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
  await handle.close();
  return { engine, files: manifest.files?.length ?? 0, movedAside };
}

async function readManifest(fromDir: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(join(fromDir, manifestName), 'utf8')) as BackupManifest;
  } catch (error) {
    throw new BackupError(
      `${fromDir} has no readable ${manifestName} (${(error as Error).message}): is it a BuildCover backup folder?`,
    );
  }
  if (manifest.format !== 'buildcover-backup' || manifest.version !== 1)
    throw new BackupError(
      `${fromDir}/${manifestName} is not a BuildCover backup (format ${String(manifest.format)} v${String(manifest.version)})`,
    );
  return manifest;
}

async function verifyChecksums(fromDir: string, manifest: BackupManifest): Promise<void> {
  const damaged: string[] = [];
  const check = async (relativePath: string, sha256: string) => {
    const path = join(fromDir, relativePath);
    if (!existsSync(path) || (await sha256File(path)).sha256 !== sha256) damaged.push(relativePath);
  };
  await check(manifest.database.file, manifest.database.sha256);
  for (const file of manifest.files ?? []) await check(join('files', file.path), file.sha256);
  if (manifest.jwt_secret) await check('jwt-secret', manifest.jwt_secret.sha256);
  if (damaged.length > 0)
    throw new BackupError(
      `the backup in ${fromDir} is damaged or incomplete (missing or changed: ${damaged.slice(0, 5).join(', ')}${damaged.length > 5 ? ', …' : ''}); nothing was restored`,
    );
}

async function hasEntries(dir: string): Promise<boolean> {
  return (await readdir(dir).catch(() => [])).length > 0;
}

async function postgresHasTables(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ n: string }>(
      `select count(*) as n from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    return Number(result.rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

function databaseName(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, ''));
}
