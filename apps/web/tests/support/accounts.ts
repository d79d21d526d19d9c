import type { ApiClient } from './api-client.ts';
import type { Mailbox } from './mailbox.ts';

/** Long and on no breached-password list, so every sign-up in the tests is accepted. */
export const TEST_PASSWORD = 'Violet-Harbour-Lantern-42';

/**
 * Signs an account up through the API and enters the code from its mail, as a person would;
 * afterwards `api` holds the account's session. A refused step throws with the answer, so a
 * test that only needs an account stops at the step that broke.
 */
export async function signUpAndVerify(
  api: ApiClient,
  mailbox: Mailbox,
  account: { name: string; email: string; password?: string },
): Promise<void> {
  const { email } = account;
  const code = await signUpForCode(api, mailbox, account);
  const verified = await api.postJson('/api/auth/verify', { email, code });
  if (verified.status !== 200)
    throw new Error(
      `Verifying ${email} answered ${verified.status}: ${JSON.stringify(verified.body)}`,
    );
}

/** Signs an account up through the API and returns the code its mail brought. */
export async function signUpForCode(
  api: ApiClient,
  mailbox: Mailbox,
  account: { name: string; email: string; password?: string },
): Promise<string> {
  const { name, email, password = TEST_PASSWORD } = account;
  const before = mailbox.messages.length;
  const signUp = await api.postJson('/api/auth/sign-up', { name, email, password });
  if (signUp.status >= 400)
    throw new Error(
      `Sign-up of ${email} answered ${signUp.status}: ${JSON.stringify(signUp.body)}`,
    );
  return mailbox.waitForCode(email, { after: before });
}
