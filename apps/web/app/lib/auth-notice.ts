import {
  AUTH_NOTICE_COOKIE,
  AUTH_NOTICE_MAX_AGE_SECONDS,
  type AuthNotice,
  isAuthNotice,
} from '@citable/site/content/auth-notices.ts';

/*
 * The notice a sign-up or login form leaves for the page it leads to (issue 35: /auth is
 * plain HTML with a small script, so that page is a new document). The cookie is shared with
 * the server, which sets the same one when it handled a form itself.
 */

const secure = () => (window.location.protocol === 'https:' ? '; Secure' : '');

export function leaveAuthNotice(notice: AuthNotice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: written at once, before the page is left; the Cookie Store API is asynchronous and missing in older browsers
  document.cookie = `${AUTH_NOTICE_COOKIE}=${notice}; Max-Age=${AUTH_NOTICE_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure()}`;
}

/** The notice left for this page, if any; it is cleared, so it shows once. */
export function takeAuthNotice(): AuthNotice | null {
  const prefix = `${AUTH_NOTICE_COOKIE}=`;
  const value = document.cookie
    .split('; ')
    .find((cookie) => cookie.startsWith(prefix))
    ?.slice(prefix.length);
  if (value === undefined) return null;
  // biome-ignore lint/suspicious/noDocumentCookie: as above
  document.cookie = `${AUTH_NOTICE_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure()}`;
  return isAuthNotice(value) ? value : null;
}
