// @vitest-environment node
/*
 * Crash safety: customers submit and pay while staff send payment links and write notes; the server
 * is killed with SIGKILL in the middle of that stream and started again on the same database. Every
 * answer a client was given must be in the database, nothing may be half-written, and payments and
 * policies must agree.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, type DatabaseEngine } from './db/database';
import { describeEachEngine, freshDatabaseUrl } from '../test/engines';
import { freePort, httpInjector, startServerProcess, type ServerProcess } from '../test/serverProcess';
import { payloadFor, referredAnswers } from './routes/quotes/quoteFixtures.test-support';
import { bearer, payCall, preparePayment } from './payments/test/flow';
import { quoteAccessToken, type QuoteFixture } from './payments/test/fixtures';

const ADMIN = { username: 'crash@buildcover.test', password: 'Crash#Passw0rd' };

/** What the clients were told succeeded before the kill. */
interface Acknowledged {
  submissions: { ref: string; publicId: string; status: string }[];
  paymentLinks: { quoteId: number; ref: string; publicId: string }[];
  notes: { quoteId: number; noteId: number }[];
  payments: { transactionId: number; ref: string }[];
}

async function json(response: Response): Promise<any> {
  return response.json().catch(() => ({}));
}

/** Runs customer and staff traffic against `server` until `shouldStop()`; never throws (the server may vanish mid-call). */
function runTraffic(
  server: ServerProcess,
  staff: { authorization: string },
  acknowledged: Acknowledged,
  shouldStop: () => boolean,
) {
  const client = httpInjector(server.baseUrl);
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.baseUrl}/api/v1${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const guarded = async (loop: () => Promise<void>) => {
    while (!shouldStop()) {
      try {
        await loop();
      } catch {
        // The server was killed under this call: its answer never arrived, so nothing was acknowledged.
        await new Promise((wait) => setTimeout(wait, 20));
      }
    }
  };
  let nextToLink = 0;
  let nextToPay = 0;
  const customer = (overrides = {}) =>
    guarded(async () => {
      const response = await post('/quotes/get', await payloadFor(client, overrides));
      if (response.status === 200) {
        const { data } = await json(response);
        acknowledged.submissions.push({ ref: data.ref, publicId: data.id, status: data.status });
      }
    });
  const broker = guarded(async () => {
    const quoted = acknowledged.submissions.filter((s) => s.status === 'quoted');
    const next = quoted[nextToLink];
    if (!next) return void (await new Promise((wait) => setTimeout(wait, 20)));
    nextToLink += 1;
    const found = await json(await fetch(`${server.baseUrl}/api/v1/quotes/search?q=${next.ref}`, { headers: staff }));
    const quoteId = found.data.results[0].id as number;
    const note = await post(
      `/quotes/${quoteId}/notes`,
      { note: `<p>Called the customer about ${next.ref}</p>` },
      staff,
    );
    if (note.status === 200) acknowledged.notes.push({ quoteId, noteId: (await json(note)).data.id });
    const link = await post(`/quotes/${quoteId}/payment`, {}, staff);
    if (link.status === 200) acknowledged.paymentLinks.push({ quoteId, ref: next.ref, publicId: next.publicId });
  });
  const payer = guarded(async () => {
    const next = acknowledged.paymentLinks[nextToPay];
    if (!next) return void (await new Promise((wait) => setTimeout(wait, 20)));
    nextToPay += 1;
    const detail = await json(await fetch(`${server.baseUrl}/api/v1/quotes/${next.quoteId}`, { headers: staff }));
    const policy = detail.data.policy;
    const quote: QuoteFixture = {
      quoteId: next.quoteId,
      publicId: next.publicId,
      ref: next.ref,
      policyId: policy.id,
      insurerId: detail.data.insurer.id,
      premium: policy.premium.total_amount,
      email: detail.data.insured.email,
    };
    const token = await quoteAccessToken(client, next.publicId);
    const prepared = await preparePayment(client, token, quote, { number: '4242424242424242' });
    const paid = await payCall(client, token, prepared.body);
    if (paid.status === 200)
      acknowledged.payments.push({ transactionId: paid.body.data.transaction_id, ref: next.ref });
  });
  return Promise.all([customer(), customer(), customer(referredAnswers), broker, payer]);
}

