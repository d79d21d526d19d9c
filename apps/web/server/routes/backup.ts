import { Hono } from 'hono';
import type { DatabaseHandle } from '../db/client.ts';
import type { AppEnv } from '../http/request-context.ts';
import { requireBearer } from '../http/require-bearer.ts';

/**
 * GET /backup with `Authorization: Bearer $BACKUP_TOKEN`: a consistent copy of the embedded
 * database, taken while the server runs (issue 37), to restore with scripts/restore-backup.mjs.
 * It holds every account, so it has a token of its own, never the metrics' one; without
 * BACKUP_TOKEN the route does not exist. On PostgreSQL pg_dump does this job.
 */
export function backupRoutes(database: DatabaseHandle, token: string | undefined): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  if (!token) return routes;
  routes.get('/backup', requireBearer(token, 'The backup needs a valid token.'), async (c) => {
    if (!database.backup)
      return c.json(
        { error: 'This deployment uses PostgreSQL (DATABASE_URL): back it up with pg_dump.' },
        404,
      );
    const copy = await database.backup();
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    return c.body(await copy.arrayBuffer(), 200, {
      'Content-Type': 'application/gzip',
      'Content-Disposition': `attachment; filename="citable-${stamp}.tar.gz"`,
      'Cache-Control': 'no-store',
    });
  });
  return routes;
}
