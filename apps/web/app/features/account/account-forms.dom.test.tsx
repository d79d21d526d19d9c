import { VERIFICATION_CODE_MESSAGE } from '@citable/schemas';
import type { RenderResult } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify, signUpForCode } from '../../../tests/support/accounts.ts';
import { ApiClient } from '../../../tests/support/api-client.ts';
import type { TestAppServer } from '../../../tests/support/app-server.ts';
import type { CodeLink } from '../../../tests/support/code-link.ts';
import { installFormDom } from '../../../tests/support/form-dom.ts';
import {
  type MailServer,
  SERVER_CALL,
  startMailServer,
} from '../../../tests/support/mail-server.ts';
import type { Mailbox } from '../../../tests/support/mailbox.ts';
import { QueryProvider } from '../../lib/query-provider.tsx';

/*
 * The verify and reset forms in a DOM, in a router, against the real API (real server, real
 * database, real mail over SMTP). The browser is `browser`: it started the sign-up of
 * SIGN_UP_EMAIL, so a right code finishes it here.
 *
 * React DOM decides at load whether it runs in a browser, and without a DOM it reads typing
 * through an old-browser fallback that ignores input events. So everything that loads it
 * (Testing Library, the router, the toaster, the panels) is loaded after the DOM is in place.
 */
const dom = {} as {
  rtl: typeof import('@testing-library/react');
  router: typeof import('react-router');
  toasts: typeof import('../../../tests/support/toasts.ts');
  reset: typeof import('./components/reset-password-panel.tsx');
  verify: typeof import('./components/verify-email-panel.tsx');
};
const RESET_EMAIL = 'reset@forms.test';
const SIGN_UP_EMAIL = 'verify@forms.test';
const WRONG_CODE = 'Verification failed. Please check your code and try again.';
const LOADED = SERVER_CALL;

let mailbox: Mailbox;
let server: TestAppServer;
let running: MailServer | undefined;
let signUpCode = '';
/** Links of code mails asked for in other browsers (before the DOM routes fetch to `browser`). */
let resetLink: CodeLink;
let elsewhereLink: CodeLink;
const LINK_EMAIL = 'link@forms.test';
const ELSEWHERE_EMAIL = 'elsewhere@forms.test';
let removeDom = async () => {};

/** The panel at /verify, and /dashboard to land on. */
function renderAtVerify(panel: () => React.JSX.Element) {
  const Stub = dom.router.createRoutesStub([
    { path: '/verify', Component: panel },
    { path: '/dashboard', Component: () => <p>Dashboard</p> },
    { path: '/auth', Component: () => <p>Sign in</p> },
  ]);
  screen = dom.rtl.render(
    <QueryProvider>
      <Stub initialEntries={['/verify']} />
    </QueryProvider>,
  );
}

const typeInto = (element: HTMLElement, value: string) =>
  dom.rtl.fireEvent.change(element, { target: { value } });
const click = (element: HTMLElement) => dom.rtl.fireEvent.click(element);
const lastToast = () => dom.toasts.lastToast();
/** The page as rendered last: Testing Library's `screen` binds to a document at import. */
let screen: RenderResult;
const codeInput = () => screen.getByLabelText('Verification code');
const other = (code: string) => code.replace(/\d$/, (digit) => String((Number(digit) + 1) % 10));

beforeAll(async () => {
  running = await startMailServer();
  ({ mailbox, server } = running);
  await signUpAndVerify(new ApiClient(server.url), mailbox, {
    name: 'Reset',
    email: RESET_EMAIL,
  });
  await signUpAndVerify(new ApiClient(server.url), mailbox, { name: 'Link', email: LINK_EMAIL });
  let before = mailbox.messages.length;
  await new ApiClient(server.url).postJson('/api/auth/forgot-password', { email: LINK_EMAIL });
  resetLink = await mailbox.waitForLink(LINK_EMAIL, { after: before });
  before = mailbox.messages.length;
  await signUpForCode(new ApiClient(server.url), mailbox, {
    name: 'Elsewhere',
    email: ELSEWHERE_EMAIL,
  });
  elsewhereLink = await mailbox.waitForLink(ELSEWHERE_EMAIL, { after: before });
  const browser = new ApiClient(server.url);
  signUpCode = await signUpForCode(browser, mailbox, { name: 'Verify', email: SIGN_UP_EMAIL });
  // From here on every fetch, an ApiClient's too, carries `browser`'s cookies.
  removeDom = installFormDom(browser);
  dom.rtl = await import('@testing-library/react');
  dom.router = await import('react-router');
  dom.toasts = await import('../../../tests/support/toasts.ts');
  dom.reset = await import('./components/reset-password-panel.tsx');
  dom.verify = await import('./components/verify-email-panel.tsx');
}, 120_000);

afterAll(async () => {
  await removeDom();
  await running?.close();
});

afterEach(() => dom.rtl.cleanup());

