import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseEngine, type DatabaseHandle, type DatabaseOptions } from '../src/db/database';
import { freshDatabaseUrl } from './engines';

export interface FreshDatabase {
  readonly handle: DatabaseHandle;
  /** Closes and opens it again, as a server restart does (migrations and seeds run again). */
  reopen(): Promise<void>;
}

/**
 * A newly created and migrated database of `engine` for one test file, without an app: opened in
 * beforeAll (PGlite on disk, so it survives a reopen), closed and removed in afterAll.
 */
export function useFreshDatabase(engine: DatabaseEngine): FreshDatabase {
  let handle: DatabaseHandle;
  let options: DatabaseOptions;
  beforeAll(async () => {
    options = {
      databaseUrl: await freshDatabaseUrl(engine),
      pgliteDataDir: mkdtempSync(join(tmpdir(), 'buildcover-pglite-')),
    };
    handle = await openDatabase(options);
  });
  afterAll(async () => {
    await handle.close();
    rmSync(options.pgliteDataDir, { recursive: true, force: true });
  });
  return {
    get handle() {
      return handle;
    },
    async reopen() {
      await handle.close();
      handle = await openDatabase(options);
    },
  };
}
