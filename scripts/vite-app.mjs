// One Vite configuration for the front-end apps the server serves (apps/public at /, apps/admin at
// /admin/): the monorepo's source condition, brotli and gzip copies of every built file for the
// server's static plugin, and a bundle report when BUNDLE_REPORT_DIR is set (npm run bench:web).
import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defaultClientConditions } from 'vite';
import { compression } from 'vite-plugin-compression2';

const proxy = { '/api': 'http://127.0.0.1:3000', '/sandbox-gateway': 'http://127.0.0.1:3000' };

/**
 * @param {{ app: 'public' | 'admin', base: string, plugins?: import('vite').PluginOption[] }} options
 * @returns {import('vite').UserConfig}
 */
export function frontEndConfig({ app, base, plugins = [] }) {
  const reportDir = process.env.BUNDLE_REPORT_DIR;
  return {
    base,
    plugins: [
      react(),
      ...plugins,
      // Files under 1 KB gain nothing from compression.
      compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, include: /\.(html|js|mjs|css|json|svg|txt)$/ }),
      ...(reportDir
        ? [
            visualizer({ filename: join(reportDir, `${app}.html`), template: 'treemap', gzipSize: true, title: `BuildCover ${app} bundle` }),
            visualizer({ filename: join(reportDir, `${app}.json`), template: 'raw-data', gzipSize: true }),
          ]
        : []),
    ],
    resolve: { conditions: ['@buildcover/source', ...defaultClientConditions] },
    build: { outDir: 'dist', emptyOutDir: true },
    // The API and the sandbox gateway's SDK, hosted card fields and API are served by the Fastify server.
    server: { proxy },
    preview: { proxy },
  };
}
