import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsdown';
import { styledComponentsPlugin } from './styledComponentsPlugin';

type ExportTarget = { '@buildcover/source'?: string };
const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, ExportTarget | string>;
};

// One entry per export in package.json (the root, `react-hook-form`, `theme` and one per component):
// the exports map is the one list, and each source file builds to the dist path it names. The
// wildcard `./*` (any built module, as react-aria-components allows) has no source of its own.
const entry = Object.values(manifest.exports).flatMap((target) => {
  const source = typeof target === 'string' ? undefined : target['@buildcover/source'];
  return source ? [source] : [];
});

export default defineConfig({
  entry,
  // ESM for bundlers and Node; CommonJS beside it (`require`) for Jest and older tools.
  format: ['esm', 'cjs'],
  dts: true,
  platform: 'neutral',
  // Preserved modules: a consumer's bundler keeps only the files behind what it imports.
  unbundle: true,
  // Everything from node_modules stays an import of the consumer's copy (ranges in package.json).
  deps: { skipNodeModulesBundle: true },
  plugins: [styledComponentsPlugin()],
});
