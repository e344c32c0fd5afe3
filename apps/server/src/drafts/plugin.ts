import fp from 'fastify-plugin';
import { sweepExpiredDrafts } from './sweep';

/**
 * Sweeps expired, never-submitted quote drafts (and their uploads) once the app is ready, then
 * every DRAFT_SWEEP_INTERVAL_MINUTES (0: never). The next run is scheduled when the previous one
 * ends, so runs never overlap in one instance; the timer is unref'd so it never keeps the process
 * alive, and closing the app stops it between batches and waits for the batch in flight.
 */
export default fp(
  async (app) => {
    const intervalMs = app.config.draftSweepIntervalMinutes * 60_000;
    if (intervalMs === 0) return;

    const log = app.log.child({ job: 'draft-sweep' });
    let closing = false;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;

    const runOnce = async () => {
      const startedAt = Date.now();
      try {
        const result = await sweepExpiredDrafts(app.db, app.storage, log, { shouldStop: () => closing });
        const summary = {
          drafts: result.drafts,
          files: result.files,
          objectsLeft: result.objectsLeft,
          ms: Date.now() - startedAt,
        };
        if (result.drafts > 0) log.info(summary, 'swept expired quote drafts');
        else log.debug(summary, 'no expired quote drafts to sweep');
      } catch (error) {
        // The next run tries again; a failed sweep must never take the API down.
        log.error({ err: error }, 'draft sweep failed');
      }
    };

    const runAndReschedule = () => {
      running = runOnce().finally(() => {
        running = undefined;
        if (!closing) timer = setTimeout(runAndReschedule, intervalMs).unref();
      });
    };

    app.addHook('onReady', async () => {
      runAndReschedule();
    });
    // Registered after the database plugin, so this runs before the pool closes.
    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(timer);
      await running;
    });
  },
  { name: 'draft-sweep', dependencies: ['database', 'storage'] },
);
