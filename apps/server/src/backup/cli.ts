/*
 * `npm run backup [-- <folder>]` and `npm run restore -- <folder> [--force]`, configured by the same
 * environment as the server (DATA_DIR, PGLITE_DIR, DATABASE_URL, S3_*). See README "Backup and restore".
 */
import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { BackupError, createBackup } from './backup';
import { restoreBackup } from './restore';

const [command, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const folder = rest.find((arg) => !arg.startsWith('--'));

// Backups never sign tokens: a stand-in keeps loadConfig from generating DATA_DIR/jwt-secret, which
// is part of what is backed up and restored.
const config = loadConfig({
  ...process.env,
  JWT_SECRET: process.env.JWT_SECRET ?? 'not-used-by-backup-or-restore-000000',
});

async function main(): Promise<void> {
  if (command === 'backup') {
    const outDir = resolve(folder ?? `backups/buildcover-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    const manifest = await createBackup(config, outDir);
    const files =
      manifest.files === null ? 'files are in S3: back up the bucket (see README)' : `${manifest.files.length} files`;
    process.stdout.write(
      `Backup written to ${outDir}\n  database: ${manifest.engine}, ${manifest.database.bytes} bytes\n  ${files}\n`,
    );
  } else if (command === 'restore' && folder) {
    const report = await restoreBackup(config, resolve(folder), { force });
    process.stdout.write(`Restored ${resolve(folder)} (${report.engine}, ${report.files} files)\n`);
    for (const path of report.movedAside) process.stdout.write(`  previous data kept in ${path}\n`);
  } else {
    process.stderr.write('usage: npm run backup [-- <folder>]\n       npm run restore -- <folder> [--force]\n');
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof BackupError ? '' : 'unexpected error: '}${(error as Error).message}\n`);
  process.exitCode = 1;
});
