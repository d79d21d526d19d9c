import { type EndedResponse, type GrantedResponse, TestingAccessRequest } from '@citable/schemas';
import { Hono } from 'hono';
import { clearTesterCookie, readSessionTokens, setTesterCookie } from '../auth/cookies.ts';
import { jsonBody } from '../http/parse-json.ts';
import type { AppEnv } from '../http/request-context.ts';
import type { ServiceContext } from '../services/context.ts';
import { openTesterSession } from '../services/testing/open-tester-session.ts';

/** /api/testing: open a tester session from a link's secret, or end it (the banner's close). */
export function testingRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post('/', jsonBody(TestingAccessRequest), async (c) => {
    const { secret } = c.req.valid('json');
    const { token } = await openTesterSession(ctx, secret, {
      ip: c.get('clientIp'),
      userAgent: c.req.header('user-agent'),
    });
    setTesterCookie(c, ctx.env.APP_URL, token);
    return c.json({ status: 'granted' } satisfies GrantedResponse);
  });

  routes.delete('/', async (c) => {
    const token = readSessionTokens(c, ctx.env.APP_URL).tester;
    if (token) await ctx.sessions.revoke(token);
    clearTesterCookie(c, ctx.env.APP_URL);
    return c.json({ status: 'ended' } satisfies EndedResponse);
  });

  return routes;
}
