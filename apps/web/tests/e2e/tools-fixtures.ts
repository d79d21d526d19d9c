import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Cookie, Page, Route } from '@playwright/test';
import {
  ADMIN_EMAIL,
  baseTest,
  expect,
  mailbox,
  STRONG_PASSWORD,
  TESTING_SECRET,
  uniqueEmail,
  waitForHydration,
} from './fixtures.ts';
import { type LlmApp, startWarmLlmApp } from './llm-server.ts';

/**
 * Helpers shared by the AI tool specs (analyzer, improvement, geo-keywords, prompts): accounts
 * signed in through the real API (once per worker), a robust admin sign-in, toasts, delayed or
 * failing routes. The system prompts are global to the server: the specs that change them run
 * one at a time in their own Playwright project (playwright.config.ts), not here.
 */

export { ADMIN_EMAIL, expect, TESTING_SECRET, waitForHydration };

/**
 * The admin password this suite uses: the same one signed-in-layout.spec.ts signs the admin up
 * with, so that whichever suite creates admin@citable.test first, the other can sign in without
 * a password reset (a reset would end the other suite's admin sessions).
 */
export const ADMIN_PASSWORD = 'Cobalt-Meadow-Kestrel-77';

const E2E_PORT = process.env.E2E_PORT ?? '3210';
const LOCK_DIR = path.join(tmpdir(), `citable-e2e-tool-locks-${E2E_PORT}`);
const STALE_MS = 120_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let ipCounter = 0;
/** A client address of its own (172.16/12, apart from the 10/8 range of fixtures.ts). */
export function uniqueToolIp(): string {
  ipCounter += 1;
  const n = (Date.now() + process.pid * 7919 + ipCounter * 104_729) % 1_000_000;
  return `172.${16 + ((n >> 16) & 15)}.${(n >> 8) & 255}.${n & 255}`;
}

// ---------------------------------------------------------------------------------------------
// Cross-process locks (files in the temp folder; a lock whose process died is stale).

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function isStale(file: string): boolean {
  try {
    const [pidText] = readFileSync(file, 'utf8').split(':');
    const pid = Number(pidText);
    if (!Number.isFinite(pid) || !isAlive(pid)) return true;
    return Date.now() - statSync(file).mtimeMs > STALE_MS;
  } catch {
    return true;
  }
}

function tryCreate(file: string): boolean {
  try {
    writeFileSync(file, `${process.pid}:${Date.now()}`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (isStale(file)) rmSync(file, { force: true });
    return false;
  }
}

async function exclusive(name: string, timeoutMs: number): Promise<() => void> {
  mkdirSync(LOCK_DIR, { recursive: true });
  const file = path.join(LOCK_DIR, `${name}.lock`);
  const deadline = Date.now() + timeoutMs;
  while (!tryCreate(file)) {
    if (Date.now() > deadline) throw new Error(`lock ${name} not acquired in ${timeoutMs} ms`);
    await sleep(50);
  }
  return () => rmSync(file, { force: true });
}

// ---------------------------------------------------------------------------------------------
// Accounts.

export interface Credentials {
  email: string;
  password: string;
  name: string;
}

/** Signs up and verifies an account through the real API and the real mailbox. */
export async function createVerifiedAccount(
  request: APIRequestContext,
  name = 'Ada Lovelace',
): Promise<Credentials> {
  const email = uniqueEmail('tools');
  const password = STRONG_PASSWORD;
  const before = mailbox.count(email);
  const signUp = await request.post('/api/auth/sign-up', { data: { name, email, password } });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const code = await mailbox.waitForCode(email, before);
  const verify = await request.post('/api/auth/verify', { data: { email, code } });
  expect(verify.status(), await verify.text()).toBe(200);
  return { email, password, name };
}

/** Signs in through the API; the session cookie lands in the page's browser context. */
export async function signIn(page: Page, credentials: { email: string; password: string }) {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email: credentials.email, password: credentials.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(await response.json()).toEqual({ status: 'complete' });
}

async function trySignInAdmin(page: Page): Promise<'ok' | 'unverified' | 'wrong'> {
  const response = await page.request.post('/api/auth/sign-in', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  });
  if (response.status() === 401) return 'wrong';
  if (!response.ok()) {
    throw new Error(`admin sign-in failed: ${response.status()} ${await response.text()}`);
  }
  const body = (await response.json()) as { status: string };
  return body.status === 'complete' ? 'ok' : 'unverified';
}

