import type { ChangePasswordRequest, UpdateNameRequest } from '@citable/schemas';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { accountApi } from '../account.client.ts';
import { NameField, NewPasswordField } from './account-fields.tsx';

const card = 'rounded-2xl bg-white p-6 shadow-sm';

const resolvers = () => import('../account-resolvers.ts');
const updateNameResolver = lazyResolver(() => resolvers().then((module) => module.updateName));
const changePasswordResolver = lazyResolver(() =>
  resolvers().then((module) => module.changePassword),
);

export function ChangeNameForm({ currentName }: { currentName: string }) {
  const revalidator = useRevalidator();
  const form = useForm<UpdateNameRequest>({
    resolver: updateNameResolver,
    defaultValues: { name: currentName },
  });
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await accountApi.updateName(name);
      notify('success', 'Name updated', 'Your name was saved.');
      revalidator.revalidate();
    } catch (error) {
      notify('error', 'Could not save your name', (error as Error).message);
    }
  });
  return (
    <form onSubmit={submit} method="post" className={card} noValidate>
      <h2 className="text-lg font-semibold text-ink">Name</h2>
      <NameField
        label="Full name"
        className="mt-4"
        registration={form.register('name')}
        error={form.formState.errors.name?.message}
      />
      <Button type="submit" className="mt-4" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Save Name'}
      </Button>
    </form>
  );
}

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordRequest>({
    resolver: changePasswordResolver,
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await accountApi.changePassword(currentPassword, newPassword);
      form.reset();
      notify('success', 'Password changed', 'You were signed out everywhere else.');
    } catch (error) {
      notify('error', 'Could not change your password', (error as Error).message);
    }
  });
  return (
    <form onSubmit={submit} method="post" className={card} noValidate>
      <h2 className="text-lg font-semibold text-ink">Password</h2>
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        className="mt-4"
        error={form.formState.errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordField
        label="New password"
        className="mt-4"
        registration={form.register('newPassword')}
        error={form.formState.errors.newPassword?.message}
      />
      <Button type="submit" className="mt-4" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Change Password'}
      </Button>
    </form>
  );
}

// The confirmation dialog (Radix's, with its focus trap and scroll lock) loads when it is first
// opened, and stays mounted after so that closing it returns the focus (issue 35).
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog.tsx'));

export function DeleteAccountForm() {
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  return (
    <section className={`${card} border border-red-200`} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="text-lg font-semibold text-red-800">
        Delete account
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        This deletes your account, your profile and your usage history. It cannot be undone.
      </p>
      <Button
        variant="danger"
        className="mt-4"
        aria-haspopup="dialog"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        Delete Account
      </Button>
      {wasOpened ? (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={isOpen} onOpenChange={setIsOpen} />
        </Suspense>
      ) : null}
    </section>
  );
}
