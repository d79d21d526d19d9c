import { type EmailOnlyRequest, VERIFICATION_MESSAGES } from '@citable/schemas';
import { AppError } from '../../lib/app-error.ts';
import type { MailDelivery } from '../../mail/mailer.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import { findAccountToMail, issueEmailCode } from './email-codes.ts';

export const RESEND_FAILED = VERIFICATION_MESSAGES.resendFailed;

/**
 * Spec 7 "Prepare e-mail verification", used for resend: only for an unverified account. A
 * new code changes nothing about whose password the account gets (see email-codes.ts).
 */
export async function resendVerificationCode(
  ctx: ServiceContext,
  input: EmailOnlyRequest,
  request: RequestInfo,
): Promise<MailDelivery> {
  const { email, user } = await findAccountToMail(ctx, input, request);
  if (!user || user.emailVerifiedAt) throw new AppError('bad_request', RESEND_FAILED);
  return issueEmailCode(ctx, { email, purpose: 'verify' });
}
