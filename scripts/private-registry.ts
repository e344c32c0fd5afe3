// A private npm registry for one test run (verdaccio), on loopback, its storage in a temp dir: the
// consumer check publishes BuildCover's packages to it and installs the outside app from it.
// It holds only what is published to it (no uplink): an install names it for the @buildcover
// scope alone, so every other package comes from the usual registry and npm's cache.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface PrivateRegistry {
  /** e.g. http://127.0.0.1:41873/ */
  url: string;
  /** An .npmrc that authenticates a publisher to it. */
  npmrc: string;
  stop(): Promise<void>;
}

/** A port on loopback that nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('no port'))));
    });
  });
}

async function waitUntilUp(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit !== null) throw new Error(`verdaccio exited before it answered:\n${exit}`);
    try {
      if ((await fetch(`${url}-/ping`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`verdaccio did not answer ${url}-/ping within 60 s`);
}

/** Registers the publishing user (verdaccio's htpasswd allows one) and returns its token. */
async function publisherToken(url: string): Promise<string> {
  const name = 'buildcover-release';
  const response = await fetch(`${url}-/user/org.couchdb.user:${name}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, password: `release-${process.pid}-${Date.now()}`, type: 'user', roles: [] }),
  });
  const body = (await response.json()) as { token?: string; error?: string };
  if (!response.ok || !body.token)
    throw new Error(`verdaccio refused the publisher: ${response.status} ${body.error ?? ''}`);
  return body.token;
}

/** Starts verdaccio with its config, storage and log under `dir`. */
export async function startPrivateRegistry(dir: string): Promise<PrivateRegistry> {
  mkdirSync(join(dir, 'storage'), { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  const config = join(dir, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      '    max_users: 1',
      'uplinks: {}',
      'packages:',
      "  '@buildcover/*':",
      '    access: $all',
      '    publish: $authenticated',
      '    unpublish: $authenticated',
      "  '**':",
      '    access: $all',
      'web:',
      '  enable: false',
      'log: { type: stdout, format: pretty, level: warn }',
      '',
    ].join('\n'),
  );
  let output = '';
  let exitCode: number | null = null;
  const child = spawn(
    process.execPath,
    [join(root, 'node_modules/verdaccio/bin/verdaccio'), '--config', config, '--listen', `127.0.0.1:${port}`],
    {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.on('exit', (code) => (exitCode = code ?? 1));
  const stop = (): Promise<void> =>
    new Promise((done) => {
      if (exitCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  try {
    await waitUntilUp(url, () => (exitCode === null ? null : `exit ${exitCode}\n${output}`));
    const token = await publisherToken(url);
    const npmrc = join(dir, 'publisher.npmrc');
    writeFileSync(npmrc, `//127.0.0.1:${port}/:_authToken=${token}\n`);
    return { url, npmrc, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
