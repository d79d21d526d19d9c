import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type Browser,
  type BrowserContext,
  // biome-ignore lint/style/noRestrictedImports: the one place the specs' test type is built from.
  test as base,
  type Disposable,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { type CodeLink, readCodeLink } from '../support/code-link.ts';
import { e2eMailboxDir } from '../support/e2e-paths.mjs';

/** Must match tests/support/e2e-server.mjs. */
export const ADMIN_EMAIL = 'admin@citable.test';
export const TESTING_SECRET = 'e2e-testing-secret-0123456789';
export const STRONG_PASSWORD = 'Violet-Harbour-Lantern-42';

const mailboxDir = e2eMailboxDir();

interface StoredMail {
  to: string[];
  raw: string;
  receivedAt: number;
}

/**
 * Each message file parsed once: the tests poll the mailbox every 50 ms while it grows to
 * hundreds of messages, and re-reading every file on every poll cost the runner more CPU than
 * the mail server. A file caught half-written is read again at the next poll.
 */
const parsed = new Map<string, StoredMail>();
function readMails(): StoredMail[] {
  const mails: StoredMail[] = [];
  for (const name of readdirSync(mailboxDir).sort()) {
    if (!name.endsWith('.json')) continue;
    let mail = parsed.get(name);
    if (!mail) {
      try {
        mail = JSON.parse(readFileSync(path.join(mailboxDir, name), 'utf8')) as StoredMail;
      } catch {
        continue;
      }
      parsed.set(name, mail);
    }
    mails.push(mail);
  }
  return mails;
}

