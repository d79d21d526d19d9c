import { MAIL_DELAYED_MESSAGE, VERIFICATION_MESSAGES } from '@citable/schemas';
import type { RenderResult } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify, signUpForCode } from '../../../tests/support/accounts.ts';
import { ApiClient } from '../../../tests/support/api-client.ts';
import { startAppServer, type TestAppServer } from '../../../tests/support/app-server.ts';
import { type FaultProxy, startFaultProxy } from '../../../tests/support/fault-proxy.ts';
import { installFormDom } from '../../../tests/support/form-dom.ts';
import { SERVER_CALL } from '../../../tests/support/mail-server.ts';
import { type Mailbox, startMailbox } from '../../../tests/support/mailbox.ts';
import { QueryProvider } from '../../lib/query-provider.tsx';

/*
 * Issue 31: when the mail server is slow the server stores the code, answers at once and
 * retries the mail in the background; the screens must say the mail is late. The verify and
 * reset panels in a DOM against the real API, whose SMTP goes through a proxy that can stall.
 * As in account-forms.dom.test.tsx, everything that loads React DOM is loaded after the DOM.
 */
const dom = {} as {
  rtl: typeof import('@testing-library/react');
  router: typeof import('react-router');
  toasts: typeof import('../../../tests/support/toasts.ts');
  reset: typeof import('./components/reset-password-panel.tsx');
  verify: typeof import('./components/verify-email-panel.tsx');
};
const SIGN_UP_EMAIL = 'pending@mail-delayed.test';
const RESET_EMAIL = 'owner@mail-delayed.test';

let mailbox: Mailbox;
let proxy: FaultProxy;
let server: TestAppServer;
let removeDom = async () => {};
let screen: RenderResult;

function renderAtVerify(panel: () => React.JSX.Element) {
  const Stub = dom.router.createRoutesStub([{ path: '/verify', Component: panel }]);
  screen = dom.rtl.render(
    <QueryProvider>
      <Stub initialEntries={['/verify']} />
    </QueryProvider>,
  );
}

const note = () => screen.queryByText(MAIL_DELAYED_MESSAGE);

beforeAll(async () => {
  mailbox = await startMailbox();
  const smtp = new URL(mailbox.smtpUrl);
  proxy = await startFaultProxy({ host: smtp.hostname, port: Number(smtp.port) });
  server = await startAppServer({ SMTP_URL: `smtp://127.0.0.1:${proxy.port}` });
  await signUpAndVerify(new ApiClient(server.url), mailbox, { name: 'Owner', email: RESET_EMAIL });
  const browser = new ApiClient(server.url);
  await signUpForCode(browser, mailbox, { name: 'Pending', email: SIGN_UP_EMAIL });
  removeDom = installFormDom(browser);
  dom.rtl = await import('@testing-library/react');
  dom.router = await import('react-router');
  dom.toasts = await import('../../../tests/support/toasts.ts');
  dom.reset = await import('./components/reset-password-panel.tsx');
  dom.verify = await import('./components/verify-email-panel.tsx');
}, 120_000);

afterAll(async () => {
  await removeDom();
  await server?.close();
  await proxy?.close();
  await mailbox?.close();
});

afterEach(async () => {
  dom.rtl.cleanup();
  await proxy.setMode('forward');
});

describe('VerifyEmailPanel with a slow mail server', () => {
  it('shows the note when the sign-up that led here said the mail is late, and not otherwise', () => {
    renderAtVerify(() => (
      <dom.verify.VerifyEmailPanel
        initialEmail={SIGN_UP_EMAIL}
        initialCode=""
        signedInAs={null}
        isMailDelayed
      />
    ));
    expect(note()?.getAttribute('role')).toBe('status');
    dom.rtl.cleanup();
    renderAtVerify(() => (
      <dom.verify.VerifyEmailPanel initialEmail={SIGN_UP_EMAIL} initialCode="" signedInAs={null} />
    ));
    expect(screen.getByText(/Enter the 6-digit code we sent to/)).toBeTruthy();
    expect(note()).toBeNull();
  });

  it('says a resent code is late, and the code still arrives once mail flows', async () => {
    await proxy.setMode('silent');
    renderAtVerify(() => (
      <dom.verify.VerifyEmailPanel initialEmail={SIGN_UP_EMAIL} initialCode="" signedInAs={null} />
    ));
    const before = mailbox.messages.length;
    dom.rtl.fireEvent.click(screen.getByRole('button', { name: 'Resend verification code' }));
    expect(await screen.findByText(MAIL_DELAYED_MESSAGE, undefined, SERVER_CALL)).toBeTruthy();
    expect(dom.toasts.lastToast()).toEqual({
      type: 'success',
      title: VERIFICATION_MESSAGES.resent,
      description: MAIL_DELAYED_MESSAGE,
    });
    await proxy.setMode('forward');
    expect(await mailbox.waitForCode(SIGN_UP_EMAIL, { after: before, timeoutMs: 30_000 })).toMatch(
      /^\d{6}$/,
    );
  });
});

describe('ResetPasswordPanel with a slow mail server', () => {
  it('asks for the code, then says the reset code is late', async () => {
    await proxy.setMode('silent');
    renderAtVerify(() => (
      <dom.reset.ResetPasswordPanel initialEmail={RESET_EMAIL} initialCode="" />
    ));
    dom.rtl.fireEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await screen.findByLabelText('New password', undefined, SERVER_CALL);
    expect(note()?.getAttribute('role')).toBe('status');
    expect(dom.toasts.lastToast()).toEqual({
      type: 'success',
      title: 'Check your email',
      description: MAIL_DELAYED_MESSAGE,
    });
  });
});
