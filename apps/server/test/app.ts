import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseEngine } from '../src/db/database';
import type { UserType } from '../src/db/schema';
import { hashPassword } from '../src/auth/password';
import { migratedDatabaseUrl, pgliteTemplate } from './engines';
import { fastPasswordHashing } from './passwordCost';

export const ADMIN_EMAIL = 'owner@buildcover.test';
export const ADMIN_PASSWORD = 'Owner#Passw0rd';

/** Builds the real app on a fresh, migrated database of `engine` (PGlite in memory, or a new PostgreSQL database). */
export async function buildTestApp(
  engine: DatabaseEngine,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; config: Config; cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'buildcover-test-'));
  const databaseUrl = await migratedDatabaseUrl(engine);
  const config = loadConfig({
    DATA_DIR: dataDir,
    PGLITE_DIR: 'memory://',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: ADMIN_EMAIL,
    ADMIN_PASSWORD,
    PUBLIC_DIST_DIR: join(dataDir, 'no-public-dist'),
    ADMIN_DIST_DIR: join(dataDir, 'no-admin-dist'),
    ...fastPasswordHashing,
    ...env,
  });
  const app = await buildApp(config, engine === 'pglite' ? { ...options, pgliteTemplate: pgliteTemplate() } : options);
  await app.ready();
  return {
    app,
    config,
    cleanup: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  /** Creates a staff user of `role` (once per role) and returns a bearer header for it. */
  as(role: UserType): Promise<{ authorization: string }>;
  userId(role: UserType): number;
}

/**
 * One app per test file (per engine): built in beforeAll, closed in afterAll. `env` may be a function,
 * called then, for values known only once an earlier beforeAll ran (e.g. a test server's port).
 */
export function useTestApp(
  engine: DatabaseEngine,
  env: Record<string, string> | (() => Record<string, string>) = {},
  options: BuildOptions = {},
): TestContext {
  let built: Awaited<ReturnType<typeof buildTestApp>>;
  const tokens = new Map<UserType, { token: string; id: number }>();
  const ctx: TestContext = {
    get app() {
      return built.app;
    },
    get config() {
      return built.config;
    },
    async as(role) {
      let entry = tokens.get(role);
      if (!entry) entry = await staffLogin(built.app, role);
      tokens.set(role, entry);
      return { authorization: `Bearer ${entry.token}` };
    },
    userId(role) {
      const entry = tokens.get(role);
      if (!entry) throw new Error(`call as('${role}') first`);
      return entry.id;
    },
  };
  beforeAll(async () => {
    built = await buildTestApp(engine, typeof env === 'function' ? env() : env, options);
  });
  afterAll(async () => {
    await built?.cleanup();
  });
  return ctx;
}

async function staffLogin(app: FastifyInstance, role: UserType): Promise<{ token: string; id: number }> {
  const email = `${role.replace('_', '-')}@staff.test`;
  const password = `${role}#Passw0rd`;
  const existing = await app.repos.users.findForLogin(email);
  if (!existing) {
    await app.repos.users.create({
      name: `Test ${role}`,
      email,
      user_type: role,
      status: true,
      password_hash: await hashPassword(password, app.config.passwordHashCost),
    });
  }
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { username: email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login as ${role} failed: ${response.body}`);
  const body = response.json() as { data: { token: { access: string }; user: { id: number } } };
  return { token: body.data.token.access, id: body.data.user.id };
}
