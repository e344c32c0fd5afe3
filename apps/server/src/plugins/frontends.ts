import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { parse } from 'regexparam';
import { sendError } from './errors';
import { inProcessFetch, pageRendererOf } from './pageRenderer';
import { contentSecurityPolicyAllowing } from './security';

export interface FrontendsOptions {
  publicDistDir: string;
  adminDistDir: string;
}

const hasIndex = (dir: string) => existsSync(join(dir, 'index.html'));

/**
 * Vite's hashed files under assets/ never change: cached for a year. Pages and unhashed files are
 * cached for a minute, then revalidated (ETag), so a new build reaches everyone within a minute.
 */
export const immutableCaching = 'public, max-age=31536000, immutable';
export const pageCaching = 'public, max-age=60, must-revalidate';

function cacheHeaders(reply: FastifyReply, path: string): void {
  // `path` is the file sent: its .br or .gz copy when the browser takes one.
  const hashed = /[\\/]assets[\\/][^\\/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+(\.br|\.gz)?$/.test(path);
  reply.header('cache-control', hashed ? immutableCaching : pageCaching);
}

interface PrerenderedPage {
  pattern: RegExp;
  file: string;
  /** The page's content security policy: its inline script allowed by hash. */
  policy: string;
}

/**
 * A build's prerendered pages (prerendered.json, written by scripts/vite-prerender.mjs: each route
 * in wouter's syntax, as the server sees the path, and its HTML file), read again whenever a build replaces it.
 */
function prerenderedPages(distDir: string): (path: string) => PrerenderedPage | undefined {
  const manifestPath = join(distDir, 'prerendered.json');
  let loaded: { mtimeMs: number; pages: PrerenderedPage[] } | undefined;
  return (path) => {
    const mtimeMs = existsSync(manifestPath) ? statSync(manifestPath).mtimeMs : 0;
    if (loaded?.mtimeMs !== mtimeMs) {
      const entries = mtimeMs
        ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as { route: string; file: string; scriptHashes?: string[] }[])
        : [];
      loaded = {
        mtimeMs,
        pages: entries.map(({ route, file, scriptHashes = [] }) => ({
          pattern: parse(route).pattern,
          file,
          policy: contentSecurityPolicyAllowing(scriptHashes),
        })),
      };
    }
    return loaded.pages.find((page) => page.pattern.test(path));
  };
}

/**
 * Whether a path is one of a build's pages (routes.json, written by scripts/vite-prerender.mjs from
 * the app's own route list), read again whenever a build replaces it. A build without the list
 * knows every path, as before it was written.
 */
function knownRoutes(distDir: string): (path: string) => boolean {
  const manifestPath = join(distDir, 'routes.json');
  let loaded: { mtimeMs: number; patterns: RegExp[] | null } | undefined;
  return (path) => {
    const mtimeMs = existsSync(manifestPath) ? statSync(manifestPath).mtimeMs : 0;
    if (loaded?.mtimeMs !== mtimeMs) {
      const routes = mtimeMs ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as string[]) : null;
      loaded = { mtimeMs, patterns: routes ? routes.map((route) => parse(route).pattern) : null };
    }
    return loaded.patterns === null || loaded.patterns.some((pattern) => pattern.test(path));
  };
}

/**
 * Serves the built customer app at / and the back office at /admin/ (when built), with an SPA
 * fallback to each app's index.html for client-side routes such as /admin/quotes/12. A page the
 * build prerendered (its first paint in its HTML: the public pages, /admin/login) is sent its own file instead,
 * and a customer link whose page reads a quote is sent that page rendered with it (pageRenderer.ts).
 * The build writes brotli and gzip copies beside each file (`preCompressed`): they are sent as the
 * browser accepts, with Vary: Accept-Encoding. A path that is none of an app's pages gets that
 * app's page with status 404 (it shows 'Page not found'). Unknown /api paths, and anything without
 * a built app, answer a JSON 404.
 */
