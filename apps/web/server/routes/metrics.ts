import { Hono } from 'hono';
import { bearerAuth } from 'hono/bearer-auth';
import type { AppEnv } from '../http/request-context.ts';
import type { Metrics } from '../lib/metrics.ts';

/**
 * GET /metrics for a Prometheus scraper, with `Authorization: Bearer $METRICS_TOKEN`. The
 * figures say how busy the deployment is, so they are never public: without METRICS_TOKEN the
 * route does not exist.
 */
const REFUSED = { error: 'The metrics need a valid token.' };

export function metricsRoutes(metrics: Metrics, token: string | undefined): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  if (!token) return routes;
  routes.get(
    '/metrics',
    bearerAuth({
      token,
      noAuthenticationHeader: { message: REFUSED },
      invalidAuthenticationHeader: { message: REFUSED },
      invalidToken: { message: REFUSED },
    }),
    async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.body(await metrics.registry.metrics(), 200, {
        'Content-Type': metrics.registry.contentType,
      });
    },
  );
  return routes;
}
