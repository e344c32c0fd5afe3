// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { outboxEmails, pendingWork, policies, quotes } from '../db/schema';
import { pgliteTemplate } from '../../test/engines';
import { fastPasswordHashing } from '../../test/passwordCost';
import { createInsurer, payloadFor } from '../routes/quotes/quoteFixtures.test-support';

/** The embedded default persisted in a directory, as `npm start` runs it: started, stopped, started again. */
describe('work a submission leaves after its answer [pglite]', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'buildcover-work-'));
  const open: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of open) await app.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (fromTemplate: boolean): Promise<FastifyInstance> => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PGLITE_DIR: join(dataDir, 'pglite'),
      LOG_LEVEL: 'silent',
      PUBLIC_BASE_URL: 'https://www.buildcover.test',
      PUBLIC_DIST_DIR: join(dataDir, 'none'),
      ADMIN_DIST_DIR: join(dataDir, 'none'),
      ...fastPasswordHashing,
    });
    const app = await buildApp(config, fromTemplate ? { pgliteTemplate: pgliteTemplate() } : {});
    open.push(app);
    await app.ready();
    return app;
  };

  const mailOf = (app: FastifyInstance, quoteId: number) =>
    app.db.select().from(outboxEmails).where(eq(outboxEmails.quote_id, quoteId));

  it('answers a quoted submission without waiting for its pay link mail, and the mail goes right after', async () => {
    const app = await start(true);
    await createInsurer(app);
    const response = await app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload: await payloadFor(app) });
    expect(response.json().data).toMatchObject({ status: 'quoted', payable: true });
    // Answered before the mail was written: it is still to come.
    expect(await app.db.select().from(outboxEmails)).toEqual([]);
    await app.pendingWork.idle();
    const [only] = await app.db.select().from(quotes);
    expect((await mailOf(app, only!.id)).map((m) => m.subject)).toEqual([
      `Your BuildCover quote ${only!.ref} is ready to pay`,
    ]);
    expect(await app.db.select().from(pendingWork)).toEqual([]);
    await app.close();
  });

  // Same directory as above: the insurer created there is on the panel.
  it('sends the pay link mail after a restart when the process stopped between the answer and the mail', async () => {
    const app = await start(false);
    // The work runner is stopped: as if the process died the moment the answer went out.
    await app.pendingWork.stop();
    const response = await app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload: await payloadFor(app) });
    const { id: publicId, ref } = response.json().data as { id: string; ref: string };
    const [quote] = await app.db.select().from(quotes).where(eq(quotes.public_id, publicId));
    expect(quote!.status).toBe('paydue');
    const [policy] = await app.db.select().from(policies).where(eq(policies.quote_id, quote!.id));
    expect(policy!.status).toBe('due_payment');
    expect(await mailOf(app, quote!.id)).toEqual([]);
    expect((await app.db.select().from(pendingWork)).map((w) => [w.kind, w.quote_id])).toEqual([
      ['payment_link_mail', quote!.id],
    ]);
    await app.close();

    const again = await start(false);
    await again.pendingWork.idle();
    const mail = await mailOf(again, quote!.id);
    expect(mail.map((m) => [m.subject, m.to])).toEqual([
      [`Your BuildCover quote ${ref} is ready to pay`, 'jane@example.com.au'],
    ]);
    expect(mail[0]!.text).toContain(`https://www.buildcover.test/quotes/pay/${publicId}`);
    expect(await again.db.select().from(pendingWork)).toEqual([]);
  });
});
