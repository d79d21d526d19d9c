import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './request-context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (issue 4): the Origin header, or
 * failing that Sec-Fetch-Site, must name this site. Requests without either (curl, server to
 * server) carry no browser cookies of a victim, so they pass to the normal checks.
 */
export function sameOrigin(appUrl: string): MiddlewareHandler<AppEnv> {
  const allowed = new URL(appUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const ownOrigin = new URL(c.req.url).origin;
    if (origin !== undefined) {
      if (origin !== allowed && origin !== ownOrigin) {
        return c.json({ error: 'Cross-origin requests are not allowed.' }, 403);
      }
      return next();
    }
    const site = c.req.header('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') {
      return c.json({ error: 'Cross-origin requests are not allowed.' }, 403);
    }
    return next();
  };
}
