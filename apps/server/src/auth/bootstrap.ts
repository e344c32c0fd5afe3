import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Repositories } from '../repositories';
import { hashPassword } from './password';

export const ADMIN_SETTINGS_NOT_APPLIED =
  'ADMIN_USERNAME / ADMIN_PASSWORD are set, but this database already has users, so they were not applied (they only create the first super_admin): sign in as an existing user, or start with a new DATA_DIR or DATABASE_URL.';

/** The first super_admin's name and e-mail from ADMIN_USERNAME (an e-mail, or a name such as 'admin'). */
export function firstAdminIdentity(username: string): { name: string; email: string } {
  return username.includes('@')
    ? { name: 'Administrator', email: username }
    : { name: username, email: `${username}@buildcover.local` };
}

/**
 * First start with no users: create a super_admin from ADMIN_USERNAME / ADMIN_PASSWORD, or generate
 * a password and log it once, clearly, at warn level. Returns whether it created one. With users
 * already there, ADMIN_* settings are not applied, and the log says so (a login with them would
 * otherwise only answer 'Invalid credentials').
 */
export async function ensureFirstAdmin(repos: Repositories, config: Config, log: FastifyBaseLogger): Promise<boolean> {
  if ((await repos.users.count()) > 0) {
    if (config.adminGiven) log.warn(ADMIN_SETTINGS_NOT_APPLIED);
    return false;
  }
  const generated = !config.adminPassword;
  // Generated passwords meet the user password rule (upper, lower, digit, special).
  const password = config.adminPassword ?? `${randomBytes(12).toString('base64url')}aA1!`;
  const identity = firstAdminIdentity(config.adminUsername);
  try {
    await repos.users.create({
      ...identity,
      user_type: 'super_admin',
      status: true,
      password_hash: await hashPassword(password, config.passwordHashCost),
    });
  } catch (error) {
    // Another instance created the first admin at the same moment.
    if ((await repos.users.count()) > 0) return false;
    throw error;
  }
  if (generated) {
    log.warn(
      `FIRST START: created super_admin "${config.adminUsername}" with the generated password ${password} — sign in at /admin/login and change it (set ADMIN_PASSWORD to choose it instead).`,
    );
  } else {
    log.info(
      { username: config.adminUsername },
      'first start: created super_admin from ADMIN_USERNAME / ADMIN_PASSWORD',
    );
  }
  return true;
}

export default fp(
  async (app) => {
    await ensureFirstAdmin(app.repos, app.config, app.log);
    await app.repos.sessions.prune();
  },
  { name: 'bootstrap', dependencies: ['repositories'] },
);
