import { API_KEY_REQUIRED } from '@citable/schemas';
import { Hono } from 'hono';
import { ANONYMOUS } from '../auth/viewer.ts';
import type { AppEnv } from '../http/request-context.ts';
import { AppError } from '../lib/app-error.ts';
import { findUserWithProfile } from '../services/account/find-user.ts';
import { findKeyOwner } from '../services/api-keys/api-keys.ts';
import type { ServiceContext } from '../services/context.ts';
import { buildOpenApiDocument } from './openapi.ts';

/**
 * /api/v1: the public API (issue 34). Every call carries a personal key
 * (`Authorization: Bearer ck_...`) and acts as its owner, within the owner's quotas; cookies
 * count for nothing here. A key never acts as the admin, whoever owns it: a prompt sent with a
 * call is ignored, as anyone's but the admin's is in the app.
 */
export function publicApiRoutes(
  ctx: ServiceContext,
  parts: { functions: Hono<AppEnv>; history: Hono<AppEnv> },
): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/openapi.json', (c) => c.json(buildOpenApiDocument(ctx.env.APP_URL)));
  routes.use('*', async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const key = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
    const owner = key ? await findKeyOwner(ctx.db, key) : null;
    const found = owner ? await findUserWithProfile(ctx.db, owner) : undefined;
    const account = found?.user;
    if (!account?.emailVerifiedAt) throw new AppError('unauthenticated', API_KEY_REQUIRED);
    c.set('viewer', {
      ...ANONYMOUS,
      user: {
        id: account.id,
        email: account.email,
        fullName: account.fullName,
        createdAt: account.createdAt.toISOString(),
      },
      account,
    });
    await next();
  });
  routes.route('/functions', parts.functions);
  routes.route('/history', parts.history);
  return routes;
}
