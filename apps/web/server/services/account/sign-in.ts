import type { SignInRequest } from '@citable/schemas';
import { and, eq } from 'drizzle-orm';
import {
  getDummyPasswordHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../auth/passwords.ts';
import { guardPasswordCheck } from '../../auth/rate-limits.ts';
import type { UserRow } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailDelivery } from '../../mail/mailer.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import { issueEmailCode } from './email-codes.ts';
import { findUserByEmail, normalizeEmail } from './find-user.ts';
import { claimSignUpByPassword } from './pending-sign-ups.ts';
import { noteSignInBrowser } from './sign-in-browsers.ts';

export const INVALID_CREDENTIALS = 'Incorrect email or password.';

export type SignInResult =
  | { status: 'complete'; token: string; userId: string }
  | { status: 'needs_verification'; email: string; signupTicket: string; mail: MailDelivery };

/**
 * Spec 4 "Login": a session only when the status is complete. An account whose address was
 * never verified has no password of its own: the password must be one of its pending
 * sign-ups, and this browser then gets that sign-up's ticket and a fresh code, which (like
 * any code) carries no credentials (issue 8, finding 1). Wrong passwords are limited per
 * account and client address (rate-limits.ts).
 */
export async function signIn(
  ctx: ServiceContext,
  input: SignInRequest,
  request: RequestInfo,
  browserId?: string,
): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  await ctx.limits.consume('signInPerIp', request.ip);
  const user = await findUserByEmail(ctx.db, email);
  const caller = { account: email, ip: request.ip };
  if (user && !user.emailVerifiedAt) {
    const outcome: { claim: { ticket: string } | null } = { claim: null };
    await guardPasswordCheck(ctx.limits, caller, async () => {
      outcome.claim = await claimSignUpByPassword(ctx.db, user, input.password);
      return outcome.claim !== null;
    });
    const { claim } = outcome;
    if (!claim) throw new AppError('unauthenticated', INVALID_CREDENTIALS);
    await ctx.limits.consume('codeSendPerIp', request.ip);
    const mail = await issueEmailCode(
      ctx,
      { email, purpose: 'verify', isKnownBrowser: true },
      request,
    );
    return { status: 'needs_verification', email, signupTicket: claim.ticket, mail };
  }
  // An unknown address costs the same work and counts the same, so answers do not tell
  // which addresses have an account.
  const isValid = await guardPasswordCheck(ctx.limits, caller, async () =>
    verifyPassword(
      input.password,
      user?.passwordHash ?? (await getDummyPasswordHash(ctx.passwordParams)),
    ),
  );
  if (!user || !isValid) throw new AppError('unauthenticated', INVALID_CREDENTIALS);
  await upgradePasswordHash(ctx, user, input.password);
  await noteSignInBrowser(ctx, user, browserId, request.userAgent);
  const { token } = await ctx.sessions.create({
    kind: 'user',
    userId: user.id,
    userAgent: request.userAgent,
  });
  return { status: 'complete', token, userId: user.id };
}

/** A hash made at an older cost is replaced now that the password is known to be right. */
async function upgradePasswordHash(ctx: ServiceContext, user: UserRow, password: string) {
  if (!needsRehash(user.passwordHash, ctx.passwordParams)) return;
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(password, ctx.passwordParams) })
    // Only over the hash that was checked: a password changed meanwhile is not undone.
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}
