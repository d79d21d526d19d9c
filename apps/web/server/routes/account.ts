import { ChangePasswordRequest, DeleteAccountRequest, UpdateNameRequest } from '@citable/schemas';
import { Hono } from 'hono';
import { clearSessionCookie, readSessionTokens } from '../auth/cookies.ts';
import { getAccount, requireUser } from '../auth/guards.ts';
import { parseJson } from '../http/parse-json.ts';
import type { AppEnv } from '../http/request-context.ts';
import { changePassword, deleteAccount, updateName } from '../services/account/manage-account.ts';
import { bootstrapAdmin, syncProfile } from '../services/account/profile-sync.ts';
import type { ServiceContext } from '../services/context.ts';

/** /api/account: the signed-in user's own account and profile. */
export function accountRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.patch('/name', requireUser, async (c) => {
    const input = await parseJson(c, UpdateNameRequest);
    await updateName(ctx, getAccount(c.get('viewer')), input);
    return c.json({ status: 'updated' });
  });

  routes.post('/password', requireUser, async (c) => {
    const input = await parseJson(c, ChangePasswordRequest);
    await changePassword(
      ctx,
      getAccount(c.get('viewer')),
      input,
      readSessionTokens(c).session ?? '',
    );
    return c.json({ status: 'updated' });
  });

  routes.post('/delete', requireUser, async (c) => {
    const input = await parseJson(c, DeleteAccountRequest);
    await deleteAccount(ctx, getAccount(c.get('viewer')), input);
    clearSessionCookie(c);
    return c.json({ status: 'deleted' });
  });

  routes.post('/sync-profile', requireUser, async (c) => {
    const profile = await syncProfile(ctx, getAccount(c.get('viewer')));
    return c.json({ status: 'synced', isAdmin: profile?.isAdmin ?? false });
  });

  routes.post('/bootstrap-admin', requireUser, async (c) => {
    await bootstrapAdmin(ctx, getAccount(c.get('viewer')));
    return c.json({ status: 'admin' });
  });

  return routes;
}
