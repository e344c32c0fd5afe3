import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const sourceCondition = '@buildcover/source';
// Vitest hands these conditions to the worker's Node too. Node itself never uses 'module': with it,
// packages such as @aws-sdk/* resolve to builds Node cannot load, so the server is tested as it runs.
const nodeServerConditions = [
  sourceCondition,
  ...defaultServerConditions.filter((condition) => condition !== 'module'),
];

export default defineConfig({
  test: {
    // Vitest's default (cores - 1) runs every file one after another on a 2-core CI machine, while most
    // files wait on a browser, a server or a database rather than the CPU: two at a time there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // `npm test` (scripts/test.mjs) runs these by name, in two runs: add a new project there too.
    projects: [
      {
        plugins: [react()],
        resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
        test: {
          name: 'unit',
          environment: 'jsdom',
          // apps/server/test/imports.test.ts and scripts/architecture only read import graphs: no database needed.
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/{public,admin}/src/**/*.test.{ts,tsx}',
            'apps/server/test/imports.test.ts',
            'scripts/architecture/*.test.ts',
          ],
          setupFiles: ['./scripts/vitest-setup-dom.ts'],
          // Files share a worker's loaded modules instead of importing React, react-aria and the apps
          // again for each (same-minute runs: 725 -> 253 s). Each file still gets its own jsdom and
          // setup file, but a shared module's top level runs once per worker: hooks are registered
          // by a function each file calls (useMockApi, usePublicApp), never at a module's top level.
          isolate: false,
          // jsdom renders of whole forms take seconds on a busy 2-core machine; a hang still fails.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { conditions: nodeServerConditions },
        ssr: { resolve: { conditions: nodeServerConditions } },
        // Global setup files load through Vitest's own `__vitest__` environment: let it read the packages' source too.
        environments: { __vitest__: { resolve: { conditions: nodeServerConditions } } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/**/*.test.ts', 'scripts/demo/*.test.ts'],
          exclude: [...configDefaults.exclude, 'apps/server/test/imports.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['./apps/server/test/global-setup.ts'],
        },
      },
      {
        // End-to-end journeys: the real server (built front-ends, API, PGlite) in Debian's Chromium.
        resolve: { conditions: [sourceCondition, ...defaultServerConditions] },
        ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
        // Same for this project's global setup (see server).
        environments: { __vitest__: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } } },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          globalSetup: ['./e2e/global-setup.ts'],
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' })],
        resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // Story files share one page of Chromium instead of a new iframe each, which loaded the
          // preview again for every file (same-minute runs: 190 -> 98 s, 207 stories pass).
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
