// Build-time prerender for a Vite app: the `ssr` environment bundles the app's prerender entry for
// Node, then the client build renders every page it lists into a copy of its index.html (the page's
// HTML inside #root, its styles in <head>) and writes prerendered.json, which the server reads to
// send each route its page (apps/server/src/plugins/frontends.ts).
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { defaultServerConditions } from 'vite';
import { withContent } from './page-content.mjs';

const ssrOutDir = 'dist-ssr';
/**
 * What the server reads: [{ route, file, scriptHashes }], route in wouter's pattern syntax;
 * scriptHashes the CSP sources of the page's inline script, which the server allows for that page.
 */
export const prerenderManifest = 'prerendered.json';
/** What the server reads: the app's routes (wouter patterns) when the entry exports `clientRoutes`; other paths answer 404. */
export const routesManifest = 'routes.json';
/** The prerender's module in the built app's folder, for the server: see `writeBundle` below. */
export const pageRenderer = '.server/render.mjs';

const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const preloadTag = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * The page without Vite's module script and preload tags, and what they named: a prerendered page
 * loads its app from its inline script once it has painted (packages/ui/src/hydration/loadAfterFirstPaint.ts).
 */
function takeModuleTags(template) {
  const entry = template.match(entryTag)?.[1];
  if (!entry) throw new Error('prerender: the built index.html has no module script');
  const preloads = [...template.matchAll(preloadTag)].map((match) => match[1]);
  return { page: template.replace(entryTag, '').replace(preloadTag, ''), app: { entry, preloads } };
}

/** prerendered/quotes/pay/:id.html → prerendered/quotes/pay/_id.html; / → prerendered/index.html. */
const fileFor = (route) => `prerendered${route === '/' ? '/index' : route.replace(/:/g, '_')}.html`;

/**
 * @param {{ entry: string }} options  the module exporting `prerenderedRoutes` and `renderPage(path)`
 * @returns {{ config: import('vite').UserConfig, plugin: import('vite').Plugin }}
 */
export function prerender({ entry }) {
  let root = process.cwd();
  const entryFile = entry.replace(/^.*\//, '').replace(/\.[tj]sx?$/, '.js');
  let rendersWithData = false;
  return {
    config: {
      environments: {
        ssr: {
          resolve: { conditions: ['@buildcover/source', ...defaultServerConditions] },
          // One file: lazy pages inlined, so they share the entry's React.
          build: {
            outDir: ssrOutDir,
            emptyOutDir: true,
            ssr: true,
            rollupOptions: { input: entry, output: { codeSplitting: false } },
          },
        },
      },
      // Everything bundled (our packages from source, and the libraries): one self-contained module,
      // free of Node's CommonJS interop (styled-components' default export).
      ssr: { noExternal: true },
      builder: {
        async buildApp(builder) {
          await builder.build(builder.environments.ssr);
          await builder.build(builder.environments.client);
        },
      },
    },
    plugin: {
      name: 'buildcover:prerender',
      configResolved(config) {
        root = config.root;
      },
      applyToEnvironment: (environment) => environment.name === 'client',
      // Vite's HTML plugin calls this with the finished index.html (script tags in) while it writes
      // the bundle, before vite-plugin-compression2 compresses it: the pages are compressed with the rest.
      transformIndexHtml: {
        order: 'post',
        async handler(template, context) {
          if (!context.bundle) return template; // the dev server: no prerender
          const module = await import(pathToFileURL(join(root, ssrOutDir, entryFile)).href);
          rendersWithData = typeof module.renderPageWithData === 'function';
          const written = [];
          const { page: withoutModules, app } = takeModuleTags(template);
          for (const { route, path } of module.prerenderedRoutes) {
            const { html, styleTags, headScript: headScriptFor } = await module.renderPage(path);
            const headScript = headScriptFor(app);
            const fileName = fileFor(route);
            // In <head>: it runs before the visitor can touch the page.
            const page = withContent(withoutModules, { html, headTags: `<script>${headScript}</script>${styleTags}` });
            this.emitFile({ type: 'asset', fileName, source: page });
            const scriptHash = `'sha256-${createHash('sha256').update(headScript).digest('base64')}'`;
            written.push({ route, file: fileName, scriptHashes: [scriptHash] });
          }
          this.emitFile({
            type: 'asset',
            fileName: prerenderManifest,
            source: `${JSON.stringify(written, null, 2)}\n`,
          });
          if (Array.isArray(module.clientRoutes))
            this.emitFile({
              type: 'asset',
              fileName: routesManifest,
              source: `${JSON.stringify(module.clientRoutes, null, 2)}\n`,
            });
          return template;
        },
      },
      // The same module beside the client build, for a server that renders a page with its data per
      // request (`renderPageWithData`, when the entry exports it: apps/server/src/plugins/frontends.ts).
      // .mjs: the folder may be copied where no package.json says "module". Served by nobody (a dot folder).
      writeBundle(options) {
        if (!rendersWithData) return;
        const target = join(options.dir ?? join(root, 'dist'), pageRenderer);
        mkdirSync(dirname(target), { recursive: true });
        copyFileSync(join(root, ssrOutDir, entryFile), target);
      },
    },
  };
}
