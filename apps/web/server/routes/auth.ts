import {
  type CodeSentResponse,
  type CompleteResponse,
  EmailOnlyRequest,
  ResetPasswordRequest,
  type SignedOutResponse,
  SignInRequest,
  type SignInResponse,
  SignUpRequest,
  type SignUpResponse,
  VerifyEmailRequest,
  type VerifyEmailResponse,
  type Viewer,
} from '@citable/schemas';
import { Hono } from 'hono';
import {
  clearSessionCookie,
  clearSignupTicketCookie,
  ensureBrowserId,
  readSessionTokens,
  readSignupTicket,
  setSessionCookie,
  setSignupTicketCookie,
} from '../auth/cookies.ts';
import { createRandomToken } from '../auth/tokens.ts';
import { jsonBody } from '../http/parse-json.ts';
import type { AppEnv } from '../http/request-context.ts';
import { resendVerificationCode } from '../services/account/resend-code.ts';
import { requestPasswordReset, resetPassword } from '../services/account/reset-password.ts';
import { signIn } from '../services/account/sign-in.ts';
import { signUp } from '../services/account/sign-up.ts';
import { verifyEmail } from '../services/account/verify-email.ts';
import type { RequestInfo, ServiceContext } from '../services/context.ts';

type HonoContext = Parameters<typeof ensureBrowserId>[0];

/**
 * Who is asking, sessions, and the sign-up and sign-in steps with their cookies: shared by the
 * JSON API below and the server-handled /auth forms (auth-forms.ts, for pages without script).
 */
export function accountEntry(ctx: ServiceContext) {
  const appUrl = () => ctx.env.APP_URL;
  const browserId = (c: HonoContext) => ensureBrowserId(c, appUrl(), () => createRandomToken(18));
  /** Who is asking: the client address, and the browser that codes are bound to. */
  const info = (c: HonoContext): RequestInfo => ({
    ip: c.get('clientIp') as string,
    userAgent: c.req.header('user-agent'),
    browserId: browserId(c),
  });
  /** A new session id at every sign-in: any earlier session of this browser is ended. */
  const startSession = async (c: HonoContext, token: string) => {
    const previous = readSessionTokens(c, appUrl()).session;
    if (previous) await ctx.sessions.revoke(previous);
    setSessionCookie(c, appUrl(), token);
  };
  const signUpWithCookies = async (
    c: HonoContext,
    input: SignUpRequest,
  ): Promise<SignUpResponse> => {
    const result = await signUp(ctx, input, info(c));
    setSignupTicketCookie(c, appUrl(), result.signupTicket);
    return { status: 'needs_verification', email: result.email, mail: result.mail };
  };
  const signInWithCookies = async (
    c: HonoContext,
    input: SignInRequest,
  ): Promise<SignInResponse> => {
    const request = info(c);
    const result = await signIn(ctx, input, request, request.browserId);
    if (result.status === 'needs_verification') {
      setSignupTicketCookie(c, appUrl(), result.signupTicket);
      return { status: result.status, email: result.email, mail: result.mail };
    }
    await startSession(c, result.token);
    return { status: 'complete' };
  };
  return { appUrl, info, startSession, signUp: signUpWithCookies, signIn: signInWithCookies };
}

/** /api/auth: sign-up, codes, sign-in, password reset, the current session, sign-out. */
export function authRoutes(ctx: ServiceContext): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/session', (c) => {
    const { user, isAdmin, isTester, isProfileSynced } = c.get('viewer');
    c.header('Cache-Control', 'no-store');
    return c.json({ user, isAdmin, isTester, isProfileSynced } satisfies Viewer);
  });

  const { appUrl, info, startSession, ...entry } = accountEntry(ctx);

  routes.post('/sign-up', jsonBody(SignUpRequest), async (c) =>
    c.json((await entry.signUp(c, c.req.valid('json'))) satisfies SignUpResponse),
  );

  routes.post('/verify', jsonBody(VerifyEmailRequest), async (c) => {
    const input = c.req.valid('json');
    const result = await verifyEmail(ctx, input, info(c), readSignupTicket(c, appUrl()));
    if (result.status === 'needs_password')
      return c.json({ status: result.status } satisfies VerifyEmailResponse);
    clearSignupTicketCookie(c, appUrl());
    await startSession(c, result.token);
    return c.json({ status: result.status } satisfies VerifyEmailResponse);
  });

  routes.post('/resend-code', jsonBody(EmailOnlyRequest), async (c) => {
    const input = c.req.valid('json');
    const mail = await resendVerificationCode(ctx, input, info(c), readSignupTicket(c, appUrl()));
    return c.json({ status: 'sent', mail } satisfies CodeSentResponse);
  });

  routes.post('/sign-in', jsonBody(SignInRequest), async (c) =>
    c.json((await entry.signIn(c, c.req.valid('json'))) satisfies SignInResponse),
  );

  routes.post('/forgot-password', jsonBody(EmailOnlyRequest), async (c) => {
    const input = c.req.valid('json');
    const mail = await requestPasswordReset(ctx, input, info(c));
    return c.json({ status: 'sent', mail } satisfies CodeSentResponse);
  });

  routes.post('/reset-password', jsonBody(ResetPasswordRequest), async (c) => {
    const input = c.req.valid('json');
    const result = await resetPassword(ctx, input, info(c));
    await startSession(c, result.token);
    return c.json({ status: 'complete' } satisfies CompleteResponse);
  });

  routes.post('/sign-out', async (c) => {
    const token = readSessionTokens(c, appUrl()).session;
    if (token) await ctx.sessions.revoke(token);
    clearSessionCookie(c, appUrl());
    return c.json({ status: 'signed_out' } satisfies SignedOutResponse);
  });

  return routes;
}
