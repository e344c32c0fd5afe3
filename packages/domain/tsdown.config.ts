import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { index: 'src/index.ts', 'api/index': 'src/api/index.ts', 'testing/proposals': 'src/testing/proposals.ts' },
  format: 'esm',
  dts: true,
  platform: 'neutral',
  deps: { neverBundle: [/^zod/] },
});
