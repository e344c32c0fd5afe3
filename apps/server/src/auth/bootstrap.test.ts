// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeEachEngine, freshDatabaseUrl } from '../../test/engines';
import { fastPasswordHashing } from '../../test/passwordCost';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ADMIN_SETTINGS_NOT_APPLIED } from './bootstrap';

describeEachEngine('first start', (engine) => {
  // Two first starts on an empty data directory: each migrates a fresh database from nothing (no test
  // template), 7 s on a quiet machine and over the project's 30 s beside the e2e lane in CI.
  it('creates a super_admin with a generated password, logs it once, and keeps it across restarts', {
    timeout: 120_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'buildcover-first-'));
    const url = await freshDatabaseUrl(engine);
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'admin',
      ...fastPasswordHashing,
      ...(url ? { DATABASE_URL: url } : {}),
    });
    const lines: string[] = [];
    const logStream = { write: (line: string) => void lines.push(line) };
    try {
      const app = await buildApp(config, { logStream });
      await app.ready();
      const warning = lines
        .map((l) => JSON.parse(l) as { level: number; msg: string })
        .find((l) => l.msg.startsWith('FIRST START'));
      expect(warning?.level).toBe(40);
      const password = /generated password (\S+)/.exec(warning!.msg)?.[1];
      expect(password).toBeTruthy();
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'admin', password },
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().data.user).toMatchObject({
        name: 'admin',
        email: 'admin@buildcover.local',
        user_type: 'super_admin',
      });
      await app.close();

      // A restart on the same data keeps the user and the JWT secret, and logs no new password. ADMIN_*
      // given again create nothing, and the log says so once, rather than leave a login with them failing.
      lines.length = 0;
      const again = await buildApp(
        loadConfig({
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          ADMIN_USERNAME: 'boss@example.com',
          ADMIN_PASSWORD: 'Other#Pass1',
          ...fastPasswordHashing,
          ...(url ? { DATABASE_URL: url } : {}),
        }),
        { logStream },
      );
      await again.ready();
      expect(lines.join('')).not.toContain('FIRST START');
      expect(lines.filter((line) => line.includes(ADMIN_SETTINGS_NOT_APPLIED))).toHaveLength(1);
      const refused = await again.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'boss@example.com', password: 'Other#Pass1' },
      });
      expect(refused.statusCode).toBe(401);
      const users = await again.inject({
        method: 'GET',
        url: '/api/v1/users',
        headers: { authorization: `Bearer ${login.json().data.token.access}` },
      });
      expect(users.statusCode).toBe(200);
      expect(users.json().data.count).toBe(1);
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
