import { defineConfig } from 'tsdown';

export default defineConfig({
  entry: { index: 'src/index.ts', 'api/index': 'src/api/index.ts', 'testing/index': 'src/testing/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  platform: 'neutral',
  // Preserved modules (dist/ mirrors src/): with `"sideEffects": false` a consumer's bundler keeps
  // only the modules behind what it imports, so a ui component using `yesNoOptions` does not pay
  // for the zod schemas.
  unbundle: true,
  deps: { neverBundle: [/^zod/] },
});