describe('ResetPasswordPanel', () => {
  it('checks the address with the shared schema before asking for a code', async () => {
    renderAtVerify(() => <dom.reset.ResetPasswordPanel initialEmail="" initialCode="" />);
    const send = screen.getByRole('button', { name: 'Send Reset Code' });
    expect(send).toHaveProperty('disabled', true);
    const mailsBefore = mailbox.messages.length;
    typeInto(screen.getByLabelText('Email'), 'not-an-address');
    click(send);
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    // Said at the field, by the browser's own check: the server was never asked.
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByLabelText('New password')).toBeNull();
    expect(mailbox.messages.length).toBe(mailsBefore);
  });

  it('mails a code, refuses a short password, then resets and lands signed in', async () => {
    renderAtVerify(() => (
      <dom.reset.ResetPasswordPanel initialEmail={RESET_EMAIL} initialCode="" />
    ));
    const before = mailbox.messages.length;
    click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await screen.findByLabelText('New password', undefined, LOADED);
    expect(lastToast()).toEqual({
      type: 'success',
      title: 'Check your email',
      description: 'If an account exists for this address, a reset code is on its way.',
    });
    const code = await mailbox.waitForCode(RESET_EMAIL, { after: before });

    typeInto(codeInput(), code);
    typeInto(screen.getByLabelText('New password'), 'short');
    click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByLabelText('New password').getAttribute('aria-invalid')).toBe('true');

    // A wrong code: the server's words inline and as a toast.
    typeInto(codeInput(), other(code));
    typeInto(screen.getByLabelText('New password'), 'Copper-Meadow-Signal-77');
    click(screen.getByRole('button', { name: 'Reset Password' }));
    expect((await screen.findByText(WRONG_CODE, undefined, LOADED)).getAttribute('role')).toBe(
      'alert',
    );
    expect(lastToast()).toMatchObject({ type: 'error', title: WRONG_CODE });

    typeInto(codeInput(), code);
    click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText('Dashboard', undefined, LOADED);
    expect(lastToast()?.title).toBe('Password changed');
    const signIn = await new ApiClient(server.url).postJson('/api/auth/sign-in', {
      email: RESET_EMAIL,
      password: 'Copper-Meadow-Signal-77',
    });
    expect(signIn.body).toEqual({ status: 'complete' });
  });

  it('a link opened here carries its key: a code asked for in another browser resets here (issue 31)', async () => {
    renderAtVerify(() => (
      <dom.reset.ResetPasswordPanel
        initialEmail={LINK_EMAIL}
        initialCode={resetLink.code}
        linkKey={resetLink.key}
      />
    ));
    typeInto(screen.getByLabelText('New password'), 'Copper-Meadow-Signal-78');
    click(screen.getByRole('button', { name: 'Reset Password' }));
    await screen.findByText('Dashboard', undefined, LOADED);
    const signIn = await new ApiClient(server.url).postJson('/api/auth/sign-in', {
      email: LINK_EMAIL,
      password: 'Copper-Meadow-Signal-78',
    });
    expect(signIn.body).toEqual({ status: 'complete' });
  });
});

describe('VerifyEmailPanel', () => {
  it('a link opened here carries its key: a sign-up made elsewhere asks for a name and password (issue 31)', async () => {
    renderAtVerify(() => (
      <dom.verify.VerifyEmailPanel
        initialEmail={ELSEWHERE_EMAIL}
        initialCode={elsewhereLink.code}
        linkKey={elsewhereLink.key}
        signedInAs={null}
      />
    ));
    // Verification starts by itself; the right code from another browser asks for a password.
    expect(await screen.findByRole('button', { name: 'Finish sign-up' }, LOADED)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a link whose code is not six digits, with a toast and no call', async () => {
    renderAtVerify(() => (
      <dom.verify.VerifyEmailPanel
        initialEmail={SIGN_UP_EMAIL}
        initialCode="12ab56"
        signedInAs={null}
      />
    ));
    await dom.rtl.waitFor(() => expect(lastToast()?.title).toBe(VERIFICATION_CODE_MESSAGE), LOADED);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a wrong code inline and as a toast, then a right one lands signed in', async () => {
    renderAtVerify(() => (
      <dom.verify.VerifyEmailPanel initialEmail={SIGN_UP_EMAIL} initialCode="" signedInAs={null} />
    ));
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toHaveProperty('disabled', true);
    typeInto(codeInput(), other(signUpCode));
    click(verify);
    expect((await screen.findByRole('alert', {}, LOADED)).textContent).toBe(WRONG_CODE);
    expect(lastToast()).toMatchObject({ type: 'error', title: WRONG_CODE });

    typeInto(codeInput(), signUpCode);
    click(verify);
    await screen.findByText('Dashboard', undefined, LOADED);
    expect(lastToast()?.title).toBe('Email verified successfully!');
  });
});
