import type { SignInRequest } from '@citable/schemas';
import { getDummyPasswordHash, verifyPassword } from '../../auth/passwords.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import { issueEmailCode } from './email-codes.ts';
import { findUserByEmail, normalizeEmail } from './find-user.ts';

export const INVALID_CREDENTIALS = 'Incorrect email or password.';

export type SignInResult =
  | { status: 'complete'; token: string; userId: string }
  | { status: 'needs_verification'; email: string };

/**
 * Spec 4 "Login": a session only when the status is complete. An account whose address was
 * never verified gets a fresh code and is sent to /verify instead. Ten failed attempts lock
 * the account for 15 minutes.
 */
export async function signIn(
  ctx: ServiceContext,
  input: SignInRequest,
  request: RequestInfo,
): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  await ctx.limits.consume('signInPerIp', request.ip);
  await ctx.limits.check('signInFailuresPerAccount', email);
  const user = await findUserByEmail(ctx.db, email);
  const isValid = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await getDummyPasswordHash()),
  );
  if (!user || !isValid) {
    // Spends a point; the tenth failure throws the lockout message itself.
    await ctx.limits.consume('signInFailuresPerAccount', email);
    throw new AppError('unauthenticated', INVALID_CREDENTIALS);
  }
  await ctx.limits.reset('signInFailuresPerAccount', email);
  if (!user.emailVerifiedAt) {
    await ctx.limits.consume('codeSendPerIp', request.ip);
    await issueEmailCode(ctx, { email, purpose: 'verify', name: user.fullName });
    return { status: 'needs_verification', email };
  }
  const { token } = await ctx.sessions.create({
    kind: 'user',
    userId: user.id,
    userAgent: request.userAgent,
  });
  return { status: 'complete', token, userId: user.id };
}
