import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/** What a backup folder holds, with a checksum for every part so a restore can refuse a damaged one. */
export interface BackupManifest {
  format: 'buildcover-backup';
  version: 1;
  created_at: string;
  engine: 'pglite' | 'postgres';
  /** database.tar.gz (PGlite's own data-directory dump) or database.pgdump (pg_dump custom format). */
  database: { file: string; sha256: string; bytes: number };
  /** Uploaded files copied from local storage; null when files live in S3 (back up the bucket instead). */
  files: { sha256: string; bytes: number; path: string }[] | null;
  /** DATA_DIR/jwt-secret when the server generated one (sessions survive a restore). */
  jwt_secret: { sha256: string } | null;
}

export const manifestName = 'manifest.json';

export async function sha256File(path: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Every regular file below `root`, as forward-slash paths relative to it, sorted. */
export async function listFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Checksums of every file below `root` (the files part of a manifest). */
export async function describeFiles(root: string): Promise<NonNullable<BackupManifest['files']>> {
  const described = [];
  for (const path of await listFiles(root)) described.push({ path, ...(await sha256File(join(root, path))) });
  return described;
}
