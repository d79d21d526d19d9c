import { type LoaderFunctionArgs, Outlet, redirect } from 'react-router';
import { AppHeader } from '../../components/layout/app-header.tsx';
import { AppSidebar } from '../../components/layout/app-sidebar.tsx';
import { RootBetaBanner } from '../../components/layout/beta-banner.tsx';
import { SkipToContent } from '../../components/layout/skip-to-content.tsx';
import { useAccountState } from '../../features/account/account-state.tsx';
import { AccountMenu } from '../../features/account/components/account-menu.tsx';
import { AdminModeSwitch } from '../../features/account/components/admin-mode-switch.tsx';
import { TestingBanner } from '../../features/account/components/testing-banner.tsx';
import { useViewer } from '../../lib/use-viewer.ts';

/**
 * Spec 2 "Guards": visitors are sent to /auth unless a tester session is live. The server
 * decides (the loader runs there on every document request and before client navigations).
 */
export function loader({ context }: LoaderFunctionArgs) {
  const { viewer } = context;
  if (!viewer.user && !viewer.isTester) throw redirect('/auth');
  return null;
}

export default function AppLayout() {
  const viewer = useViewer();
  const { isAdminMode } = useAccountState();
  const showAdmin = viewer.isAdmin && isAdminMode;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipToContent />
      <TestingBanner />
      <RootBetaBanner />
      <div className="flex flex-1">
        <AppSidebar showAdmin={showAdmin} />
        <div className="flex min-w-0 flex-1 flex-col">
          <AppHeader
            showAdmin={showAdmin}
            actions={
              <>
                <AdminModeSwitch id="header-admin-mode" />
                <AccountMenu />
              </>
            }
          />
          <main
            id="main"
            className="min-w-0 flex-1 overflow-y-auto bg-slate-50 px-3 pb-40 pt-6 sm:px-4 md:px-8 md:pt-8"
          >
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}
