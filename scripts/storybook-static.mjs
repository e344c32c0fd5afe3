#!/usr/bin/env node
// The design system's static Storybook for designers and reviewers: builds storybook-static/ when
// it is older than its sources, then serves it at http://127.0.0.1:6007 (PORT to change) until
// Ctrl-C. No dev server, no file watching: what it shows is the built Storybook.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureStorybookBuild } from './visual/storybook-build.mjs';
import { serveDirectory } from './visual/static-server.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 6007);

const { built } = ensureStorybookBuild(root, join(root, 'storybook-static'));
const server = await serveDirectory(join(root, 'storybook-static'), { port });
process.stdout.write(
  `storybook: ${built ? 'built and ' : ''}serving ${server.url}/?path=/docs/insurance-yesnoquestion--docs (Ctrl-C stops)\n`,
);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
