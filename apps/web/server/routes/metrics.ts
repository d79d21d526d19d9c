import { Hono } from 'hono';
import type { AppEnv } from '../http/request-context.ts';
import { requireBearer } from '../http/require-bearer.ts';
import type { Metrics } from '../lib/metrics.ts';

/**
 * GET /metrics for a Prometheus scraper, with `Authorization: Bearer $METRICS_TOKEN`. The
 * figures say how busy the deployment is, so they are never public: without METRICS_TOKEN the
 * route does not exist.
 */

export function metricsRoutes(metrics: Metrics, token: string | undefined): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  if (!token) return routes;
  routes.get('/metrics', requireBearer(token, 'The metrics need a valid token.'), async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
    });
  });
  return routes;
}
