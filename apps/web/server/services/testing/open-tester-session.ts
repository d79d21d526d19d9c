import { safeEqual } from '../../auth/tokens.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';

export const INVALID_TESTING_LINK =
  'Invalid testing credentials. Please check your link and try again.';

/**
 * DESIGN.md 3.4: /testing/{secret} is checked here, in constant time, against TESTING_SECRET.
 * Unset, every link is denied. A valid link opens a server-side tester session.
 */
export async function openTesterSession(
  ctx: ServiceContext,
  secret: string,
  request: RequestInfo,
): Promise<{ token: string }> {
  await ctx.limits.consume('testingPerIp', request.ip);
  const expected = ctx.env.TESTING_SECRET;
  if (!expected || !safeEqual(secret, expected)) {
    ctx.logger.warn({ ip: request.ip }, 'invalid testing link');
    throw new AppError('forbidden', INVALID_TESTING_LINK);
  }
  const { token } = await ctx.sessions.create({ kind: 'tester', userAgent: request.userAgent });
  return { token };
}
