import type { FastifyBaseLogger } from 'fastify';
import type { PendingWorkKind } from '../db/schema';
import type { PendingWorkRepository, PendingWorkRow } from '../repositories/pendingWork';

/** Does one row's work; throwing means "try again later". */
export type WorkHandler = (row: PendingWorkRow) => Promise<void>;

/** A row is leased this long: longer than any one piece of work (an SMTP send times out within 30 s). */
const LEASE_SECONDS = 120;
/** Rows added by other instances, leases ended and retries are picked up at least this often. */
const POLL_MS = 5_000;
const retrySeconds = (attempts: number): number => Math.min(3_600, 10 * 2 ** Math.min(attempts - 1, 9));
/** Work waits for a pause in the requests this long at most, so a busy server still sends its mail. */
const MAX_DEFER_MS = 1_000;
/** No request began for this long: the database is free for work. */
const QUIET_MS = 25;

/**
 * Works through the pending_work outbox one row at a time: woken after a commit that added work,
 * at start (work a stopped process left) and every few seconds. A row is deleted once done; a
 * failure is kept with its error and retried later, so nothing a committed request left to do is
 * lost. Each row waits for a pause in this instance's requests (up to a second): on PGlite the
 * work shares the one database thread with the requests, and a burst of submissions is answered
 * first, its mail sent right after.
 */
export class WorkRunner {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly timer: NodeJS.Timeout;
  private lastRequestAt = 0;

  constructor(
    private readonly repository: PendingWorkRepository,
    private readonly handlers: Record<PendingWorkKind, WorkHandler>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
  }

  /** Work has been committed (or may be due): start working through it soon, after the answer is sent. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = new Promise<void>((done) => setImmediate(done)).then(() => this.drain());
  }

  /** A request began (plugin.ts): work waits for a pause. */
  requestSeen(): void {
    this.lastRequestAt = Date.now();
  }

  /** Resolves once nothing that is due is left (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.idle();
  }

  private async drain(): Promise<void> {
    try {
      do {
        this.again = false;
        for (;;) {
          await this.pause();
          if (this.stopped) return;
          const row = await this.repository.claimNext(LEASE_SECONDS);
          if (!row) break;
          await this.work(row);
        }
      } while (this.again);
    } catch (error) {
      // The database is unreachable: the poll tries again.
      this.log.warn({ err: error }, 'pending work could not be read; trying again shortly');
    } finally {
      this.running = null;
    }
  }

  private async pause(): Promise<void> {
    const until = Date.now() + MAX_DEFER_MS;
    while (!this.stopped && Date.now() - this.lastRequestAt < QUIET_MS && Date.now() < until) {
      await new Promise((done) => setTimeout(done, QUIET_MS));
    }
  }

  private async work(row: PendingWorkRow): Promise<void> {
    try {
      await this.handlers[row.kind](row);
      await this.repository.done(row.id);
    } catch (error) {
      this.log.error(
        { err: error, pendingWorkId: row.id, kind: row.kind, quoteId: row.quote_id },
        'pending work failed; it is tried again later',
      );
      await this.repository.failed(
        row.id,
        error instanceof Error ? error.message : String(error),
        retrySeconds(row.attempts),
      );
    }
  }
}
