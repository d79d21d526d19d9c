import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useMutation } from '@tanstack/react-query';
import {
  FileText,
  History,
  LayoutDashboard,
  LogOut,
  RefreshCw,
  Settings,
  Shield,
  SquarePen,
  User,
} from 'lucide-react';
import { useNavigate, useRevalidator } from 'react-router';
import type { DeferredMenuProps } from '../../../components/ui/deferred-menu.tsx';
import { MenuPanel, menuItemClass } from '../../../components/ui/menu.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { useViewer } from '../../../lib/use-viewer.ts';
import { accountApi } from '../account.client.ts';
import { MAX_SYNC_ATTEMPTS, useAccountState } from '../account-state.tsx';
import { ACCOUNT_BUTTON_CLASS, AccountButtonContent } from './account-menu.tsx';

/** Spec 2 "Account menu" of a signed-in user, loaded when the button is reached for. */
export default function AccountMenuDropdown({ defaultOpen, autoFocus }: DeferredMenuProps) {
  const viewer = useViewer();
  const state = useAccountState();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // One mechanism for calls to the server (TanStack Query); a second choice while one is
  // under way is ignored.
  const signOut = useMutation({
    mutationFn: () => accountApi.signOut(),
    onSuccess: async () => {
      notify('success', 'Successfully signed out');
      await navigate('/');
      revalidator.revalidate();
    },
    onError: () => notify('error', 'Error signing out'),
  });

  if (!viewer.user) return null;

  const isAdminLabel = viewer.isAdmin && state.isAdminMode;
  const role = viewer.isAdmin
    ? state.isAdminMode
      ? 'Administrator (Admin Mode)'
      : 'Administrator'
    : viewer.user.fullName || 'User';
  const isSyncLimit = state.syncAttempts >= MAX_SYNC_ATTEMPTS;
  const syncLabel = state.isSyncing
    ? 'Syncing...'
    : isSyncLimit
      ? `Sync limit reached (${state.syncAttempts}/${MAX_SYNC_ATTEMPTS})`
      : 'Sync Profile';

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={ACCOUNT_BUTTON_CLASS} autoFocus={autoFocus}>
        <AccountButtonContent label={isAdminLabel ? 'Admin' : 'Account'} />
      </DropdownMenu.Trigger>
      <MenuPanel width="w-64">
        <div className="px-2 py-2">
          <p className="truncate text-sm font-semibold text-ink">{viewer.user.email}</p>
          <p className="truncate text-xs text-slate-600">{role}</p>
        </div>
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item className={menuItemClass} onSelect={() => void navigate('/profile')}>
          <User size={16} aria-hidden="true" /> Profile
        </DropdownMenu.Item>
        <DropdownMenu.Item className={menuItemClass} onSelect={() => void navigate('/settings')}>
          <Settings size={16} aria-hidden="true" /> Settings
        </DropdownMenu.Item>
        <DropdownMenu.Item className={menuItemClass} onSelect={() => void navigate('/history')}>
          <History size={16} aria-hidden="true" /> History
        </DropdownMenu.Item>
        {viewer.isAdmin && state.isAdminMode ? (
          <>
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() => void navigate('/admin/pages')}
            >
              <FileText size={16} aria-hidden="true" /> Manage Pages
            </DropdownMenu.Item>
            {/* Issue 12: the admin's other screens, not only by typing their address. */}
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() => void navigate('/admin-dashboard')}
            >
              <LayoutDashboard size={16} aria-hidden="true" /> Admin Dashboard
            </DropdownMenu.Item>
            <DropdownMenu.Item
              className={menuItemClass}
              onSelect={() => void navigate('/prompt-editor')}
            >
              <SquarePen size={16} aria-hidden="true" /> Prompt Editor
            </DropdownMenu.Item>
          </>
        ) : null}
        <DropdownMenu.Item
          className={menuItemClass}
          disabled={state.isSyncing || isSyncLimit}
          onSelect={(event) => {
            event.preventDefault();
            void state.syncProfile();
          }}
        >
          <RefreshCw size={16} aria-hidden="true" /> {syncLabel}
        </DropdownMenu.Item>
        {viewer.isAdmin ? (
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void state.bootstrapAdmin()}>
            <Shield size={16} aria-hidden="true" /> Bootstrap Admin
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
        <DropdownMenu.Item
          className={menuItemClass}
          onSelect={() => {
            if (!signOut.isPending) signOut.mutate();
          }}
        >
          <LogOut size={16} aria-hidden="true" /> Sign out
        </DropdownMenu.Item>
      </MenuPanel>
    </DropdownMenu.Root>
  );
}
