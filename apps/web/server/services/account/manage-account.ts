import type {
  ChangePasswordRequest,
  DeleteAccountRequest,
  UpdateNameRequest,
} from '@citable/schemas';
import { eq } from 'drizzle-orm';
import { isBreachedPassword } from '../../auth/breached-passwords.ts';
import { guardPasswordCheck } from '../../auth/rate-limits.ts';
import type { UserRow } from '../../db/rows.ts';
import { betaUsers, contentImprovements, profiles, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import { sendAccountNotice } from './send-account-notice.ts';
import { PASSWORD_BREACHED } from './sign-up.ts';

export const WRONG_CURRENT_PASSWORD = 'Your current password is not correct.';

export async function updateName(
  ctx: ServiceContext,
  user: UserRow,
  input: UpdateNameRequest,
): Promise<void> {
  await ctx.db
    .update(users)
    .set({ fullName: input.name, updatedAt: new Date() })
    .where(eq(users.id, user.id));
}

/** A new password ends every other session of the account; this one stays signed in. */
export async function changePassword(
  ctx: ServiceContext,
  user: UserRow,
  input: ChangePasswordRequest,
  currentToken: string,
  request: RequestInfo,
): Promise<void> {
  const isRight = await guardPasswordCheck(
    ctx.limits,
    { account: user.email, ip: request.ip },
    () => ctx.passwords.verify(input.currentPassword, user.passwordHash),
  );
  if (!isRight) {
    throw new AppError('bad_request', WRONG_CURRENT_PASSWORD);
  }
  if (await isBreachedPassword(input.newPassword)) {
    throw new AppError('bad_request', PASSWORD_BREACHED, { detail: 'form_password_pwned' });
  }
  await ctx.db
    .update(users)
    .set({
      passwordHash: await ctx.passwords.hash(input.newPassword),
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await ctx.sessions.revokeAllForUser(user.id, currentToken);
  await sendAccountNotice(ctx, user, { kind: 'password-changed' });
}

/** Deletes the account and everything kept about it; its sessions go with it. */
export async function deleteAccount(
  ctx: ServiceContext,
  user: UserRow,
  input: DeleteAccountRequest,
  request: RequestInfo,
): Promise<void> {
  const isRight = await guardPasswordCheck(
    ctx.limits,
    { account: user.email, ip: request.ip },
    () => ctx.passwords.verify(input.password, user.passwordHash),
  );
  if (!isRight) {
    throw new AppError('bad_request', 'The password is not correct. Your account was not deleted.');
  }
  await ctx.sessions.revokeAllForUser(user.id);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(contentImprovements).where(eq(contentImprovements.userId, user.id));
    await tx.delete(betaUsers).where(eq(betaUsers.userId, user.id));
    await tx.delete(profiles).where(eq(profiles.id, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
  });
}
