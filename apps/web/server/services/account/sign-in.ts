import type { SignInRequest } from '@citable/schemas';
import { getDummyPasswordHash, verifyPassword } from '../../auth/passwords.ts';
import { guardPasswordCheck } from '../../auth/rate-limits.ts';
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
  const user = await findUserByEmail(ctx.db, email);
  // An unknown address costs the same work and counts the same, so answers do not tell
  // which addresses have an account.
  const isValid = await guardPasswordCheck(ctx.limits, email, async () =>
    verifyPassword(input.password, user?.passwordHash ?? (await getDummyPasswordHash())),
  );
  if (!user || !isValid) throw new AppError('unauthenticated', INVALID_CREDENTIALS);
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
