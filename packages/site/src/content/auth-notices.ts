/**
 * /auth renders as plain HTML forms with a small script (issue 35), so a sign-up or login
 * ends with a full page load of /verify or /analyzer, where the spec's toast for it must show
 * (spec 8: "Please check your email for the verification code.", "Successfully logged in!").
 * The form's outcome travels in a short-lived cookie of this name, which the next page reads
 * and clears: set by the page's script, or by the server when it handled the form itself.
 * Only these names are ever shown; the wording lives with the screens.
 */
export const AUTH_NOTICE_COOKIE = 'citable_notice';
/** Long enough for the next page to load on a slow line; a stale notice is never wanted. */
export const AUTH_NOTICE_MAX_AGE_SECONDS = 60;

export const AUTH_NOTICES = [
  'signed-up',
  'signed-up-mail-delayed',
  'logged-in',
  'needs-verification',
  'needs-verification-mail-delayed',
] as const;
export type AuthNotice = (typeof AUTH_NOTICES)[number];

export function isAuthNotice(value: string): value is AuthNotice {
  return (AUTH_NOTICES as readonly string[]).includes(value);
}
