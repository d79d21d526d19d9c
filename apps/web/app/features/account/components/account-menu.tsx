import { ChevronDown, User } from 'lucide-react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { DeferredMenu } from '../../../components/ui/deferred-menu.tsx';
import { useViewer } from '../../../lib/use-viewer.ts';
import { useAccountState } from '../account-state.tsx';

export const ACCOUNT_BUTTON_CLASS =
  'inline-flex shrink-0 items-center gap-1.5 rounded-md border border-slate-300 bg-white px-2.5 py-2 text-sm font-semibold text-ink hover:bg-slate-50 sm:px-3';

/** Icon and chevron only from sm up: the words must fit a 320 px header. */
export function AccountButtonContent({ label }: { label: string }) {
  return (
    <>
      <User size={16} aria-hidden="true" className="hidden sm:block" />
      {label}
      <ChevronDown size={14} aria-hidden="true" className="hidden sm:block" />
    </>
  );
}

const AccountMenuDropdown = lazy(() => import('./account-menu-dropdown.tsx'));

/** Spec 2 "Account menu": a Sign In link for visitors, the account menu for everyone else. */
export function AccountMenu() {
  const viewer = useViewer();
  const { isAdminMode } = useAccountState();
  if (!viewer.user) {
    return (
      <Link
        to="/auth"
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        Sign In
      </Link>
    );
  }
  const label = viewer.isAdmin && isAdminMode ? 'Admin' : 'Account';
  return (
    <DeferredMenu
      menu={(props) => <AccountMenuDropdown {...props} />}
      standIn={(intent) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded="false"
          className={ACCOUNT_BUTTON_CLASS}
          {...intent}
        >
          <AccountButtonContent label={label} />
        </button>
      )}
    />
  );
}
