import type { RenderResult } from '@testing-library/react';
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
 * DOM set up as in account-forms.dom.test.tsx (React DOM is loaded after the DOM is in place).
 */
const dom = {} as {
  rtl: typeof import('@testing-library/react');
  router: typeof import('react-router');
  toasts: typeof import('../../../tests/support/toasts.ts');
  login: typeof import('./components/login-form.tsx');
  signUp: typeof import('./components/sign-up-form.tsx');
};
const BUSY = /^The server is busy checking passwords\. Please wait \d+ seconds? and try again\.$/;

const held = countingPasswordRunner({ threads: 1, isHeld: true });
let server: TestAppServer;
let queued: Promise<number>[] = [];
let removeDom = async () => {};
let screen: RenderResult;

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
  dom.rtl = await import('@testing-library/react');
  dom.router = await import('react-router');
  dom.toasts = await import('../../../tests/support/toasts.ts');
  dom.login = await import('./components/login-form.tsx');
  dom.signUp = await import('./components/sign-up-form.tsx');
}, 120_000);

afterAll(async () => {
  await removeDom();
  held.letAllRun();
  // The queued sign-ins were only waiting: each gets its ordinary answer.
  expect(await Promise.all(queued)).toEqual(Array(65).fill(401));
  await server?.close();
});

afterEach(() => dom.rtl.cleanup());

function renderAtAuth(Form: () => React.JSX.Element) {
  const Stub = dom.router.createRoutesStub([
    { path: '/auth', Component: Form },
    { path: '/analyzer', Component: () => <p>Analyzer</p> },
    { path: '/verify', Component: () => <p>Verify</p> },
  ]);
  screen = dom.rtl.render(
    <QueryProvider>
      <Stub initialEntries={['/auth']} />
    </QueryProvider>,
  );
}

const typeInto = (label: string, value: string) =>
  dom.rtl.fireEvent.change(screen.getByLabelText(label), { target: { value } });

/**
 * Fills the form once it is ready and submits it; checks that the busy message is shown inline
 * and as a toast. On a loaded machine typing into a form that was still mounting was
 * lost, and the submit then met the empty-field messages.
 */
async function submitWhenReady(button: string, fields: Record<string, string>) {
  const submit = await screen.findByRole('button', { name: button });
  await dom.rtl.waitFor(() => expect(submit).toHaveProperty('disabled', false), SERVER_CALL);
  for (const [label, value] of Object.entries(fields)) typeInto(label, value);
  await dom.rtl.waitFor(() =>
    expect(screen.getByLabelText('Email')).toHaveProperty('value', fields.Email),
  );
  dom.rtl.fireEvent.click(submit);
  const alert = await screen.findByText(BUSY, {}, SERVER_CALL);
  expect(alert.textContent).toMatch(BUSY);
  expect(dom.toasts.lastToast()).toMatchObject({ type: 'error', title: alert.textContent });
}

describe('a full password queue', () => {
  it('shows its message on the login form, inline and as a toast, and signs nobody in', async () => {
    renderAtAuth(() => <dom.login.LoginForm />);
    const email = uniqueEmail('login');
    await submitWhenReady('Login', { Email: email, Password: 'Any-Password-42' });
    expect(screen.queryByText('Analyzer')).toBeNull();
  });

  it('shows its message on the sign-up form, inline and as a toast, and records nothing', async () => {
    renderAtAuth(() => <dom.signUp.SignUpForm />);
    const email = uniqueEmail('sign-up');
    await submitWhenReady('Sign Up', {
      Name: 'Ada',
      Email: email,
      Password: 'Violet-Harbour-Lantern-42',
    });
    expect(screen.queryByText('Verify')).toBeNull();
    // Nothing was recorded for the address.
    const rows = await server.services.ctx.db.select().from(users).where(eq(users.email, email));
    expect(rows).toEqual([]);
  });
});
