import { AUTH_COPY } from '@citable/site/content/auth-copy.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useBetaText } from '../../../lib/use-beta-text.ts';
import { AuthShell } from '../components/auth-shell.tsx';
import { AUTH_TABS, type AuthTab, authData, authIds } from './auth-page-markup.ts';

/** A form the server refused: the fields as sent (no passwords) and the messages. */
export interface AuthFormOutcome {
  tab: AuthTab;
  values: Record<string, string>;
  errors: Record<string, string>;
}

const TAB_LABELS: Record<AuthTab, string> = { signup: 'Sign Up', login: 'Login' };
const LOGIN_HEADING = 'Welcome back';
const tabClass =
  'flex-1 rounded-md px-3 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm';
const switchClass = 'font-semibold text-brand-700 underline';

/**
 * Spec 2 "/auth": tabs Sign Up and Login and a link to switch between them, as plain HTML
 * (issue 35). Without script every control still works: a tab or switch link is a GET of
 * /auth?tab=..., a form is a POST the server handles. The page's script (enhance-auth-page.ts)
 * switches tabs in place and sends the forms to /api/auth as the other screens do. The panel
 * not shown waits in a <template>, outside the page, as an unmounted tab would.
 */
export function AuthPage({
  tab,
  isTabChosen,
  outcome,
}: {
  tab: AuthTab;
  /** The tab came from the link or a refused form, so the script keeps it. */
  isTabChosen: boolean;
  outcome: AuthFormOutcome | null;
}) {
  const signUpHeading = useBetaText(AUTH_COPY.signUpHeading);
  const headings: Record<AuthTab, string> = { signup: signUpHeading, login: LOGIN_HEADING };
  const other: AuthTab = tab === 'signup' ? 'login' : 'signup';
  return (
    <AuthShell>
      <h1
        id={authIds.heading}
        className="text-2xl font-bold tracking-tight text-ink"
        data-signup={headings.signup}
        data-login={headings.login}
      >
        {headings[tab]}
      </h1>
      <form method="get" action="/auth" className="mt-6">
        <div
          role="tablist"
          aria-label="Sign up or log in"
          className="flex gap-1 rounded-lg bg-slate-100 p-1"
          {...{ [authData.tabChosen]: isTabChosen ? 'true' : undefined }}
        >
          {AUTH_TABS.map((name) => (
            <button
              key={name}
              type="submit"
              name="tab"
              value={name}
              role="tab"
              id={authIds.tab(name)}
              aria-selected={name === tab}
              aria-controls={name === tab ? authIds.panel(name) : undefined}
              tabIndex={name === tab ? 0 : -1}
              data-state={name === tab ? 'active' : 'inactive'}
              className={tabClass}
            >
              {TAB_LABELS[name]}
            </button>
          ))}
        </div>
      </form>
      <AuthPanel tab={tab} outcome={outcome?.tab === tab ? outcome : null} />
      <template id={authIds.template(other)}>
        <AuthPanel tab={other} outcome={null} />
      </template>
    </AuthShell>
  );
}

function AuthPanel({ tab, outcome }: { tab: AuthTab; outcome: AuthFormOutcome | null }) {
  return (
    <div
      role="tabpanel"
      id={authIds.panel(tab)}
      aria-labelledby={authIds.tab(tab)}
      className="mt-6"
    >
      {tab === 'signup' ? <SignUpForm outcome={outcome} /> : <LoginForm outcome={outcome} />}
      <form method="get" action="/auth" className="mt-6 text-center text-sm text-slate-600">
        {tab === 'signup' ? 'Already have an account? ' : 'New to Citable? '}
        <button
          type="submit"
          name="tab"
          value={tab === 'signup' ? 'login' : 'signup'}
          className={switchClass}
          {...{ [authData.switchTo]: tab === 'signup' ? 'login' : 'signup' }}
        >
          {tab === 'signup' ? 'Log in' : 'Sign up'}
        </button>
      </form>
    </div>
  );
}

/** Spec 2 "/auth" Sign Up and spec 4 "Sign-up" steps 1-3; the rules are the shared schema's. */
function SignUpForm({ outcome }: { outcome: AuthFormOutcome | null }) {
  const values = outcome?.values ?? {};
  const errors = outcome?.errors ?? {};
  const id = (name: string) => authIds.field('signup', name);
  return (
    <form
      method="post"
      action="/auth"
      noValidate
      className="space-y-4"
      {...{ [authData.form]: 'signup' }}
    >
      <input type="hidden" name="intent" value="signup" />
      <p className="text-sm text-slate-600">{useBetaText(AUTH_COPY.signUpLead)}</p>
      <TextField
        id={id('name')}
        name="name"
        label="Name"
        autoComplete="name"
        defaultValue={values.name}
        error={errors.name}
      />
      <TextField
        id={id('email')}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <TextField
        id={id('password')}
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors.password}
      />
      <TextField
        id={id('referralSource')}
        name="referralSource"
        label="How did you hear about us? (optional)"
        autoComplete="off"
        defaultValue={values.referralSource}
        error={errors.referralSource}
      />
      <FormAlert message={errors.form} />
      <Button type="submit" className="w-full">
        Sign Up
      </Button>
    </form>
  );
}

/** Spec 2 "/auth" Login and spec 4 "Login"; "Forgot password" goes to /verify. */
function LoginForm({ outcome }: { outcome: AuthFormOutcome | null }) {
  const values = outcome?.values ?? {};
  const errors = outcome?.errors ?? {};
  const id = (name: string) => authIds.field('login', name);
  return (
    <form
      method="post"
      action="/auth"
      noValidate
      className="space-y-4"
      {...{ [authData.form]: 'login' }}
    >
      <input type="hidden" name="intent" value="login" />
      <p className="text-sm text-slate-600">{useBetaText(AUTH_COPY.loginLead)}</p>
      <TextField
        id={id('email')}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        defaultValue={values.email}
        error={errors.email}
      />
      <TextField
        id={id('password')}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password}
      />
      <FormAlert message={errors.form} />
      <Button type="submit" className="w-full">
        Login
      </Button>
      <Button
        type="submit"
        name="forgot"
        value="1"
        formNoValidate
        variant="ghost"
        className="w-full"
      >
        Forgot password
      </Button>
    </form>
  );
}
