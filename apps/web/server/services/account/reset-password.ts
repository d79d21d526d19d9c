import type { EmailOnlyRequest, ResetPasswordRequest } from '@citable/schemas';
import { VERIFICATION_FAILED_MESSAGE } from '@citable/schemas';
import { eq } from 'drizzle-orm';
import { isBreachedPassword } from '../../auth/breached-passwords.ts';
import { forgetPasswordFailures, pairKey } from '../../auth/rate-limits.ts';
import { sha256 } from '../../auth/tokens.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailDelivery } from '../../mail/mailer.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import {
  consumeEmailCode,
  findAccountToMail,
  issueEmailCode,
  spendUnsentCode,
} from './email-codes.ts';
import { findUserByEmail, normalizeEmail } from './find-user.ts';
import { sendAccountNotice } from './send-account-notice.ts';
import { noteSignInBrowser } from './sign-in-browsers.ts';
import { PASSWORD_BREACHED } from './sign-up.ts';

/**
 * "Forgot password": e-mails a reset code when the account exists, bound to the browser that
 * asks (email-codes.ts). The answer is the same either way, so the form does not reveal who
 * has an account. The budgets are per account and client address (issue 31): strangers
 * elsewhere cannot use up the owner's, and a browser the account signed in from before is not
 * refused even when a distributed attack used up the account's.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  input: EmailOnlyRequest,
  request: RequestInfo,
): Promise<MailDelivery> {
  const { email, user } = await findAccountToMail(ctx, input, request);
  if (!user) {
    // Spends the same points all the same, so the limits do not tell either.
    await spendUnsentCode(ctx, email, request);
    ctx.logger.info('password reset asked for an address with no account');
    // Nor does a slow mail server: the answer is the one a mailed code would get.
    return ctx.mailer.pretendSend();
  }
  const isKnownBrowser =
    request.browserId !== undefined && user.knownBrowsers.includes(sha256(request.browserId));
  return issueEmailCode(ctx, { email, purpose: 'reset', isKnownBrowser }, request);
}

/**
 * Sets a new password with a reset code, ends every other session of the account, and signs
 * this browser in. The code proves the address, so an unverified account becomes verified
 * with the password typed here, and its pending sign-ups are dropped. This is also the
 * owner's way in while password sign-in is paused for their account (rate-limits.ts): it
 * never checks a password, so no wrong password typed by a stranger can stop it.
 */
export async function resetPassword(
  ctx: ServiceContext,
  input: ResetPasswordRequest,
  request: RequestInfo,
): Promise<{ token: string; userId: string }> {
  const email = normalizeEmail(input.email);
  await ctx.limits.consume('codeCheckPerIp', request.ip);
  await ctx.limits.consume('codeCheckPerPair', pairKey(email, request.ip));
  const user = await findUserByEmail(ctx.db, email);
  if (await isBreachedPassword(input.password)) {
    throw new AppError('bad_request', PASSWORD_BREACHED, { detail: 'form_password_pwned' });
  }
  await consumeEmailCode(
    ctx,
    { email, purpose: 'reset', code: input.code, key: input.key },
    request,
  );
  if (!user) throw new AppError('bad_request', VERIFICATION_FAILED_MESSAGE);
  await ctx.db
    .update(users)
    .set({
      passwordHash: await ctx.passwords.hash(input.password),
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
      pendingSignUps: [],
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  await ctx.sessions.revokeAllForUser(user.id);
  await forgetPasswordFailures(ctx.limits, { account: email, ip: request.ip });
  await ctx.limits.reset('codeCheckPerPair', pairKey(email, request.ip));
  if (user.emailVerifiedAt) await sendAccountNotice(ctx, user, { kind: 'password-changed' });
  await noteSignInBrowser(ctx, user, request.browserId, request.userAgent, { isFirst: true });
  const { token } = await ctx.sessions.create({
    kind: 'user',
    userId: user.id,
    userAgent: request.userAgent,
  });
  return { token, userId: user.id };
}
