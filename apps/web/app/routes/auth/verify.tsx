import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { useEffect, useState } from 'react';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { AuthShell } from '../../features/account/components/auth-shell.tsx';
import { ResetPasswordPanel } from '../../features/account/components/reset-password-panel.tsx';
import { VerifyEmailPanel } from '../../features/account/components/verify-email-panel.tsx';
import { readStored, STORAGE_KEYS } from '../../lib/browser-storage.ts';

export const meta: MetaFunction = () => [
  { title: formatPageTitle('Verify your email') },
  { name: 'robots', content: 'noindex' },
];

/**
 * Optional query parameters: email and code (spec 2 "/verify"); reset=1 for a password reset;
 * key, the link's key that lets its code work in any browser (issue 31).
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  return {
    // A link opened where another account is signed in asks before switching (issue 8).
    signedInAs: context.viewer.user?.email ?? null,
    email: (params.get('email') ?? '').slice(0, 254),
    code: (params.get('code') ?? '').slice(0, 6),
    linkKey: (params.get('key') ?? '').slice(0, 100),
    isReset: params.get('reset') === '1',
    // The sign-up or sign-in that led here could not get its code's e-mail out yet (issue 31).
    isMailDelayed: params.get('mail') === 'delayed',
  };
}

export default function Verify() {
  const { email, code, linkKey, isReset, signedInAs, isMailDelayed } =
    useLoaderData<typeof loader>();
  // Without an e-mail in the link, use the one saved at sign-up in this tab (spec 3).
  const [storedEmail, setStoredEmail] = useState<string | null>(null);
  useEffect(() => setStoredEmail(readStored('session', STORAGE_KEYS.signupEmail) ?? ''), []);
  const initialEmail = email || storedEmail || '';
  const isReady = Boolean(email) || storedEmail !== null;
  return (
    <AuthShell>
      {isReset ? (
        <ResetPasswordPanel initialEmail={email} initialCode={code} linkKey={linkKey} />
      ) : isReady ? (
        <VerifyEmailPanel
          key={initialEmail}
          initialEmail={initialEmail}
          initialCode={code}
          linkKey={linkKey}
          signedInAs={signedInAs}
          isMailDelayed={isMailDelayed}
        />
      ) : (
        <p className="text-slate-600">Loading...</p>
      )}
    </AuthShell>
  );
}
