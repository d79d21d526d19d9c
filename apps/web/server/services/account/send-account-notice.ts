import type { UserRow } from '../../db/rows.ts';
import { type AccountNotice, buildAccountNoticeEmail } from '../../mail/account-notice-email.ts';
import type { ServiceContext } from '../context.ts';

/**
 * Mails the owner about a change to their account. A mail that cannot be sent is logged and
 * never undoes the change it reports.
 */
export async function sendAccountNotice(
  ctx: ServiceContext,
  user: Pick<UserRow, 'id' | 'email' | 'fullName'>,
  notice: AccountNotice,
): Promise<void> {
  try {
    await ctx.mailer.send({
      to: user.email,
      ...buildAccountNoticeEmail({
        notice,
        name: user.fullName,
        at: new Date(),
        settingsUrl: `${ctx.env.APP_URL}/settings`,
        forgotUrl: `${ctx.env.APP_URL}/verify?${new URLSearchParams({ reset: '1', email: user.email })}`,
      }),
    });
  } catch (error) {
    ctx.logger.warn({ err: error, userId: user.id }, 'could not send an account notice');
  }
}
