import { Outlet } from 'react-router';
import { RootBetaBanner } from '../../components/layout/beta-banner.tsx';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { SkipToContent } from '../../components/layout/skip-to-content.tsx';
import { AccountMenu } from '../../features/account/components/account-menu.tsx';
import { TestingBanner } from '../../features/account/components/testing-banner.tsx';
import type { RouteHandle } from '../../lib/route-handle.ts';

export const handle: RouteHandle = { staticForVisitors: true };

/** The frame of every public page: beta banner, header, content, footer. */
export default function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipToContent />
      <TestingBanner />
      <RootBetaBanner />
      <SiteHeader actions={<AccountMenu />} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