export default fp<FrontendsOptions>(
  async (app, options) => {
    const publicApp = hasIndex(options.publicDistDir);
    const adminApp = hasIndex(options.adminDistDir);

    const prerendered = prerenderedPages(options.publicDistDir);
    const adminPrerendered = prerenderedPages(options.adminDistDir);
    const publicPage = knownRoutes(options.publicDistDir);
    const adminPage = knownRoutes(options.adminDistDir);
    /** A page of an app: its prerendered HTML (with its own policy) when the build made one, the app shell otherwise. */
    const sendPage = (reply: FastifyReply, page: PrerenderedPage | undefined, distDir: string) => {
      if (page) reply.header('content-security-policy', page.policy);
      return reply
        .type('text/html')
        .header('cache-control', pageCaching)
        .sendFile(page?.file ?? 'index.html', distDir, { cacheControl: false });
    };
    const withData = pageRendererOf(options.publicDistDir, inProcessFetch(app));
    app.addHook('onReady', async () => withData.warm());
    /**
     * A public page: rendered with the API read it shows when it reads one, its prerendered HTML
     * otherwise. HEAD is rendered too, so that it says what GET would (no-store); Node sends no body.
     */
    const sendPublicPage = async (request: FastifyRequest, reply: FastifyReply, path: string) => {
      const page = prerendered(path);
      if (page && (request.method === 'GET' || request.method === 'HEAD')) {
        const html = await withData.render(request, path, join(options.publicDistDir, page.file));
        // The customer's own quote: kept by no cache, the browser's included.
        if (html)
          return reply
            .type('text/html')
            .header('content-security-policy', page.policy)
            .header('cache-control', 'no-store')
            .send(html);
      }
      return sendPage(reply, page, options.publicDistDir);
    };
    if (publicApp) {
      // No index: '/' is a page like any other, prerendered when the build made it so.
      // Dot folders hold what the server reads, not what it serves (.server/render.mjs).
      await app.register(fastifyStatic, {
        root: options.publicDistDir,
        prefix: '/',
        wildcard: true,
        index: false,
        cacheControl: false,
        preCompressed: true,
        dotfiles: 'ignore',
        setHeaders: cacheHeaders,
      });
      app.get('/', (request, reply) => sendPublicPage(request, reply, '/'));
    }
    if (adminApp) {
      await app.register(fastifyStatic, {
        root: options.adminDistDir,
        prefix: '/admin/',
        wildcard: true,
        decorateReply: !publicApp,
        index: 'index.html',
        cacheControl: false,
        preCompressed: true,
        setHeaders: cacheHeaders,
      });
    }

    const wantsPage = (request: FastifyRequest) =>
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');

    // A form the browser submitted itself (no JavaScript: the back office's login, say) to its own
    // page. Nothing in it is read; the browser goes back to the page, which says what it needs.
    const isPostedPageForm = (request: FastifyRequest) =>
      request.method === 'POST' &&
      !request.url.startsWith('/api/') &&
      /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/.test(request.headers['content-type'] ?? '');

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      // One leading slash: '//host/...' would send the browser to another site.
      if (isPostedPageForm(request) && (adminApp || publicApp))
        return reply.redirect(`/${path.replace(/^\/+/, '')}`, 303);
      if (wantsPage(request)) {
        if (adminApp && (path === '/admin' || path.startsWith('/admin/'))) {
          return sendPage(reply.code(adminPage(path) ? 200 : 404), adminPrerendered(path), options.adminDistDir);
        }
        if (publicApp && path !== '/admin' && !path.startsWith('/admin/')) {
          return sendPublicPage(request, reply.code(publicPage(path) ? 200 : 404), path);
        }
      }
      const allow = path.startsWith('/api/') ? app.allowedMethods(path) : [];
      if (allow.length > 0)
        return sendError(
          reply.header('allow', allow.join(', ')),
          405,
          `${request.method} is not allowed here. Allowed: ${allow.join(', ')}`,
        );
      return sendError(reply, 404, `Route ${request.method}:${path} not found`);
    });
  },
  { name: 'frontends', dependencies: ['errors', 'edges'] },
);
