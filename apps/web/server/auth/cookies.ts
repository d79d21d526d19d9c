import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SESSION_LIFETIME_MS, TESTER_SESSION_LIFETIME_MS } from './sessions.ts';

export const SESSION_COOKIE = 'citable_session';
export const TESTER_COOKIE = 'citable_tester';
/** Names the sign-up this browser made, so that only it can apply that sign-up's password. */
export const SIGNUP_TICKET_COOKIE = 'citable_signup';
/** A random id per browser, to tell the owner about a sign-in from a browser never seen. */
export const BROWSER_COOKIE = 'citable_browser';
const SIGNUP_TICKET_LIFETIME_MS = 24 * 60 * 60 * 1000;
const BROWSER_LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;

const isHttps = (appUrl: string) => appUrl.startsWith('https://');

/**
 * Over https every cookie is Secure and carries the __Host- prefix: the browser then accepts it
 * only from this exact host over https, with Path=/ and no Domain, so a sibling subdomain or a
 * plain-http page cannot plant or overwrite a session (issue 8, finding 10). Only the prefixed
 * name is read then. Over plain http (local use) the prefix is impossible, so names are bare.
 */
function cookieName(appUrl: string, name: string): string {
  return isHttps(appUrl) ? `__Host-${name}` : name;
}

function cookieOptions(appUrl: string, maxAgeMs: number) {
  return {
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: isHttps(appUrl),
    path: '/',
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}

function read(c: Context, appUrl: string, name: string): string | undefined {
  return getCookie(c, cookieName(appUrl, name));
}

function write(c: Context, appUrl: string, name: string, value: string, maxAgeMs: number): void {
  setCookie(c, cookieName(appUrl, name), value, cookieOptions(appUrl, maxAgeMs));
}

function clear(c: Context, appUrl: string, name: string): void {
  deleteCookie(c, cookieName(appUrl, name), { path: '/', secure: isHttps(appUrl) });
}

export function readSessionTokens(
  c: Context,
  appUrl: string,
): { session?: string; tester?: string } {
  return { session: read(c, appUrl, SESSION_COOKIE), tester: read(c, appUrl, TESTER_COOKIE) };
}

export function setSessionCookie(c: Context, appUrl: string, token: string): void {
  write(c, appUrl, SESSION_COOKIE, token, SESSION_LIFETIME_MS);
}

export function clearSessionCookie(c: Context, appUrl: string): void {
  clear(c, appUrl, SESSION_COOKIE);
}

export function setTesterCookie(c: Context, appUrl: string, token: string): void {
  write(c, appUrl, TESTER_COOKIE, token, TESTER_SESSION_LIFETIME_MS);
}

export function clearTesterCookie(c: Context, appUrl: string): void {
  clear(c, appUrl, TESTER_COOKIE);
}

export function readSignupTicket(c: Context, appUrl: string): string | undefined {
  return read(c, appUrl, SIGNUP_TICKET_COOKIE);
}

export function setSignupTicketCookie(c: Context, appUrl: string, ticket: string): void {
  write(c, appUrl, SIGNUP_TICKET_COOKIE, ticket, SIGNUP_TICKET_LIFETIME_MS);
}

export function clearSignupTicketCookie(c: Context, appUrl: string): void {
  clear(c, appUrl, SIGNUP_TICKET_COOKIE);
}

/** This browser's id, created on first use; it identifies a browser, never a person. */
export function ensureBrowserId(c: Context, appUrl: string, createId: () => string): string {
  const existing = read(c, appUrl, BROWSER_COOKIE);
  if (existing && existing.length <= 100) return existing;
  const id = createId();
  write(c, appUrl, BROWSER_COOKIE, id, BROWSER_LIFETIME_MS);
  return id;
}
