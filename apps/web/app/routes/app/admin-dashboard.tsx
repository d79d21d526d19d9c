import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { type LoaderFunctionArgs, type MetaFunction, redirect, useLoaderData } from 'react-router';
import { useAccountState } from '../../features/account/account-state.tsx';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard.tsx';

export const meta: MetaFunction = () => [{ title: formatPageTitle('Admin Dashboard') }];

/** Admin only, decided on the server (DESIGN.md 3.2): everyone else goes to /dashboard. */
export function loader({ context }: LoaderFunctionArgs) {
  if (!context.viewer.isAdmin) throw redirect('/dashboard');
  return { testingLink: context.adminTestingLink };
}

/** Spec 2 "Admin dashboard". */
export default function AdminDashboardRoute() {
  const { testingLink } = useLoaderData<typeof loader>();
  const { isTestingMode, endTestingMode } = useAccountState();
  return (
    <AdminDashboard
      testingLink={testingLink}
      testingMode={{ isOn: isTestingMode, end: endTestingMode }}
    />
  );
}
