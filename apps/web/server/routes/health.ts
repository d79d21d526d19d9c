import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client.ts';
import type { AppEnv } from '../http/request-context.ts';

/** Liveness (the process answers) and readiness (the database answers too). */
export function healthRoutes(database: DatabaseHandle): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/health', (c) => c.json({ status: 'ok' }));
  routes.get('/ready', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ready', database: database.kind });
    } catch (error) {
      c.get('logger').warn({ err: error }, 'readiness check failed');
      return c.json({ error: 'The database is not reachable.' }, 503);
    }
  });
  return routes;
}
