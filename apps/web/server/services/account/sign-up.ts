import type { SignUpRequest } from '@citable/schemas';
import { eq } from 'drizzle-orm';
import { isBreachedPassword } from '../../auth/breached-passwords.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { createUserId } from '../../auth/tokens.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import { issueEmailCode } from './email-codes.ts';
import { findUserByEmail, normalizeEmail } from './find-user.ts';

export const EMAIL_ALREADY_REGISTERED =
  'This email is already registered. Please try logging in instead.';
export const PASSWORD_BREACHED =
  'This password has been exposed in a data breach. Please choose a different one.';

/**
 * Spec 4 "Sign-up" steps 1-2: creates the account (unverified) and e-mails a code. Signing up
 * again with an address that was never verified replaces that attempt: the code proves who
 * owns the address, so nobody can hold an address hostage by signing up first.
 */
export async function signUp(
  ctx: ServiceContext,
  input: SignUpRequest,
  request: RequestInfo,
): Promise<{ email: string }> {
  await ctx.limits.consume('signUpPerIp', request.ip);
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.emailVerifiedAt) {
    throw new AppError('conflict', EMAIL_ALREADY_REGISTERED, { detail: 'form_identifier_exists' });
  }
  if (await isBreachedPassword(input.password)) {
    throw new AppError('bad_request', PASSWORD_BREACHED, { detail: 'form_password_pwned' });
  }
  const passwordHash = await hashPassword(input.password);
  const values = {
    fullName: input.name,
    passwordHash,
    referralSource: input.referralSource ?? null,
  };
  if (existing) {
    await ctx.db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
  } else {
    await ctx.db
      .insert(users)
      .values({ id: createUserId(), email, ...values })
      .onConflictDoNothing({ target: users.email });
  }
  await ctx.limits.consume('codeSendPerIp', request.ip);
  await issueEmailCode(ctx, { email, purpose: 'verify', name: input.name });
  return { email };
}
