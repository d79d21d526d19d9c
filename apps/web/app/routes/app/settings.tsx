import { formatPageTitle } from '@citable/site/content/site-name.ts';
import { type LoaderFunctionArgs, type MetaFunction, redirect } from 'react-router';
import { SessionsPanel } from '../../features/account/components/sessions-panel.tsx';
import {
  ChangeNameForm,
  ChangePasswordForm,
  DeleteAccountForm,
} from '../../features/account/components/settings-forms.tsx';
import { ApiKeysPanel } from '../../features/api-keys/api-keys-panel.tsx';
import { useViewer } from '../../lib/use-viewer.ts';

export const meta: MetaFunction = () => [{ title: formatPageTitle('Settings') }];

export function loader({ context }: LoaderFunctionArgs) {
  if (!context.viewer.user) throw redirect('/auth');
  return null;
}

/**
 * The spec leaves /settings open: name, password, the account's sessions (issue 8), and
 * deleting the account.
 */
export default function Settings() {
  const { user } = useViewer();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">Settings</h1>
      <ChangeNameForm currentName={user.fullName} />
      <ChangePasswordForm />
      <SessionsPanel />
      <ApiKeysPanel />
      <DeleteAccountForm />
    </div>
  );
}
