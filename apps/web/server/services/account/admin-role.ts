import type { Env } from '../../env.ts';
import type { UserRow } from './find-user.ts';

/**
 * DESIGN.md 3.2: the admin is the signed-in user whose verified e-mail equals ADMIN_EMAIL, or
 * whose profile was marked admin by Bootstrap Admin (which only that user can run).
 */
export function isAdminEmail(
  env: Pick<Env, 'ADMIN_EMAIL'>,
  user: Pick<UserRow, 'email' | 'emailVerifiedAt'>,
): boolean {
  return Boolean(
    env.ADMIN_EMAIL && user.emailVerifiedAt && user.email === env.ADMIN_EMAIL.trim().toLowerCase(),
  );
}

export function isAdminUser(
  env: Pick<Env, 'ADMIN_EMAIL'>,
  user: Pick<UserRow, 'email' | 'emailVerifiedAt'>,
  profile: { isAdmin: boolean } | undefined,
): boolean {
  return isAdminEmail(env, user) || Boolean(user.emailVerifiedAt && profile?.isAdmin);
}
