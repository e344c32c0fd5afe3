import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { hashPassword } from './password';

/** The first super_admin's name and e-mail from ADMIN_USERNAME (an e-mail, or a name such as 'admin'). */
export function firstAdminIdentity(username: string): { name: string; email: string } {
  return username.includes('@') ? { name: 'Administrator', email: username } : { name: username, email: `${username}@buildcover.local` };
}

/**
 * First start with no users: create a super_admin from ADMIN_USERNAME / ADMIN_PASSWORD, or generate
 * a password and log it once, clearly, at warn level.
 */
export default fp(
  async (app) => {
    if ((await app.repos.users.count()) > 0) return;
    const generated = !app.config.adminPassword;
    const password = app.config.adminPassword ?? `${randomBytes(12).toString('base64url')}aA1!`;
    const identity = firstAdminIdentity(app.config.adminUsername);
    try {
      await app.repos.users.create({ ...identity, user_type: 'super_admin', status: true, password_hash: await hashPassword(password) });
    } catch (error) {
      // Another instance created the first admin at the same moment.
      if ((await app.repos.users.count()) > 0) return;
      throw error;
    }
    if (generated) {
      app.log.warn(
        `FIRST START: created super_admin "${app.config.adminUsername}" with the generated password ${password} — sign in at /admin/login and change it (set ADMIN_PASSWORD to choose it instead).`,
      );
    } else {
      app.log.info({ username: app.config.adminUsername }, 'first start: created super_admin from ADMIN_USERNAME / ADMIN_PASSWORD');
    }
  },
  { name: 'bootstrap', dependencies: ['repositories'] },
);
