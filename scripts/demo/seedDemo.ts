/**
 * `npm run seed:demo`: fills an empty BuildCover database with a working brokerage a newcomer or a
 * designer can click through — a panel of insurers, a few hundred proposals across every status,
 * notes, payment links, card payments (a few refunded), policy documents and the mail they sent.
 *
 * Everything goes through the real API in process (as the public form, the pay screen and staff
 * would), so every rule, price and audit row is the product's own; only the dates are spread over
 * the last twelve months afterwards, so the dashboard has history. Same database as `npm start`
 * (DATA_DIR or DATABASE_URL). Flags: --quotes N (240), --force (seed even when quotes exist).
 */
import { count, eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { buildApp } from '../../apps/server/src/app';
import { firstAdminIdentity } from '../../apps/server/src/auth/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import { quotes, users } from '../../apps/server/src/db/schema';
import { seedDemoBrokerage } from './demoBrokerage';

const { values: flags } = parseArgs({
  options: { quotes: { type: 'string', default: '240' }, force: { type: 'boolean', default: false } },
});
const total = Number(flags.quotes);
if (!Number.isInteger(total) || total < 1 || total > 5000)
  throw new Error('--quotes must be a whole number from 1 to 5000');

async function main(): Promise<void> {
  const password = process.env.DEMO_PASSWORD ?? `Demo#${randomBytes(6).toString('base64url')}1a`;
  // The first super_admin is made as `npm start` makes it, from ADMIN_USERNAME / ADMIN_PASSWORD;
  // without ADMIN_PASSWORD it gets the demo password, which the summary prints, not one nobody sees.
  const config = loadConfig({
    ADMIN_PASSWORD: password,
    ...process.env,
    TRUST_PROXY: '1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const startedAt = new Date();
  const app = await buildApp(config);
  await app.ready();
  try {
    const [existing] = await app.db.select({ value: count() }).from(quotes);
    if ((existing?.value ?? 0) > 0 && !flags.force) {
      console.error(
        `This database already has ${existing!.value} quotes; seed:demo fills an empty one. Use --force to add demo data anyway.`,
      );
      process.exitCode = 1;
      return;
    }
    await seedDemoBrokerage(app, { total, password });
    const firstAdmin = firstAdminIdentity(config.adminUsername);
    const [created] = await app.db
      .select({ created_at: users.created_at })
      .from(users)
      .where(eq(users.email, firstAdmin.email));
    if (created && created.created_at >= startedAt) {
      console.log(
        `The first super_admin, ${firstAdmin.email} (ADMIN_USERNAME), signs in with ${process.env.ADMIN_PASSWORD ? 'ADMIN_PASSWORD' : 'that password too'}.`,
      );
    }
  } finally {
    await app.close();
  }
}

await main();
