import type { SignInRequest } from '@citable/schemas';
import { and, eq } from 'drizzle-orm';
import { needsRehash } from '../../auth/passwords.ts';
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
 *
 * Every attempt costs the same: one place in the password queue, taken before any limit is
 * spent (a full queue answers 429 at once and costs the caller nothing), and at most one
 * scrypt derivation, whether the address has an account, pending sign-ups (they share a
 * salt) or nothing at all (the equaliser in passwords.ts waits as long as a derivation).
 */
export async function signIn(
  ctx: ServiceContext,
  input: SignInRequest,
  request: RequestInfo,
  browserId?: string,
): Promise<SignInResult> {
  const email = normalizeEmail(input.email);
  const caller = { account: email, ip: request.ip };
  const outcome = await ctx.passwords.admit(async (check) => {
    await ctx.limits.consume('signInPerIp', request.ip);
    const user = await findUserByEmail(ctx.db, email);
    if (user && !user.emailVerifiedAt) {
      const found: { claim: { ticket: string } | null } = { claim: null };
      await guardPasswordCheck(ctx.limits, caller, async () => {
        found.claim = await claimSignUpByPassword(ctx.db, check, user, input.password);
        return found.claim !== null;
      });
      return { kind: 'unverified' as const, claim: found.claim };
    }
    const isValid = await guardPasswordCheck(
      ctx.limits,
      caller,
      async () => (await check.findMatch(input.password, user ? [user.passwordHash] : [])) === 0,
    );
    return { kind: 'verified' as const, user: isValid ? user : undefined };
  });
  if (outcome.kind === 'unverified') {
    if (!outcome.claim) throw new AppError('unauthenticated', INVALID_CREDENTIALS);
    await ctx.limits.consume('codeSendPerIp', request.ip);
    const mail = await issueEmailCode(
      ctx,
      { email, purpose: 'verify', isKnownBrowser: true },
      request,
    );
    return { status: 'needs_verification', email, signupTicket: outcome.claim.ticket, mail };
  }
  const { user } = outcome;
  if (!user) throw new AppError('unauthenticated', INVALID_CREDENTIALS);
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
  if (!needsRehash(user.passwordHash, ctx.passwords.params)) return;
  await ctx.db
    .update(users)
    .set({ passwordHash: await ctx.passwords.hash(password) })
    // Only over the hash that was checked: a password changed meanwhile is not undone.
    .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)));
}
