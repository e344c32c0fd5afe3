import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What a front-end build's page renderer exports (apps/public/src/prerender.tsx, copied into the build
 * by scripts/vite-prerender.mjs): the page at `path` rendered with the API read it shows, as a whole
 * document made from the route's prerendered HTML; undefined when the page reads nothing or its read fails.
 */
interface PageRendererModule {
  renderPageWithData?: (path: string, fetchApi: typeof fetch, prerenderedPage: string) => Promise<string | undefined>;
}

/** Where scripts/vite-prerender.mjs leaves it in the build's folder (`pageRenderer` there). */
const rendererFile = '.server/render.mjs';

/**
 * The api-client's calls answered by this server's own routes, in process (no socket), on behalf of
 * `request`: its address goes with them, so per-address limits count the customer, not the server.
 */
export function inProcessFetch(app: FastifyInstance): (request: FastifyRequest) => typeof fetch {
  return (request) => async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://in-process');
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers)),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
      remoteAddress: request.ip,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(bodyless ? null : answer.body, { status: answer.statusCode, headers });
  };
}

/**
 * Renders a public page with its data through the build's renderer, loaded on first use and again
 * when a build replaces it. Undefined when the build has none, the page reads nothing, or rendering
 * fails (logged): the caller then sends the prerendered page, which reads its data in the browser.
 */
export function pageRendererOf(distDir: string, fetchFor: (request: FastifyRequest) => typeof fetch): PageRenderer {
  const modulePath = join(distDir, rendererFile);
  let loaded: { mtimeMs: number; module: Promise<PageRendererModule> } | undefined;
  const renderer = (): Promise<PageRendererModule> | undefined => {
    if (!existsSync(modulePath)) return undefined;
    const { mtimeMs } = statSync(modulePath);
    if (loaded?.mtimeMs !== mtimeMs)
      loaded = {
        mtimeMs,
        module: import(`${pathToFileURL(modulePath).href}?build=${mtimeMs}`) as Promise<PageRendererModule>,
      };
    return loaded.module;
  };
  return {
    render: async (request, path, prerenderedFile) => {
      try {
        const module = await renderer();
        if (!module?.renderPageWithData) return undefined;
        return await module.renderPageWithData(path, fetchFor(request), readFileSync(prerenderedFile, 'utf8'));
      } catch (error) {
        request.log.error(
          { err: error, path },
          'rendering the page with its data failed: its prerendered page is sent instead',
        );
        return undefined;
      }
    },
    // A load failure is logged by the first render that meets it.
    warm: () => void renderer()?.catch(() => undefined),
  };
}

export interface PageRenderer {
  /** The page at `path` rendered with its data for `request`, or undefined: send `prerenderedFile` then. */
  render: (request: FastifyRequest, path: string, prerenderedFile: string) => Promise<string | undefined>;
  /** Loads the renderer now (it is a few megabytes of code), so the first customer does not wait for it. */
  warm: () => void;
}
