import type { VerifyEmailRequest } from '@citable/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { betaUsers, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import { consumeEmailCode } from './email-codes.ts';
import { findUserByEmail, normalizeEmail } from './find-user.ts';

export const ALREADY_VERIFIED = 'This email is already verified. Please sign in.';

/**
 * Spec 4 "Sign-up" step 4: a right code verifies the address, saves the referral source into
 * beta_users, and opens a session (status "complete").
 */
export async function verifyEmail(
  ctx: ServiceContext,
  input: VerifyEmailRequest,
  request: RequestInfo,
): Promise<{ status: 'complete'; token: string; userId: string }> {
  const email = normalizeEmail(input.email);
  await ctx.limits.consume('codeCheckPerIp', request.ip);
  await ctx.limits.consume('codeCheckPerAccount', email);
  const user = await findUserByEmail(ctx.db, email);
  if (user?.emailVerifiedAt) throw new AppError('bad_request', ALREADY_VERIFIED);
  await consumeEmailCode(ctx, { email, purpose: 'verify', code: input.code });
  if (!user) throw new AppError('bad_request', 'Verification failed. Please try again.');
  await ctx.db
    .update(users)
    .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  try {
    await ctx.db
      .insert(betaUsers)
      .values({ userId: user.id, email, referralSource: user.referralSource })
      .onConflictDoUpdate({
        target: betaUsers.userId,
        set: { email, referralSource: user.referralSource },
      });
  } catch (error) {
    // Spec 8: a failed referral update is only logged.
    ctx.logger.warn({ err: error, userId: user.id }, 'could not save the referral source');
  }
  await ctx.limits.reset('codeCheckPerAccount', email);
  const { token } = await ctx.sessions.create({
    kind: 'user',
    userId: user.id,
    userAgent: request.userAgent,
  });
  return { status: 'complete', token, userId: user.id };
}
