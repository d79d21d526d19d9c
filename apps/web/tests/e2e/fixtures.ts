import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
// biome-ignore lint/style/noRestrictedImports: the one place the specs' test type is built from.
import { test as base, expect, type Page } from '@playwright/test';
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
 * Every test gets its own client address (through the trusted proxy header), so per-IP
 * abuse limits never spill from one test into another. The specs use the `test` of
 * tools-fixtures.ts, built on this one.
 */
export const baseTest = base.extend({
  context: async ({ browser }, use) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { 'X-Forwarded-For': uniqueIp() },
    });
    await use(context);
    await context.close();
  },
});

export { expect };
