import { Hono } from 'hono';
import type { Redis } from 'ioredis';
import type { DatabaseHandle } from '../db/client.ts';
import type { AppEnv } from '../http/request-context.ts';

/**
 * Liveness (the process answers) and readiness (the database answers too, and Redis when
 * REDIS_URL is set: without it every signed-in request fails, so a balancer must stop sending
 * traffic here). Redis's ping is bounded by its command timeout (lib/redis.ts).
 */
export function healthRoutes(database: DatabaseHandle, redis?: Redis): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/health', (c) => c.json({ status: 'ok' }));
  routes.get('/ready', async (c) => {
    try {
      await database.ping();
    } catch (error) {
      c.get('logger').warn({ err: error }, 'readiness check failed: database');
      return c.json({ error: 'The database is not reachable.' }, 503);
    }
    if (redis) {
      try {
        await redis.ping();
      } catch (error) {
        c.get('logger').warn({ err: error }, 'readiness check failed: Redis');
        return c.json({ error: 'Redis is not reachable.' }, 503);
      }
    }
    return c.json({ status: 'ready', database: database.kind, ...(redis && { redis: 'ready' }) });
  });
  return routes;
}
