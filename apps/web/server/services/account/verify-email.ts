import type { VerifyEmailRequest } from '@citable/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import { createRandomToken, safeEqual, sha256 } from '../../auth/tokens.ts';
import { betaUsers, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import { consumeEmailCode, type PendingSignUp } from './email-codes.ts';
import { findUserByEmail, normalizeEmail, type UserRow } from './find-user.ts';

export const ALREADY_VERIFIED = 'This email is already verified. Please sign in.';

const holdsTicket = (ticketHash: string | undefined, stored: string | null) =>
  ticketHash !== undefined && stored !== null && safeEqual(ticketHash, stored);

/**
 * What verifying changes on the account besides the verified date. A code from a repeated
 * sign-up (see sign-up.ts) carries that sign-up's name and password:
 * - in the browser that made that sign-up, they replace the account's;
 * - in the browser whose sign-up set the account's password, the account stays as it is;
 * - anywhere else nobody can tell which sign-up was the owner's, so neither password stays
 *   usable: the owner, who holds the code and is now signed in, sets one with "Forgot
 *   password".
 */
async function credentialsToApply(
  pending: PendingSignUp,
  user: UserRow,
  signupTicket: string | undefined,
): Promise<Partial<typeof users.$inferInsert>> {
  if (!pending.pendingPasswordHash) return {};
  const ticketHash = signupTicket === undefined ? undefined : sha256(signupTicket);
  if (holdsTicket(ticketHash, pending.signupTicketHash)) {
    return {
      passwordHash: pending.pendingPasswordHash,
      fullName: pending.pendingFullName ?? user.fullName,
      referralSource: pending.pendingReferralSource,
    };
  }
  if (holdsTicket(ticketHash, user.signupTicketHash)) return {};
  return { passwordHash: await hashPassword(createRandomToken()) };
}

/**
 * Spec 4 "Sign-up" step 4: a right code verifies the address, saves the referral source into
 * beta_users, and opens a session (status "complete").
 */
export async function verifyEmail(
  ctx: ServiceContext,
  input: VerifyEmailRequest,
  request: RequestInfo,
  signupTicket?: string,
): Promise<{ status: 'complete'; token: string; userId: string }> {
  const email = normalizeEmail(input.email);
  await ctx.limits.consume('codeCheckPerIp', request.ip);
  await ctx.limits.consume('codeCheckPerAccount', email);
  const user = await findUserByEmail(ctx.db, email);
  if (user?.emailVerifiedAt) throw new AppError('bad_request', ALREADY_VERIFIED);
  const pending = await consumeEmailCode(ctx, { email, purpose: 'verify', code: input.code });
  if (!user) throw new AppError('bad_request', 'Verification failed. Please try again.');
  const credentials = await credentialsToApply(pending, user, signupTicket);
  await ctx.db
    .update(users)
    .set({
      ...credentials,
      emailVerifiedAt: new Date(),
      signupTicketHash: null,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  const referralSource =
    credentials.referralSource === undefined ? user.referralSource : credentials.referralSource;
  try {
    await ctx.db
      .insert(betaUsers)
      .values({ userId: user.id, email, referralSource })
      .onConflictDoUpdate({ target: betaUsers.userId, set: { email, referralSource } });
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