async function verifyAdmin(page: Page, before: number): Promise<boolean> {
  const code = await mailbox.waitForCode(ADMIN_EMAIL, before);
  const response = await page.request.post('/api/auth/verify', {
    data: { email: ADMIN_EMAIL, code },
  });
  return response.ok();
}

/** Sets the admin password through the screens of /verify?reset=1 and the mailbox. */
async function resetAdminPassword(page: Page): Promise<void> {
  const before = mailbox.count(ADMIN_EMAIL);
  await page.goto(`/verify?reset=1&email=${encodeURIComponent(ADMIN_EMAIL)}`);
  await page.getByRole('button', { name: 'Send Reset Code' }).click();
  const code = await mailbox.waitForCode(ADMIN_EMAIL, before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByLabel('New password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/analyzer$/);
}

/**
 * Signs the page in as the admin (ADMIN_EMAIL). Signs in with ADMIN_PASSWORD; if the account
 * does not exist yet it is signed up and verified; if another suite created it with another
 * password, the password is reset to ours through /verify?reset=1 and the mailbox. One worker
 * at a time runs the repair, so the two workers never race for the codes.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  if ((await trySignInAdmin(page)) === 'ok') return;
  const release = await exclusive('admin-account', 60_000);
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = mailbox.count(ADMIN_EMAIL);
      const state = await trySignInAdmin(page);
      if (state === 'ok') return;
      if (state === 'unverified') {
        if (await verifyAdmin(page, before)) return;
        continue;
      }
      const signUp = await page.request.post('/api/auth/sign-up', {
        data: { name: 'Site Admin', email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      });
      if (signUp.ok()) {
        if (await verifyAdmin(page, before)) return;
        continue;
      }
      if (signUp.status() === 409) {
        await resetAdminPassword(page);
        return;
      }
      throw new Error(`admin sign-up failed: ${signUp.status()} ${await signUp.text()}`);
    }
    throw new Error('could not sign in as the admin');
  } finally {
    release();
  }
}

/** Turns admin mode on for the whole context before any page loads (spec 3 local storage). */
export async function enableAdminModeBeforeLoad(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.localStorage.setItem('adminModeEnabled', 'true');
  });
}

/** Puts every system prompt back to its shipped default (the admin's API, DESIGN.md 3.3). */
export async function restoreDefaultPrompts(request: APIRequestContext): Promise<void> {
  for (const kind of ['analyzer', 'improvement', 'keywords']) {
    const response = await request.delete(`/api/prompts/${kind}`);
    expect(response.status(), await response.text()).toBe(200);
  }
}

// ---------------------------------------------------------------------------------------------
// Pages and routes.

/** A toast (sonner) with its title and, when given, its description. */
export function toast(page: Page, title: string, description?: string) {
  let locator = page.locator('[data-sonner-toast]').filter({
    has: page.locator('[data-title]', { hasText: title }),
  });
  if (description) {
    locator = locator.filter({ has: page.locator('[data-description]', { hasText: description }) });
  }
  return locator;
}

