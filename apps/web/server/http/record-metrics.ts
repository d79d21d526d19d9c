import type { MiddlewareHandler } from 'hono';
import type { Metrics } from '../lib/metrics.ts';
import type { AppEnv } from './request-context.ts';

/** Any other method counts as one label value, so a client cannot grow the series at will. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Counts every response by the route pattern that answered it (`/api/pages/by-slug/:slug`,
 * `*` for pages and files), never the raw path, whose values are unbounded.
 */
export function recordMetrics(metrics: Metrics): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const labels = {
      route: c.req.routePath,
      method: METHODS.has(c.req.method) ? c.req.method : 'other',
    };
    metrics.httpRequests.inc({ ...labels, status: String(c.res.status) });
    metrics.httpSeconds.observe(labels, (performance.now() - started) / 1000);
  };
}
