import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndVerify, signUpForCode, TEST_PASSWORD } from '../../../tests/support/accounts.ts';
import { ApiClient } from '../../../tests/support/api-client.ts';
import type { TestAppServer } from '../../../tests/support/app-server.ts';
import { installHookDom } from '../../../tests/support/hook-dom.ts';
import {
  type MailServer,
  SERVER_CALL,
  startMailServer,
} from '../../../tests/support/mail-server.ts';
import type { Mailbox } from '../../../tests/support/mailbox.ts';
import { QueryWrapper } from '../../../tests/support/query-wrapper.tsx';
import { lastToast } from '../../../tests/support/toasts.ts';
import { ApiError } from '../../lib/api.ts';
import { accountApi } from './account.client.ts';
import { useCodeMail } from './hooks/use-code-mail.ts';
import { useSessions } from './hooks/use-sessions.ts';

/*
 * The account hooks in a DOM against the real API (real server, real database, real mail
 * over SMTP). The hooks' calls carry the session of `api`, as a browser on the site would.
 * The account is signed in from three other browsers too; the tests run in order and end
 * those sessions one, then all.
 */
const EMAIL = 'hooks@account.test';
/** An address signed up but not verified, so a code can be sent again. */
const RESEND_EMAIL = 'resend@account.test';
let resendFirstCode = '';

let mailbox: Mailbox;
let server: TestAppServer;
let running: MailServer | undefined;
let api: ApiClient;
let removeDom = async () => {};
const wrapper = QueryWrapper;

/** Signs the account in from another browser. */
async function signInElsewhere(): Promise<void> {
  const answer = await new ApiClient(server.url).postJson('/api/auth/sign-in', {
    email: EMAIL,
    password: TEST_PASSWORD,
  });
  expect(answer.body).toEqual({ status: 'complete' });
}

beforeAll(async () => {
  running = await startMailServer();
  ({ mailbox, server } = running);
  api = new ApiClient(server.url);
  await signUpAndVerify(api, mailbox, { name: 'Hook User', email: EMAIL });
  // Before the DOM is installed: its fetch sends this account's cookies with every call.
  for (let browser = 0; browser < 3; browser += 1) await signInElsewhere();
  resendFirstCode = await signUpForCode(new ApiClient(server.url), mailbox, {
    name: 'Resend',
    email: RESEND_EMAIL,
  });
  removeDom = installHookDom(api);
}, 120_000);

afterAll(async () => {
  await removeDom();
  await running?.close();
});

afterEach(cleanup);

const LOADED = SERVER_CALL;

describe('useSessions', () => {
  /** The hook, and every session id it reported as being ended, render by render. */
  function renderSessions() {
    const ending: (string | null)[] = [];
    const rendered = renderHook(
      () => {
        const state = useSessions();
        ending.push(state.endingId);
        return state;
      },
      { wrapper },
    );
    return { ...rendered, ending };
  }

  it('lists this device and another, and ends the other one', async () => {
    const { result, ending } = renderSessions();
    await waitFor(() => expect(result.current.sessions).toHaveLength(4), LOADED);
    expect(result.current.error).toBeNull();
    const elsewhere = result.current.sessions?.find((session) => !session.isCurrent);
    if (!elsewhere) throw new Error('no other session listed');

    act(() => result.current.end(elsewhere.id));
    await waitFor(() => expect(result.current.sessions).toHaveLength(3), LOADED);
    // The button said which session was being ended until the list was read again.
    expect(ending).toContain(elsewhere.id);
    expect(result.current.endingId).toBeNull();
    expect(lastToast()).toEqual({
      type: 'success',
      title: 'Session ended',
      description: 'That browser is signed out.',
    });
    expect(result.current.sessions?.map((session) => session.id)).not.toContain(elsewhere.id);
  });

  it('"others" ends every session but this one', async () => {
    const { result, ending } = renderSessions();
    await waitFor(() => expect(result.current.sessions).toHaveLength(3), LOADED);

    act(() => result.current.end('others'));
    await waitFor(() => expect(result.current.sessions).toHaveLength(1), LOADED);
    expect(ending).toContain('others');
    expect(result.current.endingId).toBeNull();
    expect(lastToast()?.title).toBe('Signed out everywhere else');
    expect(result.current.sessions?.[0]?.isCurrent).toBe(true);
  });

  it("says why a session could not be ended, in the server's words", async () => {
    const { result } = renderHook(() => useSessions(), { wrapper });
    await waitFor(() => expect(result.current.sessions).toHaveLength(1), LOADED);
    act(() => result.current.end('0'.repeat(32)));
    await waitFor(() => expect(lastToast()?.title).toBe('Could not end the session'), LOADED);
    expect(lastToast()?.description).toBe('This session does not exist or has already ended.');
    await waitFor(() => expect(result.current.endingId).toBeNull(), LOADED);
    expect(result.current.sessions).toHaveLength(1);
  });
});

describe('useCodeMail', () => {
  const copy = {
    sent: ['Sent.'] as [string],
    describeFailure: (error: Error) =>
      error instanceof ApiError && error.status === 429 ? error.message : 'Not sent.',
  };

  it('mails a new code, toasts the success and tells the screen', async () => {
    const sent: string[] = [];
    const { result } = renderHook(
      () => useCodeMail(accountApi.resendCode, copy, { onSent: () => sent.push('sent') }),
      { wrapper },
    );
    const before = mailbox.messages.length;
    act(() => result.current.mutate(RESEND_EMAIL));
    await waitFor(() => expect(result.current.isSuccess).toBe(true), LOADED);
    const secondCode = await mailbox.waitForCode(RESEND_EMAIL, { after: before });
    expect(secondCode).not.toBe(resendFirstCode);
    expect(sent).toEqual(['sent']);
    expect(lastToast()).toEqual({ type: 'success', title: 'Sent.', description: undefined });
  });

  it('gives a refusal its own words, as a toast and to the screen', async () => {
    const failures: string[] = [];
    const { result } = renderHook(
      () =>
        useCodeMail(accountApi.resendCode, copy, {
          onFailed: (message) => failures.push(message),
        }),
      { wrapper },
    );
    // Not an address: refused before anything is sent. (An address with nothing to verify is
    // answered like any other, so that the answer does not tell which have a sign-up waiting.)
    act(() => result.current.mutate('not-an-address'));
    await waitFor(() => expect(result.current.isError).toBe(true), LOADED);
    expect(failures).toEqual(['Not sent.']);
    expect(lastToast()).toEqual({ type: 'error', title: 'Not sent.', description: undefined });
  });
});
