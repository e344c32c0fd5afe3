import { join } from 'node:path';
import { loadConfig, type Config } from '../../apps/server/src/config';

/** The staff user the benchmarks' scenarios sign in as. */
export const benchStaff = { username: 'bench@buildcover.local', password: 'Bench#Passw0rd-2026' };

/**
 * The server as the benchmarks build it: a fresh data folder, loopback on a random port, no logs,
 * no front-ends, every customer behind a proxy (their own X-Forwarded-For), and the staff user
 * the scenarios sign in as. `databaseUrl` switches from PGlite to PostgreSQL.
 */
export function benchConfig(
  dataDir: string,
  staff: { username: string; password: string },
  databaseUrl?: string,
): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    PGLITE_DIR: join(dataDir, 'pglite'),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: staff.username,
    ADMIN_PASSWORD: staff.password,
    TRUST_PROXY: '1',
    PUBLIC_DIST_DIR: join(dataDir, 'no-public-dist'),
    ADMIN_DIST_DIR: join(dataDir, 'no-admin-dist'),
  });
}
