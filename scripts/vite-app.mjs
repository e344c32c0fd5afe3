// One Vite configuration for the front-end apps the server serves (apps/public at /, apps/admin at
// /admin/): the monorepo's source condition, brotli and gzip copies of every built file for the
// server's static plugin, and a bundle report when BUNDLE_REPORT_DIR is set (npm run bench:web).
import { join } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions, defaultServerConditions, runnerImport } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { prerender } from './vite-prerender.mjs';

/** A plugin for what the browser gets, not the prerender's Node bundle. */
const browserOnly = (plugin) => ({ ...plugin, applyToEnvironment: (environment) => environment.name === 'client' });

/**
 * Modules whose exports are plain data derived from heavier code (the api-client's routes, read
 * from the contract's zod schemas): in the browser's build each is replaced by the value of its
 * exports, evaluated once in Node at build time. The module stays the one definition, and tests
 * and the server import it as it is.
 */
const evaluatedAtBuild = (files) =>
  browserOnly({
    name: 'buildcover:evaluated-at-build',
    async load(id) {
      const file = id.split('?')[0];
      if (!files.some((suffix) => file.endsWith(suffix))) return null;
      const { module } = await runnerImport(file, {
        configFile: false,
        logLevel: 'silent',
        // Our packages from source (the monorepo's condition), not their built dist.
        environments: {
          inline: {
            resolve: { conditions: ['@buildcover/source', ...defaultServerConditions], noExternal: [/^@buildcover\//] },
          },
        },
      });
      return Object.entries(module)
        .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};`)
        .join('\n');
    },
  });

const proxy = { '/api': 'http://127.0.0.1:3000', '/sandbox-gateway': 'http://127.0.0.1:3000' };

/**
 * @param {{ app: 'public' | 'admin', base: string, prerenderEntry?: string }} options
 *   prerenderEntry: a module exporting `prerenderedRoutes` and `renderPage(path)` (scripts/vite-prerender.mjs)
 * @returns {import('vite').UserConfig}
 */
export function frontEndConfig({ app, base, prerenderEntry }) {
  const reportDir = process.env.BUNDLE_REPORT_DIR;
  const prerendering = prerenderEntry ? prerender({ entry: prerenderEntry }) : undefined;
  return {
    ...prerendering?.config,
    environments: {
      ...prerendering?.config.environments,
      client: {
        build: {
          rolldownOptions: {
            // React itself in its own file: it changes far less often than the app, so a new build
            // leaves it in the browser's cache.
            output: {
              codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
            },
          },
        },
      },
    },
    base,
    // The year the build ran: what a prerendered page shows until the browser has taken it over
    // (apps/public/src/layout/useCurrentYear.ts).
    define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
    // Stable styled-components class names (from the file, not the order modules ran in), so the
    // prerendered HTML and the browser agree; pure annotations let unused styled components drop out.
    oxc: { plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, pure: true } } },
    plugins: [
      react(),
      evaluatedAtBuild(['packages/api-client/src/core/routes.ts']),
      // React Aria ships its components' strings in 30-odd languages; BuildCover is in English (en-AU,
      // with en-US as React Aria's fallback): the others are dropped from the browser's bundle.
      optimizeLocales.vite({ locales: ['en'] }),
      ...(prerendering ? [prerendering.plugin] : []),
      // Files under 1 KB gain nothing from compression.
      browserOnly(
        compression({
          algorithms: ['brotliCompress', 'gzip'],
          threshold: 1024,
          include: /\.(html|js|mjs|css|json|svg|txt)$/,
        }),
      ),
      ...(reportDir
        ? [
            browserOnly(
              visualizer({
                filename: join(reportDir, `${app}.html`),
                template: 'treemap',
                gzipSize: true,
                title: `BuildCover ${app} bundle`,
              }),
            ),
            browserOnly(visualizer({ filename: join(reportDir, `${app}.json`), template: 'raw-data', gzipSize: true })),
          ]
        : []),
    ],
    resolve: {
      conditions: ['@buildcover/source', ...defaultClientConditions],
      // React 18+ has useSyncExternalStore: the libraries that still import the shim for React 17
      // (swr, wouter, React Aria's collections) get React's own, and the shim leaves the bundle.
      alias: [{ find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' }],
    },
    // Every browser the sites support preloads modules itself: no polyfill in the first load.
    build: { outDir: 'dist', emptyOutDir: true, modulePreload: { polyfill: false } },
    // The API and the sandbox gateway's SDK, hosted card fields and API are served by the Fastify server.
    server: { proxy },
    preview: { proxy },
  };
}
