import { eq } from 'drizzle-orm';
import { describeDevice } from '../../auth/describe-device.ts';
import { sha256 } from '../../auth/tokens.ts';
import type { UserRow } from '../../db/rows.ts';
import { users } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { sendAccountNotice } from './send-account-notice.ts';

/** Browsers remembered per account; the oldest are forgotten first. */
const MAX_KNOWN_BROWSERS = 20;

/**
 * Remembers the browser (a long-lived random id in a cookie) an account signs in from, and
 * mails the owner when it is one the account never used. The first browser of an account is
 * the one that verified it, so it brings no mail.
 */
export async function noteSignInBrowser(
  ctx: ServiceContext,
  user: UserRow,
  browserId: string | undefined,
  userAgent: string | undefined,
  options: { isFirst?: boolean } = {},
): Promise<void> {
  if (!browserId) return;
  const browserHash = sha256(browserId);
  if (user.knownBrowsers.includes(browserHash)) return;
  const knownBrowsers = [...user.knownBrowsers, browserHash].slice(-MAX_KNOWN_BROWSERS);
  await ctx.db.update(users).set({ knownBrowsers }).where(eq(users.id, user.id));
  if (options.isFirst || user.knownBrowsers.length === 0) return;
  await sendAccountNotice(ctx, user, { kind: 'new-browser', device: describeDevice(userAgent) });
}