describeEachEngine(
  'crash safety: SIGKILL in the middle of submissions, staff saves and payments',
  (engine: DatabaseEngine) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'buildcover-crash-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    it('restarts on the same database with every acknowledged answer kept and nothing half-written', async () => {
      const databaseUrl = await freshDatabaseUrl(engine);
      const env = {
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        PUBLIC_DIST_DIR: join(dataDir, 'no-public'),
        ADMIN_DIST_DIR: join(dataDir, 'no-admin'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      };
      let server = await startServerProcess(env);
      const login = await json(
        await fetch(`${server.baseUrl}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        }),
      );
      const staff = bearer(login.data.token.access);
      const insurer = await fetch(`${server.baseUrl}/api/v1/insurer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...staff },
        body: JSON.stringify({
          name: 'Southern Cross Builders Mutual',
          email: 'cover@southerncross.test',
          contact_no: '+61290001234',
          street: '1 Macquarie Place',
          suburb: 'Sydney',
          postcode: '2000',
          state: 'NSW',
          country: 'AU',
          abn: '51 824 753 556',
          afsl: '246525',
          underwriter: 'Southern Cross Underwriting Pty Ltd',
          uid: 'SCBM',
          fsg_version: '3.1',
          pds_version: '2024-07',
          privacy_version: '1.0',
          advice_type: 'General',
          advice_given: 'General advice only',
          commission: '15',
          associate_commission: '10',
        }),
      });
      expect(insurer.status).toBe(200);

      // Kill once customers have been paying for a moment, at a random point inside the stream.
      const acknowledged: Acknowledged = { submissions: [], paymentLinks: [], notes: [], payments: [] };
      let killed = false;
      const traffic = runTraffic(server, staff, acknowledged, () => killed);
      const started = Date.now();
      while (acknowledged.payments.length < 2 && Date.now() - started < 90_000)
        await new Promise((wait) => setTimeout(wait, 50));
      await new Promise((wait) => setTimeout(wait, Math.random() * 400));
      await server.kill('SIGKILL');
      killed = true;
      await traffic;
      expect(acknowledged.payments.length, server.output()).toBeGreaterThanOrEqual(2);

      // The same database, started again, serves: a new proposal goes through.
      server = await startServerProcess(env);
      const after = await fetch(`${server.baseUrl}/api/v1/quotes/get`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await payloadFor(httpInjector(server.baseUrl))),
      });
      expect(after.status).toBe(200);
      await server.kill('SIGTERM');

      const handle = await openDatabase({ databaseUrl, pgliteDataDir: join(dataDir, 'pglite') });
      try {
        const rows = async <Row>(query: string) =>
          ((await handle.db.execute(sql.raw(query))) as unknown as { rows: Row[] }).rows;
        const quotes = await rows<{
          id: number;
          ref: string;
          status: string;
          properties: string;
          covers: string;
          claim_risks: string;
          holder_risks: string;
          property_risks: string;
          policies: string;
        }>(`
        select q.id, q.ref, q.status,
          (select count(*) from properties p where p.quote_id = q.id) as properties,
          (select count(*) from covers c where c.quote_id = q.id) as covers,
          (select count(*) from claim_risks r where r.quote_id = q.id) as claim_risks,
          (select count(*) from property_holder_risks r where r.quote_id = q.id) as holder_risks,
          (select count(*) from property_risks r where r.quote_id = q.id) as property_risks,
          (select count(*) from policies p where p.quote_id = q.id) as policies
        from quotes q`);
        // No half-written quote: each has its whole proposal, and a policy when it was priced.
        for (const q of quotes) {
          expect([q.properties, q.claim_risks, q.holder_risks, q.property_risks].map(Number), q.ref).toEqual([
            1, 1, 1, 1,
          ]);
          expect(Number(q.covers), q.ref).toBeGreaterThanOrEqual(1);
          if (q.status !== 'referred') expect(Number(q.policies), `${q.ref} (${q.status})`).toBe(1);
        }
        const refs = new Set(quotes.map((q) => q.ref));
        for (const submission of acknowledged.submissions) expect(refs.has(submission.ref), submission.ref).toBe(true);

        const noteIds = new Set((await rows<{ id: number }>('select id from notes')).map((n) => n.id));
        for (const note of acknowledged.notes) expect(noteIds.has(note.noteId), `note ${note.noteId}`).toBe(true);
        const policyByQuote = new Map(
          (await rows<{ quote_id: number; status: string }>('select quote_id, status from policies')).map((p) => [
            p.quote_id,
            p.status,
          ]),
        );
        for (const link of acknowledged.paymentLinks)
          expect(['due_payment', 'paid'], link.ref).toContain(policyByQuote.get(link.quoteId));

        // Payments and policies agree: one successful payment per paid policy, and only for paid policies.
        const paidPolicies = await rows<{ id: number; successes: string }>(
          `select p.id, (select count(*) from payments x where x.policy_id = p.id and x.status = 'succeeded') as successes from policies p where p.status = 'paid'`,
        );
        for (const policy of paidPolicies) expect(Number(policy.successes), `policy ${policy.id}`).toBe(1);
        const orphans = await rows<{ id: number }>(
          `select x.id from payments x join policies p on p.id = x.policy_id where x.status = 'succeeded' and p.status <> 'paid'`,
        );
        expect(orphans).toEqual([]);
        const succeeded = new Set(
          (await rows<{ id: number }>(`select id from payments where status = 'succeeded'`)).map((p) => p.id),
        );
        for (const payment of acknowledged.payments)
          expect(succeeded.has(payment.transactionId), `${payment.ref} transaction ${payment.transactionId}`).toBe(
            true,
          );
        expect(paidPolicies.length).toBeGreaterThanOrEqual(acknowledged.payments.length);
      } finally {
        await handle.close();
      }
    }, 600_000);
  },
);
