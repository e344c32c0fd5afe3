import { Worker } from 'node:worker_threads';

export interface RequestSpec {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface LoadJob {
  baseUrl: string;
  connections: number;
  seconds: number;
  /** Sent in turn by all connections together. */
  requests: RequestSpec[];
  /** Each request may be sent only once (fresh quote sessions): stop when they run out. */
  once: boolean;
  /** Requests a second across all connections (a steady background load); unset: as fast as answered. */
  overallRate?: number | undefined;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  non2xx: number;
  /** Responses by status code. */
  statusCodes: Record<string, number>;
  errors: number;
  timeouts: number;
  /** A `once` job ran out of requests before the time was up. */
  drained: boolean;
}

/** Runs autocannon in a worker thread (inheriting tsx and the source condition) and returns its numbers. */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./loadWorker.mjs', import.meta.url), { workerData: job });
    worker.once('message', (result: LoadResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load worker exited with code ${code}`));
    });
  });
}
