import { type LoaderFunctionArgs, Outlet } from 'react-router';
import { useAccountState } from '../../features/account/account-state.tsx';
import { PagesQueryProvider } from '../../features/pages/pages-query-provider.tsx';
import { useAdminModeGuard } from '../../features/pages/use-admin-mode-guard.ts';
import { requireAdminViewer } from './admin-guard.ts';

export function loader({ context }: LoaderFunctionArgs) {
  requireAdminViewer(context.viewer);
  return null;
}

/** Spec 2: /admin/pages/* is the admin's, inside the signed-in layout, with admin mode on. */
export default function AdminPagesLayout() {
  const { isAdminMode } = useAccountState();
  const isAllowed = useAdminModeGuard(true, isAdminMode);
  if (!isAllowed) return null;
  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">Page Management</h1>
        <p className="mt-1 text-slate-700">Create, edit and publish the site's pages.</p>
      </div>
      <PagesQueryProvider>
        <Outlet />
      </PagesQueryProvider>
    </div>
  );
}
