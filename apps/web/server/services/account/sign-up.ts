import type { SignUpRequest } from '@citable/schemas';
import { isBreachedPassword } from '../../auth/breached-passwords.ts';
import { UNUSABLE_PASSWORD_HASH } from '../../auth/passwords.ts';
import { createRandomToken, createUserId, sha256 } from '../../auth/tokens.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import type { MailDelivery } from '../../mail/mailer.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import { issueEmailCode } from './email-codes.ts';
import { findUserByEmail, normalizeEmail } from './find-user.ts';
import { addPendingSignUp, pendingSignUpSalt } from './pending-sign-ups.ts';

export const EMAIL_ALREADY_REGISTERED =
  'This email is already registered. Please try logging in instead.';
export const PASSWORD_BREACHED =
  'This password has been exposed in a data breach. Please choose a different one.';

/**
 * Spec 4 "Sign-up" steps 1-2: records the sign-up and e-mails a code (in the background when
 * the mail server is slow: `mail` says whether it went out, email-codes.ts).
 *
 * Until its address is verified an account belongs to nobody (issue 8, finding 1): every
 * sign-up for it, the first included, waits in the account's pending sign-ups with the hash
 * of a ticket that only its browser holds (a cookie), and the account has no usable password.
 * The code proves the mailbox; the ticket of the browser that enters it decides which
 * sign-up's password and name the account gets (verify-email.ts).
 */
export async function signUp(
  ctx: ServiceContext,
  input: SignUpRequest,
  request: RequestInfo,
): Promise<{ email: string; signupTicket: string; mail: MailDelivery }> {
  const email = normalizeEmail(input.email);
  // A place in the password queue first: a full queue answers 429 before any limit is spent.
  const { existing, passwordHash } = await ctx.passwords.admit(async (check) => {
    await ctx.limits.consume('signUpPerIp', request.ip);
    const found = await findUserByEmail(ctx.db, email);
    if (found?.emailVerifiedAt) {
      throw new AppError('conflict', EMAIL_ALREADY_REGISTERED, {
        detail: 'form_identifier_exists',
      });
    }
    if (await isBreachedPassword(input.password)) {
      throw new AppError('bad_request', PASSWORD_BREACHED, { detail: 'form_password_pwned' });
    }
    await ctx.limits.consume('codeSendPerIp', request.ip);
    const salt = pendingSignUpSalt(ctx.authSecret, email);
    return { existing: found, passwordHash: await check.hash(input.password, { salt }) };
  });
  const signupTicket = createRandomToken();
  const pending = {
    ticketHash: sha256(signupTicket),
    passwordHash,
    fullName: input.name,
    referralSource: input.referralSource ?? null,
    createdAt: new Date().toISOString(),
  };
  let isRecorded = false;
  if (!existing) {
    const created = await ctx.db
      .insert(users)
      .values({
        id: createUserId(),
        email,
        fullName: input.name,
        passwordHash: UNUSABLE_PASSWORD_HASH,
        pendingSignUps: [pending],
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    isRecorded = created.length > 0;
  }
  if (!isRecorded) {
    // Someone signed up for this address before (or at the same moment): join the queue.
    const account = existing ?? (await findUserByEmail(ctx.db, email));
    if (!account || !(await addPendingSignUp(ctx.db, account.id, pending))) {
      throw new AppError('conflict', EMAIL_ALREADY_REGISTERED, {
        detail: 'form_identifier_exists',
      });
    }
  }
  // This browser holds the new sign-up's ticket: the account's code limit never refuses it.
  const mail = await issueEmailCode(
    ctx,
    { email, purpose: 'verify', isKnownBrowser: true },
    request,
  );
  return { email, signupTicket, mail };
}
