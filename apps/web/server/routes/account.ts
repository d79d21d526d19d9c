import {
  type AdminResponse,
  ChangePasswordRequest,
  DeleteAccountRequest,
  type DeletedResponse,
  type EndedResponse,
  SessionIdParam,
  type SessionsResponse,
  type SyncProfileResponse,
  type UpdatedResponse,
  UpdateNameRequest,
} from '@citable/schemas';
import { Hono } from 'hono';
import { clearSessionCookie, readSessionTokens } from '../auth/cookies.ts';
import { getAccount, requireUser } from '../auth/guards.ts';
import { jsonBody } from '../http/parse-json.ts';
import type { AppEnv } from '../http/request-context.ts';
import { AppError } from '../lib/app-error.ts';
import { changePassword, deleteAccount, updateName } from '../services/account/manage-account.ts';
import {
  endOtherSessions,
  endSession,
  listSessions,
  SESSION_NOT_FOUND,
} from '../services/account/manage-sessions.ts';
import { bootstrapAdmin, syncProfile } from '../services/account/profile-sync.ts';
import type { ServiceContext } from '../services/context.ts';

/** /api/account: the signed-in user's own account and profile. */
export function accountRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const sessionToken = (c: Parameters<typeof readSessionTokens>[0]) =>
    readSessionTokens(c, ctx.env.APP_URL).session ?? '';
  const info = (c: Parameters<typeof readSessionTokens>[0]) => ({
    ip: c.get('clientIp') as string,
    userAgent: c.req.header('user-agent'),
  });

  routes.patch('/name', requireUser, jsonBody(UpdateNameRequest), async (c) => {
    const input = c.req.valid('json');
    await updateName(ctx, getAccount(c.get('viewer')), input);
    return c.json({ status: 'updated' } satisfies UpdatedResponse);
  });

  routes.post('/password', requireUser, jsonBody(ChangePasswordRequest), async (c) => {
    const input = c.req.valid('json');
    await changePassword(ctx, getAccount(c.get('viewer')), input, sessionToken(c), info(c));
    return c.json({ status: 'updated' } satisfies UpdatedResponse);
  });

  routes.post('/delete', requireUser, jsonBody(DeleteAccountRequest), async (c) => {
    const input = c.req.valid('json');
    await deleteAccount(ctx, getAccount(c.get('viewer')), input, info(c));
    clearSessionCookie(c, ctx.env.APP_URL);
    return c.json({ status: 'deleted' } satisfies DeletedResponse);
  });

  routes.get('/sessions', requireUser, async (c) => {
    const viewer = c.get('viewer');
    const sessions = await listSessions(ctx, getAccount(viewer), viewer.session);
    return c.json({ sessions } satisfies SessionsResponse);
  });

  routes.delete('/sessions/:id', requireUser, async (c) => {
    const id = SessionIdParam.safeParse(c.req.param('id'));
    if (!id.success) throw new AppError('not_found', SESSION_NOT_FOUND);
    await endSession(ctx, getAccount(c.get('viewer')), id.data);
    return c.json({ status: 'ended' } satisfies EndedResponse);
  });

  routes.post('/sessions/sign-out-others', requireUser, async (c) => {
    await endOtherSessions(ctx, getAccount(c.get('viewer')), sessionToken(c));
    return c.json({ status: 'ended' } satisfies EndedResponse);
  });

  routes.post('/sync-profile', requireUser, async (c) => {
    const profile = await syncProfile(ctx, getAccount(c.get('viewer')));
    return c.json({
      status: 'synced',
      isAdmin: profile?.isAdmin ?? false,
    } satisfies SyncProfileResponse);
  });

  routes.post('/bootstrap-admin', requireUser, async (c) => {
    await bootstrapAdmin(ctx, getAccount(c.get('viewer')));
    return c.json({ status: 'admin' } satisfies AdminResponse);
  });

  return routes;
}
