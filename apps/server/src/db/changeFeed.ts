import pg from 'pg';
import type { PGlite } from '@electric-sql/pglite';

/** The channel migration 0006's triggers notify on, with the changed table's name as payload. */
export const DATA_CHANGED_CHANNEL = 'buildcover_data_changed';

export interface ChangeListener {
  /** A committed change to this table. */
  onChange(table: string): void;
  /** Notifications may have been missed (the listening connection dropped): forget everything derived. */
  onGap(): void;
}

export interface ChangeFeed {
  /** False while changes may go unnoticed (PostgreSQL: the listening connection is down). */
  readonly live: boolean;
  close(): Promise<void>;
}

/** PGlite: one connection, so notifications arrive in this process right after each commit. */
export async function pgliteChangeFeed(client: PGlite, listener: ChangeListener): Promise<ChangeFeed> {
  const unlisten = await client.listen(DATA_CHANGED_CHANNEL, (table) => listener.onChange(table));
  // Closing after the database (app shutdown order) has nothing left to unlisten.
  return { live: true, close: () => unlisten().catch(() => undefined) };
}

const RECONNECT_DELAY_MS = 1_000;

/**
 * PostgreSQL: a dedicated connection outside the pool LISTENs; NOTIFY reaches it after the writer's
 * commit, from this instance or any other. When it drops, the feed is not live (callers stop
 * trusting derived data) and it reconnects every second, reporting a gap once it listens again.
 */
export async function postgresChangeFeed(
  connectionString: string,
  listener: ChangeListener,
  log: (error: Error) => void,
): Promise<ChangeFeed> {
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === DATA_CHANGED_CHANNEL && message.payload) listener.onChange(message.payload);
    });
    next.on('error', (error) => {
      log(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
    client = next;
    live = true;
  };

  const lost = (which: pg.Client): void => {
    if (which !== client || closed) return;
    live = false;
    client = undefined;
    which.end().catch(() => undefined);
    scheduleReconnect();
  };

  const scheduleReconnect = (): void => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => listener.onGap(),
        (error: Error) => {
          log(error);
          scheduleReconnect();
        },
      );
    }, RECONNECT_DELAY_MS);
    retry.unref();
  };

  await connect();
  return {
    get live() {
      return live;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      live = false;
      await client?.end().catch(() => undefined);
      client = undefined;
    },
  };
}
