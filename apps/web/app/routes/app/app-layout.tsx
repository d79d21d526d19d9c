import { useEffect, useRef } from 'react';
import { type LoaderFunctionArgs, Outlet, redirect, useLocation } from 'react-router';
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

/**
 * Spec 2 "Global elements": a header, a scrolling main area and a sidebar. The frame is the
 * viewport's height and only the main area scrolls, so the header, the banners and the
 * sidebar (with its Upgrade box and collapse button) stay in view however long a result is.
 */
export default function AppLayout() {
  const viewer = useViewer();
  const { isAdminMode } = useAccountState();
  const showAdmin = viewer.isAdmin && isAdminMode;
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  // The window no longer scrolls, so React Router's scroll restoration has nothing to reset:
  // a new screen starts at the top of the main area instead of where the last one was left.
  // Not the document's own screen: it starts at the top, and scrolling it as it hydrates
  // would force a layout inside the hydration's longest task (issue 35).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    main.current?.scrollTo({ top: 0 });
  }, [pathname]);
  // `relative` on the main area: visually hidden text (sr-only, absolutely placed) inside it
  // is then placed within the scrolling area, not against the page, which it made scroll.
  return (
    <div className="flex h-dvh flex-col overflow-hidden" data-testid="app-frame">
      <SkipToContent />
      <TestingBanner />
      <RootBetaBanner />
      <div className="flex min-h-0 flex-1">
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
            ref={main}
            className="relative min-h-0 min-w-0 flex-1 overflow-y-auto bg-slate-50 px-3 pb-40 pt-6 sm:px-4 md:px-8 md:pt-8"
          >
            <Outlet />
          </main>
        </div>
      </div>
    </div>
  );
}
