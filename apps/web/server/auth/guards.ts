import type { MiddlewareHandler } from 'hono';
import type { UserRow } from '../db/rows.ts';
import type { AppEnv } from '../http/request-context.ts';
import { AppError } from '../lib/app-error.ts';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const ADMIN_REQUIRED = 'Only admin users can perform this action.';

/** APIs of the signed-in area: a user session, or a tester session (spec 6). */
export const requireMember: MiddlewareHandler<AppEnv> = async (c, next) => {
  const viewer = c.get('viewer');
  if (!viewer.user && !viewer.isTester) throw new AppError('unauthenticated', SIGN_IN_REQUIRED);
  await next();
};

/** APIs that act on an account: a signed-in user (a tester session has no account). */
export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('viewer').account) throw new AppError('unauthenticated', SIGN_IN_REQUIRED);
  await next();
};

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const viewer = c.get('viewer');
  if (!viewer.account) throw new AppError('unauthenticated', SIGN_IN_REQUIRED);
  if (!viewer.isAdmin) throw new AppError('forbidden', ADMIN_REQUIRED);
  await next();
};

export function getAccount(viewer: { account: UserRow | null }): UserRow {
  if (!viewer.account) throw new AppError('unauthenticated', SIGN_IN_REQUIRED);
  return viewer.account;
}
