#!/usr/bin/env node
// `npm start`: builds the public and admin apps when their build is missing or older than their
// sources, then runs the server, which serves both apps and the API on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);
/** Sources every app bundles besides its own folder. */
const sharedSources = ['packages/ui/src', 'packages/domain/src', 'packages/api-client/src', 'package-lock.json'];
const apps = ['public', 'admin'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function buildAppIfStale(app) {
  const appDir = join(root, 'apps', app);
  const builtAt = existsSync(join(appDir, 'dist/index.html')) ? statSync(join(appDir, 'dist/index.html')).mtimeMs : 0;
  const sourcesAt = Math.max(newestMtime(appDir), ...sharedSources.map((path) => newestMtime(join(root, path))));
  if (builtAt > sourcesAt) return;
  console.log(`start: building apps/${app} (vite build) ...`);
  const result = spawnSync(join(root, 'node_modules/.bin/vite'), ['build'], { cwd: appDir, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`start: the ${app} app did not build (exit ${result.status ?? result.signal}); not starting.`);
    process.exit(1);
  }
}

/** Resolves once something accepts connections on the port, so the URL we print works. */
function waitForPort(child) {
  return new Promise((resolvePort) => {
    const attempt = () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const socket = connect({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolvePort();
      });
      socket.once('error', () => {
        socket.destroy();
        setTimeout(attempt, 250);
      });
    };
    attempt();
  });
}

for (const app of apps) buildAppIfStale(app);

console.log(`start: starting the server on port ${port} ...`);
const server = spawn(
  process.execPath,
  ['--conditions=@buildcover/source', '--import', 'tsx', join(root, 'apps/server/src/main.ts')],
  { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: String(port) } },
);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1);
});

waitForPort(server).then(() => {
  console.log(`\nBuildCover is running on http://localhost:${port}/`);
  console.log(`  back office  http://localhost:${port}/admin/`);
  console.log(`  API          http://localhost:${port}/api/v1/\n`);
});
