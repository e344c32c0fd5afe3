import { defineConfig } from 'tsdown';

export default defineConfig({
  // Two entries: the main one never imports react-hook-form (an optional peer dependency).
  entry: { index: 'src/index.ts', 'react-hook-form': 'src/react-hook-form/index.ts' },
  format: 'esm',
  dts: true,
  platform: 'browser',
  external: [/^react/, /^react-hook-form/, /^styled-components/, /^react-aria-components/, /^@buildcover\//],
});
