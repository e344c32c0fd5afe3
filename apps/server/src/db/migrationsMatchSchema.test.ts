// @vitest-environment node
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const serverDir = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The package's bin (its exports name only the library): beside the file its main export resolves to.
const drizzleKit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

describe('migrations', () => {
  // `npm run db:generate -w @buildcover/server` on a copy of the migrations: a schema change
  // without its migration (or a hand-written snapshot that drifted from src/db/schema) shows here.
  it('hold every change of src/db/schema: generating finds nothing to migrate', { timeout: 60_000 }, async () => {
    const work = mkdtempSync(join(tmpdir(), 'buildcover-migrations-'));
    try {
      cpSync(join(serverDir, 'drizzle'), join(work, 'drizzle'), { recursive: true });
      const before = readdirSync(join(work, 'drizzle'));
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          '--conditions=@buildcover/source',
          drizzleKit,
          'generate',
          '--dialect=postgresql',
          `--schema=${join(serverDir, 'src/db/schema/index.ts')}`,
          '--out=drizzle',
        ],
        { cwd: work },
      );
      expect(stdout).toContain('No schema changes, nothing to migrate');
      expect(readdirSync(join(work, 'drizzle'))).toEqual(before);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  });
});
