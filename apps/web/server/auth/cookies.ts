import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_COOKIE, SESSION_LIFETIME_MS, TESTER_SESSION_LIFETIME_MS } from './sessions.ts';

export const TESTER_COOKIE = 'citable_tester';
/** Names the sign-up this browser made, so that only it can apply that sign-up's password. */
export const SIGNUP_TICKET_COOKIE = 'citable_signup';
const SIGNUP_TICKET_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** HttpOnly, SameSite=Lax, and Secure whenever the public origin is https. */
function cookieOptions(appUrl: string, maxAgeMs: number) {
  return {
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: appUrl.startsWith('https://'),
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

export function readSessionTokens(c: Context): { session?: string; tester?: string } {
  return { session: getCookie(c, SESSION_COOKIE), tester: getCookie(c, TESTER_COOKIE) };
}

export function setSessionCookie(c: Context, appUrl: string, token: string): void {
  setCookie(c, SESSION_COOKIE, token, cookieOptions(appUrl, SESSION_LIFETIME_MS));
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

export function setTesterCookie(c: Context, appUrl: string, token: string): void {
  setCookie(c, TESTER_COOKIE, token, cookieOptions(appUrl, TESTER_SESSION_LIFETIME_MS));
}

export function clearTesterCookie(c: Context): void {
  deleteCookie(c, TESTER_COOKIE, { path: '/' });
}

export function readSignupTicket(c: Context): string | undefined {
  return getCookie(c, SIGNUP_TICKET_COOKIE);
}

export function setSignupTicketCookie(c: Context, appUrl: string, ticket: string): void {
  setCookie(c, SIGNUP_TICKET_COOKIE, ticket, cookieOptions(appUrl, SIGNUP_TICKET_LIFETIME_MS));
}

export function clearSignupTicketCookie(c: Context): void {
  deleteCookie(c, SIGNUP_TICKET_COOKIE, { path: '/' });
}