/** Opens a signed-in screen and waits for it to be interactive. */
export async function openTool(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function reloadTool(page: Page): Promise<void> {
  await page.reload();
  await waitForHydration(page);
}

/** Holds matching requests for `ms` before they reach the server, so busy states show. */
export async function delayRoute(page: Page, pattern: string, ms = 800): Promise<void> {
  await page.route(pattern, async (route: Route) => {
    await sleep(ms);
    await route.continue();
  });
}

/** Session cookies shared by the tests of one worker; renewed when a test ended the session. */
interface WorkerSession {
  cookies: Cookie[];
}

interface ToolFixtures {
  /** The page signed in as this worker's ordinary verified user. */
  memberPage: Page;
  /** The page signed in as the admin. */
  adminPage: Page;
}

interface ToolWorkerFixtures {
  memberAccount: Credentials;
  memberSession: WorkerSession;
  adminSession: WorkerSession;
  /** A second product server on the `openai` provider (llm-server.ts), for the tests that ask. */
  llmApp: LlmApp;
}

async function isSignedInAs(page: Page, email: string): Promise<boolean> {
  const response = await page.request.get('/api/auth/session');
  if (!response.ok()) return false;
  const body = (await response.json()) as { user?: { email?: string } | null };
  return body.user?.email === email;
}

/**
 * Puts the worker's session into the test's fresh context. A sign-in costs a full scrypt hash
 * (the production cost, about a second on a busy machine), so each worker signs in once per
 * account instead of once per test; the real sign-in screens keep their own tests
 * (accounts.spec.ts). A test that ended the session (a sign-in elsewhere, a reset) costs the next
 * test one new sign-in, not a failure.
 */
async function useWorkerSession(
  page: Page,
  session: WorkerSession,
  email: string,
  signInAgain: (page: Page) => Promise<void>,
): Promise<void> {
  const context = page.context();
  if (session.cookies.length > 0) {
    await context.addCookies(session.cookies);
    if (await isSignedInAs(page, email)) return clearDrafts(page);
    await context.clearCookies();
  }
  await signInAgain(page);
  session.cookies = (await context.storageState()).cookies;
  await clearDrafts(page);
}

/**
 * The tools keep each account's text and last result (issue 34); the worker's account is
 * shared by its tests, so each test starts with the tools empty, as a new account sees them.
 */
async function clearDrafts(page: Page): Promise<void> {
  for (const tool of ['analyzer', 'improvement', 'keywords']) {
    const response = await page.request.delete(`/api/drafts/${tool}`);
    expect(response.status(), await response.text()).toBe(200);
  }
}

/**
 * The one test type of every browser spec. Playwright gives each set of fixtures its own
 * workers: with three test types (plain, fixtures.ts, this one) and a fourth for the LLM server,
 * a run started seven workers, each launching a browser, and the LLM tests waited for new
 * workers at the end. Worker fixtures start only for the tests that use them, so one set costs
 * the other tests nothing. A lint rule (biome.json) keeps specs from importing another `test`.
 */
export const test = baseTest.extend<ToolFixtures, ToolWorkerFixtures>({
  memberAccount: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { 'X-Forwarded-For': uniqueToolIp() },
      });
      const account = await createVerifiedAccount(request, 'Ada Lovelace');
      await request.dispose();
      await use(account);
    },
    { scope: 'worker' },
  ],
  memberSession: [
    async ({ playwright: _playwright }, use) => use({ cookies: [] }),
    { scope: 'worker' },
  ],
  adminSession: [
    async ({ playwright: _playwright }, use) => use({ cookies: [] }),
    { scope: 'worker' },
  ],
  // Started once per worker, and only in a worker that runs a test asking for it; with a
  // start-up limit of its own (a server start on a loaded machine is not a test's 60 s).
  llmApp: [
    async ({ browser }, use) => {
      const app = await startWarmLlmApp(browser);
      await use(app);
      await app.close();
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  memberPage: async ({ page, memberAccount, memberSession }, use) => {
    await useWorkerSession(page, memberSession, memberAccount.email, (fresh) =>
      signIn(fresh, memberAccount),
    );
    await use(page);
  },
  adminPage: async ({ page, adminSession }, use) => {
    await useWorkerSession(page, adminSession, ADMIN_EMAIL, signInAsAdmin);
    await use(page);
  },
});
