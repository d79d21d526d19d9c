import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { type MetaFunction, useLocation } from 'react-router';
import { PagesList } from '../../features/pages/components/pages-list.tsx';
import { familyOf } from '../../features/pages/pages-family.ts';

export const meta: MetaFunction = () => [{ title: formatPageTitle('Page Management') }];

/** Spec 2 "Page management": the list, on /admin/pages and /secure-pages. */
export default function PagesListRoute() {
  const { pathname } = useLocation();
  return <PagesList family={familyOf(pathname)} />;
}
