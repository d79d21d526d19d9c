import type { VerifyEmailRequest } from '@citable/schemas';
import { VERIFICATION_FAILED_MESSAGE } from '@citable/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import { isBreachedPassword } from '../../auth/breached-passwords.ts';
import { forgetPasswordFailures, pairKey } from '../../auth/rate-limits.ts';
import type { UserRow } from '../../db/rows.ts';
import { betaUsers, users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import { checkEmailCode, spendEmailCode } from './email-codes.ts';
import { findUserByEmail, normalizeEmail } from './find-user.ts';
import { findSignUpByTicket } from './pending-sign-ups.ts';
import { noteSignInBrowser } from './sign-in-browsers.ts';
import { PASSWORD_BREACHED } from './sign-up.ts';

export const ALREADY_VERIFIED = 'This email is already verified. Please sign in.';

export type VerifyEmailResult =
  | { status: 'complete'; token: string; userId: string }
  /** A right code in a browser that made no sign-up for the address: ask it for a password. */
  | { status: 'needs_password' };

/**
 * Which name and password the account gets (issue 8, findings 1 and 3). The code proves who
 * reads the mailbox; the password that wins is the one chosen in the browser that enters it:
 * - the browser that made a sign-up (its ticket cookie names it) gets that sign-up's password
 *   and name, whichever request sent the code (typed, a code is the one this browser asked
 *   for; through a mail's link, any: email-codes.ts);
 * - any other browser (a phone that opened the link, a victim who clicked a mail they did not
 *   ask for, a signed-in user lured to someone else's link) is asked for a name and password
 *   and gets the ones typed there; until then nothing changes and nobody is signed in.
 * No sign-up's password made elsewhere is ever applied by a code.
 */
function chooseCredentials(
  user: UserRow,
  input: VerifyEmailRequest,
  signupTicket: string | undefined,
):
  | { password: string }
  | { passwordHash: string; fullName: string; referralSource: string | null }
  | null {
  const own = findSignUpByTicket(user, signupTicket);
  if (own) {
    return {
      passwordHash: own.passwordHash,
      fullName: own.fullName,
      referralSource: own.referralSource,
    };
  }
  return input.password ? { password: input.password } : null;
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
): Promise<VerifyEmailResult> {
  const email = normalizeEmail(input.email);
  await ctx.limits.consume('codeCheckPerIp', request.ip);
  await ctx.limits.consume('codeCheckPerPair', pairKey(email, request.ip));
  const user = await findUserByEmail(ctx.db, email);
  if (user?.emailVerifiedAt) throw new AppError('bad_request', ALREADY_VERIFIED);
  const guess = { email, purpose: 'verify', code: input.code, key: input.key } as const;
  const codeId = await checkEmailCode(ctx, guess, request);
  if (!user) throw new AppError('bad_request', VERIFICATION_FAILED_MESSAGE);
  const chosen = chooseCredentials(user, input, signupTicket);
  if (!chosen) return { status: 'needs_password' };
  if ('password' in chosen && (await isBreachedPassword(chosen.password))) {
    throw new AppError('bad_request', PASSWORD_BREACHED, { detail: 'form_password_pwned' });
  }
  const credentials =
    'password' in chosen
      ? {
          passwordHash: await ctx.passwords.hash(chosen.password),
          fullName: input.name ?? 'User',
          referralSource: null,
        }
      : chosen;
  await spendEmailCode(ctx, { email, purpose: 'verify', codeId });
  const verified = await ctx.db
    .update(users)
    .set({
      ...credentials,
      emailVerifiedAt: new Date(),
      pendingSignUps: [],
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  if (verified.length === 0) throw new AppError('bad_request', ALREADY_VERIFIED);
  try {
    await ctx.db
      .insert(betaUsers)
      .values({ userId: user.id, email, referralSource: credentials.referralSource })
      .onConflictDoUpdate({
        target: betaUsers.userId,
        set: { email, referralSource: credentials.referralSource },
      });
  } catch (error) {
    // Spec 8: a failed referral update is only logged.
    ctx.logger.warn({ err: error, userId: user.id }, 'could not save the referral source');
  }
  await ctx.limits.reset('codeCheckPerPair', pairKey(email, request.ip));
  await forgetPasswordFailures(ctx.limits, { account: email, ip: request.ip });
  await noteSignInBrowser(ctx, user, request.browserId, request.userAgent, { isFirst: true });
  const { token } = await ctx.sessions.create({
    kind: 'user',
    userId: user.id,
    userAgent: request.userAgent,
  });
  return { status: 'complete', token, userId: user.id };
}
