// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { DatabaseEngine } from '../db/database';
import { describeEachEngine } from '../../test/engines';
import { buildTestApp } from '../../test/app';
import { abandonedDraft, draftExists, fileRowKeys, storedKeys } from './draftFixtures.test-support';

interface LogLine {
  msg?: string;
  job?: string;
  drafts?: number;
  files?: number;
}

/**
 * An abandoned draft (row, file row, bytes) written by one app, which is then closed; a second app
 * with `intervalMinutes` starts on the same database and files, as a restarted server would.
 */
async function restartWithAbandonedDraft(engine: DatabaseEngine, intervalMinutes: string) {
  const pgliteDir = mkdtempSync(join(tmpdir(), 'buildcover-sweep-pglite-'));
  const seed = await buildTestApp(engine, {
    DRAFT_SWEEP_INTERVAL_MINUTES: '0',
    ...(engine === 'pglite' ? { PGLITE_DIR: pgliteDir } : {}),
  });
  const draft = await abandonedDraft(seed.app);
  await seed.app.close();

  const logs: LogLine[] = [];
  const app = await buildApp(
    { ...seed.config, draftSweepIntervalMinutes: Number(intervalMinutes), logLevel: 'debug' },
    { logStream: { write: (line) => void logs.push(JSON.parse(line) as LogLine) } },
  );
  await app.ready();
  return {
    app,
    draft,
    logs,
    cleanup: async () => {
      await app.close();
      rmSync(seed.config.dataDir, { recursive: true, force: true });
      rmSync(pgliteDir, { recursive: true, force: true });
    },
  };
}

/** Rows go in one transaction, the bytes right after it: waits for both. */
const untilSwept = (app: FastifyInstance, draft: { uid: string; keys: string[] }) =>
  vi.waitFor(
    async () => {
      expect(await draftExists(app, draft.uid)).toBe(false);
      expect(await fileRowKeys(app, draft.keys)).toEqual([]);
      expect(await storedKeys(app, draft.keys)).toEqual([]);
    },
    { timeout: 15_000, interval: 50 },
  );

describeEachEngine('draft sweep schedule', (engine) => {
  it('sweeps once the app is ready and logs how many drafts and files it removed', async () => {
    const { app, draft, logs, cleanup } = await restartWithAbandonedDraft(engine, '60');
    try {
      await untilSwept(app, draft);
      await vi.waitFor(() =>
        expect(logs).toContainEqual(
          expect.objectContaining({ job: 'draft-sweep', msg: 'swept expired quote drafts', drafts: 1, files: 1 }),
        ),
      );
    } finally {
      await cleanup();
    }
  });

  it('never sweeps with DRAFT_SWEEP_INTERVAL_MINUTES=0', async () => {
    const { app, draft, logs, cleanup } = await restartWithAbandonedDraft(engine, '0');
    try {
      // The enabled start sweep above finishes well within this on the same machine.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await draftExists(app, draft.uid)).toBe(true);
      expect(await storedKeys(app, draft.keys)).toEqual(draft.keys);
      expect(logs.filter((line) => line.job === 'draft-sweep')).toEqual([]);
    } finally {
      await cleanup();
    }
  });

  it('sweeps again every interval, and stops when the app closes', async () => {
    const { app, draft, logs, cleanup } = await restartWithAbandonedDraft(engine, '0.005'); // 300 ms
    try {
      await untilSwept(app, draft);
      for (let round = 0; round < 2; round++) await untilSwept(app, await abandonedDraft(app));
    } finally {
      await cleanup();
    }
    const runsBeforeClose = logs.filter((line) => line.job === 'draft-sweep').length;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    // Every run logs at debug level; none may start once the app has closed.
    expect(logs.filter((line) => line.job === 'draft-sweep')).toHaveLength(runsBeforeClose);
  });
});

describe('DRAFT_SWEEP_INTERVAL_MINUTES', () => {
  it('defaults to hourly, takes 0 to disable, and refuses negative or over-long intervals', () => {
    expect(loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32) }).draftSweepIntervalMinutes).toBe(60);
    expect(
      loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32), DRAFT_SWEEP_INTERVAL_MINUTES: '0' })
        .draftSweepIntervalMinutes,
    ).toBe(0);
    expect(
      loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32), DRAFT_SWEEP_INTERVAL_MINUTES: '15' })
        .draftSweepIntervalMinutes,
    ).toBe(15);
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), DRAFT_SWEEP_INTERVAL_MINUTES: '-1' })).toThrow(
      /DRAFT_SWEEP_INTERVAL_MINUTES/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), DRAFT_SWEEP_INTERVAL_MINUTES: '20000' })).toThrow(
      /DRAFT_SWEEP_INTERVAL_MINUTES/,
    );
    expect(() => loadConfig({ JWT_SECRET: 'x'.repeat(32), DRAFT_SWEEP_INTERVAL_MINUTES: 'hourly' })).toThrow(
      /DRAFT_SWEEP_INTERVAL_MINUTES/,
    );
  });
});
