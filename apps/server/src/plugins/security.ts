import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

/**
 * Scripts only from this origin, frames only from this origin (the sandbox payment gateway's hosted
 * fields live under /sandbox-gateway/). Inline styles are allowed because styled-components injects
 * <style> tags at run time.
 */
const contentSecurityDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
  frameAncestors: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
} as const satisfies Record<string, readonly string[]>;

/**
 * The policy with some inline scripts allowed by their hashes (a prerendered page's own, listed in
 * its build's prerendered.json): sent by that page in place of the one every answer gets.
 */
export function contentSecurityPolicyAllowing(scriptHashes: readonly string[]): string {
  const directives = {
    ...contentSecurityDirectives,
    scriptSrc: [...contentSecurityDirectives.scriptSrc, ...scriptHashes],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`)
    .join(';');
}

/** Strict headers for same-origin static apps. */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { ...contentSecurityDirectives },
      },
      frameguard: { action: 'sameorigin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    // Opt-in per route (`config: { rateLimit: {...} }`); login uses it.
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: context.statusCode,
        success: false,
        message: `Too many requests. Please try again in ${context.after}.`,
      }),
    });
  },
  { name: 'security' },
);
