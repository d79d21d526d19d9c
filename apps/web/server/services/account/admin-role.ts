import type { UserRow } from '../../db/rows.ts';
import type { Env } from '../../env.ts';

/**
 * DESIGN.md 3.2, as tightened by issue 8 (finding 2): the admin is the signed-in user whose
 * verified e-mail equals ADMIN_EMAIL as configured now, decided on every request. The
 * profile's is_admin (written by Bootstrap Admin and profile sync, spec 3) is a record for
 * the screens and grants nothing, so changing ADMIN_EMAIL takes the rights away at once.
 */
export function isAdminEmail(
  env: Pick<Env, 'ADMIN_EMAIL'>,
  user: Pick<UserRow, 'email' | 'emailVerifiedAt'>,
): boolean {
  return Boolean(
    env.ADMIN_EMAIL && user.emailVerifiedAt && user.email === env.ADMIN_EMAIL.trim().toLowerCase(),
  );
}
