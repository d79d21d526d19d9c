import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { type LoaderFunctionArgs, type MetaFunction, useLoaderData } from 'react-router';
import { AuthShell } from '../../features/account/components/auth-shell.tsx';
import { TestingAccess } from '../../features/testing/testing-access.tsx';

export const meta: MetaFunction = () => [
  { title: formatPageTitle('Internal Testing Access') },
  { name: 'robots', content: 'noindex' },
];

export function loader({ params }: LoaderFunctionArgs) {
  return { secret: (params.secret ?? '').slice(0, 500) };
}

export default function Testing() {
  const { secret } = useLoaderData<typeof loader>();
  return (
    <AuthShell>
      <TestingAccess key={secret} secret={secret} />
    </AuthShell>
  );
}
