import type { SignUpRequest } from '@citable/schemas';
import { isBreachedPassword } from '../../auth/breached-passwords.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { createRandomToken, createUserId, sha256 } from '../../auth/tokens.ts';
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
 * Spec 4 "Sign-up" steps 1-2: creates the account (unverified) and e-mails a code.
 *
 * Signing up again with an address that was never verified changes nothing on the account:
 * the new name and password wait on the new code, with the hash of a ticket that only this
 * browser holds (a cookie). Verifying in that browser applies them, so nobody can hold an
 * address hostage by signing up first; a stranger who signs up after the owner cannot swap
 * the owner's password for their own, because the owner's browser lacks the stranger's
 * ticket (see verify-email.ts).
 */
export async function signUp(
  ctx: ServiceContext,
  input: SignUpRequest,
  request: RequestInfo,
): Promise<{ email: string; signupTicket: string }> {
  await ctx.limits.consume('signUpPerIp', request.ip);
  const email = normalizeEmail(input.email);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing?.emailVerifiedAt) {
    throw new AppError('conflict', EMAIL_ALREADY_REGISTERED, { detail: 'form_identifier_exists' });
  }
  if (await isBreachedPassword(input.password)) {
    throw new AppError('bad_request', PASSWORD_BREACHED, { detail: 'form_password_pwned' });
  }
  await ctx.limits.consume('codeSendPerIp', request.ip);
  const passwordHash = await hashPassword(input.password);
  const referralSource = input.referralSource ?? null;
  const signupTicket = createRandomToken();
  const signupTicketHash = sha256(signupTicket);
  let isNewAccount = false;
  if (!existing) {
    const created = await ctx.db
      .insert(users)
      .values({
        id: createUserId(),
        email,
        fullName: input.name,
        passwordHash,
        referralSource,
        signupTicketHash,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    isNewAccount = created.length > 0;
  }
  await issueEmailCode(ctx, {
    email,
    purpose: 'verify',
    name: input.name,
    pending: {
      signupTicketHash,
      // A new account already holds these; a repeated sign-up keeps them on the code.
      pendingPasswordHash: isNewAccount ? null : passwordHash,
      pendingFullName: isNewAccount ? null : input.name,
      pendingReferralSource: isNewAccount ? null : referralSource,
    },
  });
  return { email, signupTicket };
}
