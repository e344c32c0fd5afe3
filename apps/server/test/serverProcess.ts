import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fastPasswordHashing } from './passwordCost';

const repoRoot = resolve(import.meta.dirname, '../../..');

/** A port the OS has just handed out (free at that moment). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

export interface ServerProcess {
  baseUrl: string;
  pid: number;
  /** Sends `signal` and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** What it printed (for a failing test's message). */
  output(): string;
}

/** `npm start`'s server (apps/server/src/main.ts) as a child process, answering on `PORT`. */
export async function startServerProcess(env: Record<string, string>, readyWithinMs = 300_000): Promise<ServerProcess> {
  const port = Number(env.PORT);
  const child: ChildProcess = spawn(
    process.execPath,
    ['--conditions=@buildcover/source', '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DRAFT_SWEEP_INTERVAL_MINUTES: '0',
        ...fastPasswordHashing,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    baseUrl,
    pid: child.pid!,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    output: () => output,
  };
  const deadline = Date.now() + readyWithinMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return server;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  await server.kill('SIGKILL');
  throw new Error(`server not ready within ${readyWithinMs} ms:\n${output}`);
}

/**
 * `app.inject` over real HTTP, so the inject-based test flows (proposal payloads, the payment steps)
 * drive a server in another process. Only `inject` is provided; `defaultHeaders` go with every call.
 */
export function httpInjector(baseUrl: string, defaultHeaders: Record<string, string> = {}): FastifyInstance {
  const inject = async ({
    method,
    url,
    payload,
    headers = {},
  }: {
    method: string;
    url: string;
    payload?: unknown;
    headers?: Record<string, string>;
  }) => {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...defaultHeaders,
        ...headers,
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const body = await response.text();
    return { statusCode: response.status, body, json: () => JSON.parse(body) as unknown };
  };
  return { inject } as unknown as FastifyInstance;
}
