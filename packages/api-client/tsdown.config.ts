import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  platform: 'browser',
  deps: { neverBundle: [/^react/, /^swr/, /^zod/, /^msw/, /^vitest/, /^@buildcover\//, /^node:/] },
});
