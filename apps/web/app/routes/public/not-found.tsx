import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { data, type MetaFunction } from 'react-router';
import { NotFoundScreen } from '../../components/layout/not-found-screen.tsx';

/** Any unknown path, and /not-found itself, answer 404 with the spec's screen. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => [
  { title: formatPageTitle('Page Not Found') },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundScreen />;
}
