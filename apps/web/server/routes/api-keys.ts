import {
  type ApiKeysResponse,
  CreateApiKeyRequest,
  type CreatedApiKeyResponse,
  type HistoryDeletedResponse,
} from '@citable/schemas';
import { Hono } from 'hono';
import { getAccount, requireUser } from '../auth/guards.ts';
import { jsonBody } from '../http/parse-json.ts';
import type { AppEnv } from '../http/request-context.ts';
import { createApiKey, listApiKeys, revokeApiKey } from '../services/api-keys/api-keys.ts';
import type { ServiceContext } from '../services/context.ts';

/** /api/account/api-keys: the signed-in user's personal API keys (issue 34), on /settings. */
export function apiKeyRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/', requireUser, async (c) => {
    const keys = await listApiKeys(ctx.db, getAccount(c.get('viewer')).id);
    return c.json({ keys } satisfies ApiKeysResponse);
  });
  routes.post('/', requireUser, jsonBody(CreateApiKeyRequest), async (c) => {
    const made = await createApiKey(
      ctx.db,
      getAccount(c.get('viewer')).id,
      c.req.valid('json').name,
    );
    return c.json(made satisfies CreatedApiKeyResponse);
  });
  routes.delete('/:id', requireUser, async (c) => {
    await revokeApiKey(ctx.db, getAccount(c.get('viewer')).id, c.req.param('id'));
    return c.json({ status: 'deleted', count: 1 } satisfies HistoryDeletedResponse);
  });
  return routes;
}
