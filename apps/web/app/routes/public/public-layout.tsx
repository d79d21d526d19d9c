import { Outlet } from 'react-router';
import { BetaBanner } from '../../components/layout/beta-banner.tsx';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { AccountMenu } from '../../features/account/components/account-menu.tsx';
import { TestingBanner } from '../../features/account/components/testing-banner.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';
import { useRootData } from '../../root.tsx';

export const handle: RouteHandle = { staticForVisitors: true };

/** The frame of every public page: beta banner, header, content, footer. */
export default function PublicLayout() {
  const root = useRootData();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <TestingBanner />
      {root ? <BetaBanner beta={root.beta} /> : null}
      <SiteHeader actions={<AccountMenu />} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
