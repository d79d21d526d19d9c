import {
  type HistoryDeletedResponse,
  type HistoryList,
  HistoryQuery,
  type HistoryRunResponse,
} from '@citable/schemas';
import { Hono } from 'hono';
import { getAccount, requireUser } from '../auth/guards.ts';
import type { AppEnv } from '../http/request-context.ts';
import { AppError } from '../lib/app-error.ts';
import type { ServiceContext } from '../services/context.ts';
import { deleteAllRuns, deleteRun, getRun, listRuns } from '../services/history/history.ts';

/**
 * /api/history: the signed-in user's own runs (issue 34). Every query is bounded to the
 * caller's account, the admin's included: no role reads another account's history.
 */
export function historyRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/', requireUser, async (c) => {
    const query = HistoryQuery.safeParse(c.req.query());
    if (!query.success)
      throw new AppError('bad_request', query.error.issues[0]?.message ?? 'Invalid query.');
    const list = await listRuns(ctx.db, getAccount(c.get('viewer')).id, query.data);
    return c.json(list satisfies HistoryList);
  });

  routes.get('/:id', requireUser, async (c) => {
    const run = await getRun(ctx.db, getAccount(c.get('viewer')).id, c.req.param('id'));
    return c.json({ run } satisfies HistoryRunResponse);
  });

  routes.delete('/:id', requireUser, async (c) => {
    const count = await deleteRun(ctx.db, getAccount(c.get('viewer')).id, c.req.param('id'));
    return c.json({ status: 'deleted', count } satisfies HistoryDeletedResponse);
  });

  routes.delete('/', requireUser, async (c) => {
    const count = await deleteAllRuns(ctx.db, getAccount(c.get('viewer')).id);
    return c.json({ status: 'deleted', count } satisfies HistoryDeletedResponse);
  });

  return routes;
}
