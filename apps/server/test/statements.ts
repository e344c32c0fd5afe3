import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export interface RecordedStatement {
  /** The statement's text, whitespace collapsed. */
  text: string;
  /** From the call until its answer, in milliseconds. */
  ms: number;
}

type Callable = (...args: unknown[]) => Promise<unknown>;
type Methods = Record<string, Callable>;

let recording: RecordedStatement[] | null = null;
let installed = false;

function timed(target: Methods, name: string): void {
  const original = target[name]!;
  target[name] = async function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      const text =
        typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string } | undefined)?.text ?? String(args[0]));
      recording?.push({ text: text.replace(/\s+/g, ' ').trim(), ms: performance.now() - started });
    }
  };
}

/**
 * Wraps both drivers once, for this process: every statement PGlite runs (in a transaction or not)
 * and every statement a node-postgres client sends is recorded while `recordStatements` runs.
 */
function install(): void {
  if (installed) return;
  installed = true;
  const pglite = PGlite.prototype as unknown as Methods;
  timed(pglite, 'query');
  timed(pglite, 'exec');
  const transaction = pglite.transaction!;
  pglite.transaction = function (this: unknown, callback: unknown) {
    return transaction.call(this, (tx: Methods) => {
      timed(tx, 'query');
      timed(tx, 'exec');
      return (callback as (tx: Methods) => Promise<unknown>)(tx);
    });
  };
  timed(pg.Client.prototype as unknown as Methods, 'query');
}

/** The statements sent to the database while `work` runs (one recording at a time). */
export async function recordStatements(work: () => Promise<unknown>): Promise<RecordedStatement[]> {
  install();
  if (recording) throw new Error('recordStatements: already recording');
  const statements: RecordedStatement[] = [];
  recording = statements;
  try {
    await work();
  } finally {
    recording = null;
  }
  return statements;
}
