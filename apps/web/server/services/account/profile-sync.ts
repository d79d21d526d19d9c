import type { UserRow } from '../../db/rows.ts';
import { profiles } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ServiceContext } from '../context.ts';
import { isAdminEmail } from './admin-role.ts';

export const ONLY_ADMINS = 'Only admin users can perform this action.';

/**
 * Spec 7 "Upsert profiles_clerk": copies the account's identity into its profile. is_admin is
 * copied from ADMIN_EMAIL as set now, so a stale flag is cleared, and it grants nothing
 * anyway (admin-role.ts).
 */
export async function syncProfile(ctx: ServiceContext, user: UserRow) {
  const isAdmin = isAdminEmail(ctx.env, user);
  const values = { email: user.email, fullName: user.fullName, isAdmin, updatedAt: new Date() };
  const [profile] = await ctx.db
    .insert(profiles)
    .values({ id: user.id, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values })
    .returning();
  return profile;
}

/** Spec 7 "bootstrap_admin_user": only the configured admin may run it. */
export async function bootstrapAdmin(ctx: ServiceContext, user: UserRow) {
  if (!isAdminEmail(ctx.env, user))
    throw new AppError('forbidden', ONLY_ADMINS, { detail: 'permission_denied' });
  const values = {
    email: user.email,
    fullName: user.fullName || 'Admin',
    isAdmin: true,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(profiles)
    .values({ id: user.id, ...values })
    .onConflictDoUpdate({ target: profiles.id, set: values });
}

/** The profile is synced when it exists and matches the account. */
export function isProfileCurrent(
  user: UserRow,
  profile: { email: string; fullName: string | null } | undefined,
): boolean {
  return Boolean(profile && profile.email === user.email && profile.fullName === user.fullName);
}
