// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseEngine } from '../db/database';
import { buildTestApp } from '../../test/app';
import { describeEachEngine, freshDatabaseUrl } from '../../test/engines';
import { multipartBody, pdfFile } from '../../test/fixtures';
import { createInsurer, referredAnswers, submitProposal } from '../routes/quotes/quoteFixtures.test-support';
import { BackupError, createBackup } from './backup';
import { describeFiles } from './manifest';
import { restoreBackup } from './restore';

/** Every row of every table (public schema and drizzle's migration journal), in a stable order. */
async function snapshotTables(config: Config): Promise<Record<string, string[]>> {
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDataDir: config.pgliteDataDir });
  try {
    // Both drivers answer execute() with { rows } (the shared Database type leaves it unknown).
    const rowsOf = async <Row>(query: ReturnType<typeof sql.raw>) =>
      ((await handle.db.execute(query)) as unknown as { rows: Row[] }).rows;
    const tables = await rowsOf<{ table_schema: string; table_name: string }>(
      sql.raw(
        `select table_schema, table_name from information_schema.tables where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1, 2`,
      ),
    );
    const snapshot: Record<string, string[]> = {};
    for (const { table_schema, table_name } of tables) {
      const rows = await rowsOf<unknown>(sql.raw(`select * from "${table_schema}"."${table_name}"`));
      snapshot[`${table_schema}.${table_name}`] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return snapshot;
  } finally {
    await handle.close();
  }
}

/** A config for an empty place to restore into (a new DATA_DIR, and a new database on PostgreSQL). */
async function emptyTarget(engine: DatabaseEngine): Promise<Config> {
  const databaseUrl = await freshDatabaseUrl(engine);
  return loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'buildcover-restore-')),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    JWT_SECRET: 'restore-target-never-signs-tokens-0000',
    LOG_LEVEL: 'silent',
  });
}

describeEachEngine('backup and restore', (engine) => {
  let source: Config;
  let backupDir: string;
  const scratch: string[] = [];

  beforeAll(async () => {
    const pgliteDir = mkdtempSync(join(tmpdir(), 'buildcover-backup-source-'));
    scratch.push(pgliteDir);
    const built = await buildTestApp(engine, { PGLITE_DIR: pgliteDir });
    source = built.config;
    scratch.push(source.dataDir);
    const { app } = built;
    await createInsurer(app);
    await submitProposal(app);
    await submitProposal(app, referredAnswers);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'owner@buildcover.test', password: 'Owner#Passw0rd' },
    });
    const authorization = `Bearer ${(login.json() as { data: { token: { access: string } } }).data.token.access}`;
    const upload = multipartBody({ name: 'Schedule.pdf', body: pdfFile(), type: 'application/pdf' });
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/static/upload?field=uploaded_schedule',
      payload: upload.payload,
      headers: { ...upload.headers, authorization },
    });
    expect(uploaded.statusCode).toBe(200);
    await app.close();
    backupDir = mkdtempSync(join(tmpdir(), 'buildcover-backup-'));
    scratch.push(backupDir);
    await createBackup(source, backupDir);
  }, 180_000);

  afterAll(() => {
    for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
  });

  it('restores every row of every table, every uploaded file and the JWT secret', async () => {
    const target = await emptyTarget(engine);
    scratch.push(target.dataDir);
    await restoreBackup(target, backupDir);

    const [before, after] = [await snapshotTables(source), await snapshotTables(target)];
    expect(before['public.quotes']).toHaveLength(2);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) expect(after[table], table).toEqual(before[table]);

    const sourceFiles = await describeFiles(source.filesDir);
    expect(sourceFiles).toHaveLength(1);
    expect(await describeFiles(target.filesDir)).toEqual(sourceFiles);
    expect(readFileSync(join(target.dataDir, 'jwt-secret'), 'utf8')).toBe(
      readFileSync(join(source.dataDir, 'jwt-secret'), 'utf8'),
    );
  }, 180_000);

  it('refuses to restore over existing data unless forced, and then keeps the old data aside', async () => {
    const target = await emptyTarget(engine);
    scratch.push(target.dataDir);
    await restoreBackup(target, backupDir);
    await expect(restoreBackup(target, backupDir)).rejects.toThrow(/not restoring over existing data.*--force/);

    const report = await restoreBackup(target, backupDir, { force: true });
    expect(report.movedAside.some((path) => path.startsWith(`${target.filesDir}.before-restore-`))).toBe(true);
    expect((await snapshotTables(target))['public.quotes']).toHaveLength(2);
  }, 180_000);

  it('refuses a damaged backup and changes nothing', async () => {
    const damaged = mkdtempSync(join(tmpdir(), 'buildcover-backup-damaged-'));
    scratch.push(damaged);
    await createBackup(source, damaged);
    const [file] = await describeFiles(join(damaged, 'files'));
    writeFileSync(join(damaged, 'files', file!.path), 'tampered');
    const target = await emptyTarget(engine);
    scratch.push(target.dataDir);

    const attempt = restoreBackup(target, damaged);
    await expect(attempt).rejects.toBeInstanceOf(BackupError);
    await expect(attempt).rejects.toThrow(/damaged or incomplete.*nothing was restored/);
    expect(await describeFiles(target.filesDir)).toEqual([]);
  }, 180_000);
});
