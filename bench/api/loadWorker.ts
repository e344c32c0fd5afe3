/*
 * Load generator in its own thread, so autocannon does not share an event loop with the server
 * it measures. Receives a LoadJob as workerData and posts back a LoadResult.
 */
import { parentPort, workerData } from 'node:worker_threads';
import autocannon, { type AutocannonRequest } from 'autocannon';
import type { LoadJob, LoadResult } from './load';

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** One autocannon run; each request is the next of `job.requests`, shared by all connections. */
async function run(job: LoadJob): Promise<LoadResult> {
  let next = 0;
  let drained = false;
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let non2xx = 0;
  const statusCodes: Record<string, number> = {};
  const instance = autocannon({
    url: job.baseUrl,
    connections: job.connections,
    duration: job.seconds,
    timeout: 10,
    ...(job.overallRate ? { overallRate: job.overallRate } : {}),
    requests: [
      {
        setupRequest: (request: AutocannonRequest): AutocannonRequest => {
          if (next >= job.requests.length) {
            if (job.once && !drained) {
              drained = true;
              setImmediate(() => instance.stop());
            }
            next = 0;
          }
          const spec = job.requests[next++]!;
          return {
            ...request,
            method: spec.method,
            path: spec.path,
            headers: spec.headers,
            ...(spec.body === undefined ? {} : { body: spec.body }),
          };
        },
      },
    ],
  });
  const started = performance.now();
  let elapsedMs = 0;
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    if (drained) return;
    if (count === latencies.length) {
      const grown = new Float64Array(latencies.length * 2);
      grown.set(latencies);
      latencies = grown;
    }
    latencies[count++] = responseTime;
    statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
    if (statusCode < 200 || statusCode > 299) non2xx += 1;
    elapsedMs = performance.now() - started;
  });
  const result = await instance;
  const sorted = latencies.slice(0, count).sort();
  const duration = Math.max(elapsedMs, 1) / 1000;
  return {
    requests: count,
    seconds: duration,
    reqPerSec: count / duration,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    non2xx,
    statusCodes,
    errors: result.errors,
    timeouts: result.timeouts,
    drained,
  };
}

parentPort!.postMessage(await run(workerData as LoadJob));
