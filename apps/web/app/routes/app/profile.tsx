import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router';
import { initialsOf } from '../../lib/initials.ts';
import { useViewer } from '../../lib/use-viewer.ts';

export const meta: MetaFunction = () => [{ title: formatPageTitle('Your Profile') }];

/** A tester session has no account to show. */
export function loader({ context }: LoaderFunctionArgs) {
  if (!context.viewer.user) throw redirect('/auth');
  return null;
}

/** Spec 2 "Profile". */
export default function Profile() {
  const { user } = useViewer();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Your Profile</h1>
      <div className="mt-8 rounded-2xl bg-white p-6 shadow-sm">
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white"
          >
            {initialsOf(user.fullName, user.email)}
          </span>
          <div>
            <p className="text-xl font-semibold text-ink">{user.fullName || 'User'}</p>
            <p className="text-slate-600">{user.email}</p>
          </div>
        </div>
        <dl className="mt-6 grid gap-4 border-t border-slate-200 pt-6 sm:grid-cols-[10rem_1fr]">
          {user.fullName ? (
            <>
              <dt className="font-medium text-slate-600">Name</dt>
              <dd className="text-ink">{user.fullName}</dd>
            </>
          ) : null}
          <dt className="font-medium text-slate-600">Email</dt>
          <dd className="text-ink">{user.email}</dd>
          <dt className="font-medium text-slate-600">Account ID</dt>
          <dd className="break-all font-mono text-sm text-ink">{user.id}</dd>
        </dl>
      </div>
    </div>
  );
}
