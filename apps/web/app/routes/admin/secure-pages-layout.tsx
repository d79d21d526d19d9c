import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { Link, type LoaderFunctionArgs, type MetaFunction, Outlet } from 'react-router';
import { RootBetaBanner } from '../../components/layout/beta-banner.tsx';
import { SkipToContent } from '../../components/layout/skip-to-content.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TestingBanner } from '../../features/account/components/testing-banner.tsx';
import { PagesQueryProvider } from '../../features/pages/pages-query-provider.tsx';
import { useViewer } from '../../lib/use-viewer.ts';
import { requireAdminViewer } from './admin-guard.ts';

export const meta: MetaFunction = () => [
  { title: formatPageTitle('Secure Page Management') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ context }: LoaderFunctionArgs) {
  requireAdminViewer(context.viewer);
  return null;
}

/** Spec 2 "Page management", secure family: its own header around the same screens. */
export default function SecurePagesLayout() {
  const viewer = useViewer();
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipToContent />
      <TestingBanner />
      <RootBetaBanner />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-6 md:px-8">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
              Secure Page Management
            </h1>
            <p className="mt-1 text-slate-700">
              Manage website pages with simplified authentication.
            </p>
          </div>
          <nav aria-label="Secure page management" className="flex gap-3 text-sm font-semibold">
            <Link
              to="/admin-dashboard"
              className="rounded-md px-3 py-2 text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
            >
              Admin Dashboard
            </Link>
            <Link
              to="/"
              className="rounded-md px-3 py-2 text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
            >
              Home
            </Link>
          </nav>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 md:px-8">
        {viewer.user?.email ? (
          <PagesQueryProvider>
            <Outlet />
          </PagesQueryProvider>
        ) : (
          <FormAlert message="User email not available" />
        )}
      </main>
    </div>
  );
}