/** The mailbox of the real SMTP listener the e2e server sends to. */
export const mailbox = {
  count(to: string): number {
    return readMails().filter((mail) => mail.to.includes(to.toLowerCase())).length;
  },
  /** Waits for a message to `to` beyond the first `after` ones, and returns its code. */
  async waitForCode(to: string, after = 0, timeoutMs = 10_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mails = readMails().filter((mail) => mail.to.includes(to.toLowerCase()));
      const mail = mails[after];
      if (mail) {
        const subject = /^Subject:(.*)$/im.exec(mail.raw)?.[1] ?? '';
        const code = /\b(\d{6})\b/.exec(subject)?.[1];
        if (code) return code;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no code for ${to} arrived`);
  },
  /**
   * Waits for a message to `to` beyond the first `after` ones, and returns its link: the path
   * with the key that lets its code work in any browser.
   */
  async waitForLink(to: string, after = 0, timeoutMs = 10_000): Promise<CodeLink> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const mail = readMails().filter((mail) => mail.to.includes(to.toLowerCase()))[after];
      if (mail) return readCodeLink(mail.raw);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`no link for ${to} arrived`);
  },
};

/**
 * How long a screen may take to answer a sign-up. The server hashes the password at the
 * production cost (scrypt, 128 MB); on the shared 2-core machine under load one hash took over
 * the 5 s Playwright allows by default, and the tests failed while the product was right. Only
 * this wait is longer; a sign-up that never lands still fails.
 */
export const PASSWORD_HASH_WAIT_MS = 20_000;

let counter = 0;
export function uniqueEmail(label = 'user'): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

function uniqueIp(): string {
  counter += 1;
  const n = (Date.now() + process.pid * 7919 + counter * 104_729) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** Signs up through the real screens, reads the code from the mailbox, verifies. */
export async function signUpAndVerify(
  page: Page,
  options: { email?: string; name?: string; password?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const name = options.name ?? 'Grace Hopper';
  const password = options.password ?? STRONG_PASSWORD;
  const before = mailbox.count(email);
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/verify\?email=/, { timeout: PASSWORD_HASH_WAIT_MS });
  const code = await mailbox.waitForCode(email, before);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/analyzer$/);
  return { email, name, password };
}

/**
 * Signs up and verifies through the API, from the page's own browser context: the session
 * cookie the verification sets lands there. For tests that only need a fresh signed-in user; the
 * screens of the sign-up flow keep their own tests (accounts.spec.ts, signUpAndVerify above).
 */
export async function signUpThroughApi(page: Page, options: { name?: string } = {}) {
  const email = uniqueEmail();
  const name = options.name ?? 'Grace Hopper';
  const password = STRONG_PASSWORD;
  const before = mailbox.count(email);
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { name, email, password },
    timeout: PASSWORD_HASH_WAIT_MS,
  });
  expect(signUp.status(), await signUp.text()).toBe(200);
  const code = await mailbox.waitForCode(email, before);
  const verify = await page.request.post('/api/auth/verify', { data: { email, code } });
  expect(verify.status(), await verify.text()).toBe(200);
  expect(await verify.json()).toEqual({ status: 'complete' });
  return { email, name, password };
}

/**
 * Waits until React has hydrated the server-rendered page: clicks and typing before that would
 * be lost, which is not what a person sees (they cannot act within the first few milliseconds).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.querySelector('main');
    return !!main && Object.keys(main).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Waits until React has hydrated this one element. A control inside a Suspense boundary (the
 * admin's switch loads its code on first render) hydrates after the page's main area, and a
 * click before that is lost.
 */
export async function waitForHydrationOf(control: Locator): Promise<void> {
  await expect
    .poll(() =>
      control.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      ),
    )
    .toBe(true);
}

/**
 * A worker's browser context and tab, lent to its tests one after another (see `baseTest`),
 * with what a test leaves behind that Playwright cannot list: the init scripts it added, the
 * origins whose stored values it may have set, and whether it used the fake clock.
 */
interface WorkerTab {
  browser: Browser;
  context: BrowserContext;
  page: Page | null;
  initScripts: Disposable[];
  origins: Set<string>;
  /** A fake clock, once installed, stays for the context's life: the next test gets a new one. */
  usedClock: boolean;
}

/** Gives the tab a new context, its pages and leftovers gone with the old one. */
async function newTabContext(tab: WorkerTab): Promise<void> {
  tab.context = await tab.browser.newContext();
  tab.page = null;
  tab.initScripts = [];
  tab.origins = new Set();
  tab.usedClock = false;
  trackInitScripts(tab.context, tab);
  trackClock(tab.context, tab);
}

/** Marks the tab when a test touches the context's clock (`page.clock` is the same one). */
function trackClock(context: BrowserContext, tab: WorkerTab): void {
  const clock = context.clock as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(clock))) {
    const method = clock[name];
    if (name === 'constructor' || typeof method !== 'function') continue;
    clock[name] = (...args: unknown[]) => {
      tab.usedClock = true;
      return method.apply(clock, args);
    };
  }
}

/** Keeps each init script added through `target` on the tab's list, to be removed after the test. */
function trackInitScripts(target: BrowserContext | Page, tab: WorkerTab): void {
  const addInitScript = target.addInitScript.bind(target) as (
    ...args: unknown[]
  ) => Promise<Disposable>;
  (target as { addInitScript: unknown }).addInitScript = async (...args: unknown[]) => {
    const script = await addInitScript(...args);
    tab.initScripts.push(script);
    return script;
  };
}

/** The tab's page, opened again if a test closed it (or its renderer crashed). */
async function tabPage(tab: WorkerTab): Promise<Page> {
  if (tab.page && !tab.page.isClosed()) return tab.page;
  const page = await tab.context.newPage();
  trackInitScripts(page, tab);
  page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (origin.startsWith('http')) tab.origins.add(origin);
  });
  tab.page = page;
  return page;
}

/**
 * A page is a Node-style event emitter at run time, but its type leaves out the two methods
 * that list listeners; the reset needs them to take off only what the test added.
 */
type ListenerMap = Map<string | symbol, Set<unknown>>;
interface ListeningPage {
  eventNames(): (string | symbol)[];
  listeners(event: string | symbol): unknown[];
  off(event: string | symbol, listener: unknown): void;
}
function listenersOf(page: Page): ListenerMap {
  const emitter = page as unknown as ListeningPage;
  return new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]));
}
function removeListenersAddedSince(page: Page, before: ListenerMap): void {
  const emitter = page as unknown as ListeningPage;
  for (const [event, listeners] of listenersOf(page)) {
    for (const listener of listeners) {
      if (!before.get(event)?.has(listener)) emitter.off(event, listener);
    }
  }
}

/**
 * Leaves the shared context as a new one would be: no routes or init scripts of the test, no
 * other pages, no cookies, permissions or stored values, and no page of the product open. A
 * context whose clock the test used is closed and a new one takes its place.
 */
async function resetContext(tab: WorkerTab): Promise<void> {
  if (tab.usedClock) {
    await tab.context.close();
    await newTabContext(tab);
    return;
  }
  const { context } = tab;
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  for (const script of tab.initScripts.splice(0)) await script.dispose();
  const origins = new Set([
    ...tab.origins,
    ...(await context.storageState()).origins.map(({ origin }) => origin),
  ]);
  for (const other of context.pages()) if (other !== tab.page) await other.close();
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  if (origins.size === 0) return;
  // Local and session storage belong to an origin (and session storage to the tab too), so each
  // origin is visited once more, on its robots.txt, to clear them. The tab stays there: a tab
  // sent to about:blank started a new renderer process at its next page, which cost as much as
  // a new context. A text file, because the browser shows it as an HTML document, where
  // page.setContent works; on the SVG favicon it failed ("Only HTML documents support open()").
  const page = await tabPage(tab);
  for (const origin of origins) {
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate(() => {
      window.localStorage.clear();
      window.sessionStorage.clear();
    });
  }
  tab.origins.clear();
}

/**
 * One browser context and tab per worker, lent to its tests one after another and reset
 * between them, instead of a new context per test. A new context starts a new renderer process
 * with empty HTTP and code caches: a load of /auth cost 0.46 CPU seconds that way and 0.25 in
 * the tab already on the site, reset included (bench/tests/browser-tab.mjs), on a run that is
 * CPU-bound on two cores. A test that needs a second context asks the browser for one.
 *
 * Every test gets its own client address (through the trusted proxy header), so per-IP
 * abuse limits never spill from one test into another. The specs use the `test` of
 * tools-fixtures.ts, built on this one.
 */
export const baseTest = base.extend<object, { workerTab: WorkerTab }>({
  workerTab: [
    async ({ browser }, use) => {
      const tab = { browser } as WorkerTab;
      await newTabContext(tab);
      await use(tab);
      await tab.context.close();
    },
    { scope: 'worker' },
  ],
  context: async ({ workerTab }, use) => {
    await workerTab.context.setExtraHTTPHeaders({ 'X-Forwarded-For': uniqueIp() });
    await use(workerTab.context);
    await resetContext(workerTab);
  },
  // Depends on `context`, so it is taken down first: its listeners and routes go before the
  // context's reset visits the origins.
  page: async ({ workerTab, context: _context, viewport }, use) => {
    const page = await tabPage(workerTab);
    if (viewport) await page.setViewportSize(viewport);
    const listenersBefore = listenersOf(page);
    await use(page);
    if (page.isClosed()) return;
    removeListenersAddedSince(page, listenersBefore);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

export { expect };
