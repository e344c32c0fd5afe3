#!/usr/bin/env node
// `npm start`: builds the public and admin apps when their build is missing or older than their
// sources, then runs the server, which serves both apps and the API on one port.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildFrontEnds, staleFrontEnds } from './frontends.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 3000);

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

const stale = staleFrontEnds(root);
if (stale.length > 0) {
  console.log(`start: building ${stale.map((app) => `apps/${app}`).join(' and ')} (vite build) ...`);
  const build = buildFrontEnds(root, stale);
  if (!build.ok) {
    console.error(`start: the ${build.app} app did not build; not starting.`);
    process.exit(1);
  }
}

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
