import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { buildStaleFrontEnds, snapshotBuilds } from './support/snapshotBuilds';
import { e2eAdmin } from './support/admin';
import { startSqlProbe } from './support/sqlProbe';
import { fastPasswordHashing } from '../apps/server/test/passwordCost';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the real server the journeys run against, e.g. http://127.0.0.1:41234. */
    e2eBaseUrl: string;
    /** Where journeys read the server's database (support/sqlProbe.ts). */
    e2eSqlUrl: string;
    /** The run's one Chromium, for playwright-core's connect (support/browser.ts). */
    e2eBrowserUrl: string;
  }
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Builds the front-ends when stale, then starts the whole server (API, public app at /, back office
 * at /admin/) on an in-memory PGlite, listening on a free loopback port, and one Chromium, for every
 * e2e file (rather than a Chromium start-up per file).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildStaleFrontEnds(root);
  const dataDir = mkdtempSync(join(tmpdir(), 'buildcover-e2e-'));
  snapshotBuilds(root, dataDir);

  const config = loadConfig({
    DATA_DIR: dataDir,
    PGLITE_DIR: 'memory://',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    // Every journey signs in from 127.0.0.1, and several try wrong passwords on purpose: the
    // per-address lockout would end the run. Its own tests are apps/server/src/auth/*.test.ts.
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    // One admin account signs in from every file, more than ten times a minute.
    LOGIN_ATTEMPTS_PER_MINUTE: '1000',
    // Every journey submits proposals from 127.0.0.1 too, one file after another.
    QUOTE_SUBMITS_PER_MINUTE: '1000',
    ADMIN_USERNAME: e2eAdmin.username,
    ADMIN_PASSWORD: e2eAdmin.password,
    PUBLIC_DIST_DIR: join(dataDir, 'public-dist'),
    ADMIN_DIST_DIR: join(dataDir, 'admin-dist'),
    ...fastPasswordHashing,
  });
  const app = await buildApp(config);
  await app.listen({ port: 0, host: '127.0.0.1' });
  project.provide('e2eBaseUrl', `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  const probe = await startSqlProbe(app.db);
  project.provide('e2eSqlUrl', probe.url);
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs, host: '127.0.0.1' });
  project.provide('e2eBrowserUrl', browser.wsEndpoint());

  return async () => {
    await browser.close();
    await probe.close();
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
