import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { index: 'src/index.ts', 'api/index': 'src/api/index.ts' },
  format: 'esm',
  dts: true,
  platform: 'neutral',
  deps: { neverBundle: [/^zod/] },
});
