import { SignInRequest, SignUpRequest } from '@citable/schemas';
import {
  AUTH_NOTICE_COOKIE,
  AUTH_NOTICE_MAX_AGE_SECONDS,
  type AuthNotice,
} from '@citable/site/content/auth-notices.ts';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../http/request-context.ts';
import { AppError } from '../lib/app-error.ts';
import { isRedisOutage, redisUnavailable } from '../lib/redis.ts';
import type { ServiceContext } from '../services/context.ts';
import { accountEntry } from './auth.ts';

/*
 * POST /auth: the sign-up and login forms of /auth as plain HTML forms (issue 35). The page
 * ships no React; its small script sends the forms to /api/auth like every other screen, and
 * this handles them when that script has not run (JavaScript off, blocked, or not yet loaded):
 * the same schemas, services, cookies and spec messages (sections 5 and 8). A success leaves
 * with a 303 to where the script would go; a refusal shows /auth again with the messages.
 */

export type AuthFormTab = 'signup' | 'login';

/** What /auth shows after a form this handler refused. */
export interface AuthFormState {
  tab: AuthFormTab;
  /** The fields as sent, passwords left out, to fill the form in again. */
  values: Record<string, string>;
  /** The spec's message per field, and `form` for the form as a whole. */
  errors: Record<string, string>;
}

/** Shows /auth with this state, answering with this status. */
export type RenderAuthPage = (
  c: Context<AppEnv>,
  state: AuthFormState,
  status: number,
) => Promise<Response>;

/** Spec 8: a refusal without a message of its own, and a failure that is not a refusal. */
const UNNAMED_REFUSAL = { signup: 'Failed to create account.', login: 'Login failed.' } as const;
const UNEXPECTED = {
  signup: 'An unexpected error occurred. Please try again.',
  login: 'Login failed.',
} as const;

const verifyPath = (email: string, mail: string | undefined) =>
  `/verify?email=${encodeURIComponent(email)}${mail === 'delayed' ? '&mail=delayed' : ''}`;

export function authFormHandler(ctx: ServiceContext, render: RenderAuthPage) {
  const entry = accountEntry(ctx);
  const notify = (c: Context<AppEnv>, notice: AuthNotice) =>
    // Read by the next page's script, so not HttpOnly; it names a notice, it grants nothing.
    setCookie(c, AUTH_NOTICE_COOKIE, notice, {
      path: '/',
      sameSite: 'Lax',
      secure: ctx.env.APP_URL.startsWith('https://'),
      maxAge: AUTH_NOTICE_MAX_AGE_SECONDS,
    });

  return async (c: Context<AppEnv>) => {
    const body = await c.req.parseBody();
    // A repeated field or a file where text belongs counts as empty.
    const field = (name: string) => {
      const value = body[name];
      return typeof value === 'string' ? value : '';
    };

    // Spec 2: "Forgot password" goes to /verify, with the address typed so far.
    if (field('forgot')) {
      const email = field('email').trim().slice(0, 254);
      return c.redirect(
        `/verify?reset=1${email ? `&email=${encodeURIComponent(email)}` : ''}`,
        303,
      );
    }

    const tab: AuthFormTab = field('intent') === 'login' ? 'login' : 'signup';
    const values: Record<string, string> =
      tab === 'signup'
        ? { name: field('name'), email: field('email'), referralSource: field('referralSource') }
        : { email: field('email') };
    const parsed =
      tab === 'signup'
        ? SignUpRequest.safeParse({ ...values, password: field('password') })
        : SignInRequest.safeParse({ ...values, password: field('password') });
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        errors[key] ??= issue.message;
      }
      return render(c, { tab, values, errors }, 400);
    }

    try {
      if (tab === 'signup') {
        const result = await entry.signUp(c, parsed.data as SignUpRequest);
        notify(c, result.mail === 'delayed' ? 'signed-up-mail-delayed' : 'signed-up');
        return c.redirect(verifyPath(result.email, result.mail), 303);
      }
      const result = await entry.signIn(c, parsed.data as SignInRequest);
      if (result.status === 'needs_verification') {
        notify(
          c,
          result.mail === 'delayed' ? 'needs-verification-mail-delayed' : 'needs-verification',
        );
        return c.redirect(verifyPath(result.email, result.mail), 303);
      }
      notify(c, 'logged-in');
      return c.redirect('/analyzer', 303);
    } catch (caught) {
      const error = isRedisOutage(caught) ? redisUnavailable(caught) : caught;
      if (!(error instanceof AppError)) {
        c.get('logger')?.error({ err: error }, 'auth form failed');
        return render(c, { tab, values, errors: { form: UNEXPECTED[tab] } }, 500);
      }
      if (error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
      const status = error.status;
      return render(
        c,
        { tab, values, errors: { form: error.message || UNNAMED_REFUSAL[tab] } },
        status,
      );
    }
  };
}
