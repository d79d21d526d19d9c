import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../server/db/schema.ts';
import { ApiClient, uniqueEmail, uniqueIp } from '../../../tests/support/api-client.ts';
import { startAppServer, type TestAppServer } from '../../../tests/support/app-server.ts';
import { installFormDom } from '../../../tests/support/form-dom.ts';
import { SERVER_CALL } from '../../../tests/support/mail-server.ts';
import { countingPasswordRunner } from '../../../tests/support/password-runners.ts';
import { QueryProvider } from '../../lib/query-provider.tsx';

/*
 * Issue 31: when the password queue is full, sign-in and sign-up answer 429 at once, and the
 * forms say so in the app's words, inline and as a toast. The real API in this process; its
 * password threads are held shut while the test fills the queue with sign-ins of its own
 * (one running and 64 waiting, the queue's bound), so the form's request is the one past it.
 * Issue 35: /auth is the server's HTML and a script without React, so the page here is that
 * HTML (rendered by React as the server does) run by that script, in a happy-dom window.
 */
const dom = {} as {
  server: typeof import('react-dom/server');
  router: typeof import('react-router');
  page: typeof import('./auth-page/auth-page.tsx');
  script: typeof import('./auth-page/enhance-auth-page.ts');
  account: typeof import('./account-state.tsx');
};
const BUSY = /^The server is busy checking passwords\. Please wait \d+ seconds? and try again\.$/;

const held = countingPasswordRunner({ threads: 1, isHeld: true });
let server: TestAppServer;
let queued: Promise<number>[] = [];
let removeDom = async () => {};
let navigated: string[] = [];

beforeAll(async () => {
  server = await startAppServer({ TRUST_PROXY: '127.0.0.1' }, { passwordRunner: held.runner });
  queued = Array.from({ length: 65 }, () =>
    new ApiClient(server.url, { forwardedFor: uniqueIp() })
      .post('/api/auth/sign-in', { email: uniqueEmail('queued'), password: 'Wrong-Guess-1' })
      .then((response) => response.status),
  );
  // Every one of them holds its place once it reached the password threads' door.
  const deadline = Date.now() + 30_000;
  while (held.heldCount() < 65 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(held.heldCount()).toBe(65);
  removeDom = installFormDom(new ApiClient(server.url));
  dom.server = await import('react-dom/server');
  dom.router = await import('react-router');
  dom.page = await import('./auth-page/auth-page.tsx');
  dom.script = await import('./auth-page/enhance-auth-page.ts');
  dom.account = await import('./account-state.tsx');
}, 120_000);

afterAll(async () => {
  await removeDom();
  held.letAllRun();
  // The queued sign-ins were only waiting: each gets its ordinary answer.
  expect(await Promise.all(queued)).toEqual(Array(65).fill(401));
  await server?.close();
});

afterEach(() => {
  document.body.innerHTML = '';
  navigated = [];
});

/** /auth on this tab as the server renders it, run by the page's script. */
function openAuth(tab: 'signup' | 'login') {
  const Page = () => (
    <QueryProvider>
      <dom.account.AccountProvider>
        <dom.page.AuthPage tab={tab} isTabChosen outcome={null} />
      </dom.account.AccountProvider>
    </QueryProvider>
  );
  const Stub = dom.router.createRoutesStub([{ path: '/auth', Component: Page }]);
  document.body.innerHTML = dom.server.renderToStaticMarkup(<Stub initialEntries={['/auth']} />);
  dom.script.enhanceAuthPage(document, { navigate: (path) => navigated.push(path) });
}

/** Fills the form and submits it; checks the busy message inline and as a toast. */
async function submitAndExpectBusy(button: string, fields: Record<string, string>) {
  for (const [id, value] of Object.entries(fields)) {
    (document.getElementById(id) as HTMLInputElement).value = value;
  }
  const submit = [
    ...document.querySelectorAll<HTMLButtonElement>('form[data-auth-form] button[type="submit"]'),
  ].find((candidate) => candidate.textContent === button);
  expect(submit).toBeDefined();
  submit?.click();
  const alert = await waitFor(() => document.querySelector('main form > p[role="alert"]'));
  expect(alert.textContent).toMatch(BUSY);
  const toast = document.querySelector('[data-toast]');
  expect(toast?.getAttribute('data-type')).toBe('error');
  expect(toast?.querySelector('[data-title]')?.textContent).toBe(alert.textContent);
  expect(submit?.disabled).toBe(false);
  expect(navigated).toEqual([]);
}

/** Polls until `find` returns an element, within the time of a server call. */
async function waitFor<T>(find: () => T | null): Promise<T> {
  const deadline = Date.now() + SERVER_CALL.timeout;
  for (;;) {
    const found = find();
    if (found) return found;
    if (Date.now() > deadline) throw new Error('not found in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a full password queue', () => {
  it('shows its message on the login form, inline and as a toast, and signs nobody in', async () => {
    openAuth('login');
    await submitAndExpectBusy('Login', {
      'login-email': uniqueEmail('login'),
      'login-password': 'Any-Password-42',
    });
  });

  it('shows its message on the sign-up form, inline and as a toast, and records nothing', async () => {
    openAuth('signup');
    const email = uniqueEmail('sign-up');
    await submitAndExpectBusy('Sign Up', {
      'signup-name': 'Ada',
      'signup-email': email,
      'signup-password': 'Violet-Harbour-Lantern-42',
    });
    // Nothing was recorded for the address.
    const rows = await server.services.ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });
});
