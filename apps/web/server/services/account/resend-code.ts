import type { EmailOnlyRequest } from '@citable/schemas';
import type { MailDelivery } from '../../mail/mailer.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import { findAccountToMail, issueEmailCode, spendUnsentCode } from './email-codes.ts';
import { findSignUpByTicket } from './pending-sign-ups.ts';

/**
 * Spec 7 "Prepare e-mail verification", used for resend: a code goes out only for an account
 * still waiting for verification. The answer (and the limits spent) is the same for any
 * address, so it does not tell which addresses have a pending sign-up (issue 31). A new code
 * changes nothing about whose password the account gets (see email-codes.ts).
 */
export async function resendVerificationCode(
  ctx: ServiceContext,
  input: EmailOnlyRequest,
  request: RequestInfo,
  signupTicket?: string,
): Promise<MailDelivery> {
  const { email, user } = await findAccountToMail(ctx, input, request);
  if (!user || user.emailVerifiedAt) {
    await spendUnsentCode(ctx, email, request);
    ctx.logger.info('verification code asked for an address with nothing to verify');
    // Nor does a slow mail server tell: the answer is the one a mailed code would get.
    return ctx.mailer.pretendSend();
  }
  const isKnownBrowser = findSignUpByTicket(user, signupTicket) !== undefined;
  return issueEmailCode(ctx, { email, purpose: 'verify', isKnownBrowser }, request);
}
