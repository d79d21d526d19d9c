import { AUTH_COPY } from '@citable/site/content/auth-copy.ts';
import { resolveBetaText } from '@citable/site/content/beta-copy.ts';
import { formatPageTitle } from '@citable/site/content/site-name.ts';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useState } from 'react';
import { type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router';
import { AuthShell } from '../../features/account/components/auth-shell.tsx';
import { LoginForm } from '../../features/account/components/login-form.tsx';
import { SignUpForm } from '../../features/account/components/sign-up-form.tsx';
import { readStored, STORAGE_KEYS } from '../../lib/browser-storage.ts';
import { getBeta } from '../../lib/root-meta.ts';
import { useBetaText } from '../../lib/use-beta-text.ts';

export const meta: MetaFunction = ({ matches }) => [
  { title: formatPageTitle(resolveBetaText(AUTH_COPY.pageTitle, getBeta(matches))) },
  { name: 'description', content: resolveBetaText(AUTH_COPY.pageDescription, getBeta(matches)) },
  { name: 'robots', content: 'noindex' },
];

/** Signed-in users have nothing to do here. */
export function loader({ context }: LoaderFunctionArgs) {
  if (context.viewer.user) throw redirect('/analyzer');
  return null;
}

type Tab = 'signup' | 'login';
const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';

/** Spec 2 "/auth": tabs Sign Up and Login with a link to switch between them. */
export default function Auth() {
  const [tab, setTab] = useState<Tab>('signup');
  const signUpHeading = useBetaText(AUTH_COPY.signUpHeading);
  // Someone who has signed in on this browser before most likely wants to log in.
  useEffect(() => {
    const requested = new URLSearchParams(window.location.search).get('tab');
    if (requested === 'login' || requested === 'signup') setTab(requested);
    else if (readStored('local', STORAGE_KEYS.hasAccount) === 'true') setTab('login');
  }, []);
  return (
    <AuthShell>
      <h1 className="text-2xl font-bold tracking-tight text-ink">
        {tab === 'signup' ? signUpHeading : 'Welcome back'}
      </h1>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)} className="mt-6">
        <Tabs.List
          aria-label="Sign up or log in"
          className="flex gap-1 rounded-lg bg-slate-100 p-1"
        >
          <Tabs.Trigger value="signup" className={tabClass}>
            Sign Up
          </Tabs.Trigger>
          <Tabs.Trigger value="login" className={tabClass}>
            Login
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="signup" className="mt-6">
          <SignUpForm />
          <p className="mt-6 text-center text-sm text-slate-600">
            Already have an account?{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => setTab('login')}
            >
              Log in
            </button>
          </p>
        </Tabs.Content>
        <Tabs.Content value="login" className="mt-6">
          <LoginForm />
          <p className="mt-6 text-center text-sm text-slate-600">
            New to Citable?{' '}
            <button
              type="button"
              className="font-semibold text-brand-700 underline"
              onClick={() => setTab('signup')}
            >
              Sign up
            </button>
          </p>
        </Tabs.Content>
      </Tabs.Root>
    </AuthShell>
  );
}
