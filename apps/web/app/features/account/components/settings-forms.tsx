import { ChangePasswordRequest, DeleteAccountRequest, UpdateNameRequest } from '@citable/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { accountApi } from '../account.client.ts';
import { NameField, NewPasswordField } from './account-fields.tsx';

const card = 'rounded-2xl bg-white p-6 shadow-sm';

export function ChangeNameForm({ currentName }: { currentName: string }) {
  const revalidator = useRevalidator();
  const form = useForm<UpdateNameRequest>({
    resolver: zodResolver(UpdateNameRequest),
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
    resolver: zodResolver(ChangePasswordRequest),
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

export function DeleteAccountForm() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [isOpen, setIsOpen] = useState(false);
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(DeleteAccountRequest),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await accountApi.deleteAccount(password);
      setIsOpen(false);
      notify('success', 'Account deleted', 'Your account and its data were deleted.');
      await navigate('/');
      revalidator.revalidate();
    } catch (error) {
      notify('error', 'Could not delete your account', (error as Error).message);
    }
  });
  return (
    <section className={`${card} border border-red-200`} aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="text-lg font-semibold text-red-800">
        Delete account
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        This deletes your account, your profile and your usage history. It cannot be undone.
      </p>
      <Dialog.Root open={isOpen} onOpenChange={setIsOpen}>
        <Dialog.Trigger asChild>
          <Button variant="danger" className="mt-4">
            Delete Account
          </Button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
            <Dialog.Title className="text-lg font-semibold text-ink">
              Delete your account?
            </Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-slate-700">
              Enter your password to confirm. Everything kept about your account is deleted.
            </Dialog.Description>
            <form onSubmit={submit} method="post" noValidate>
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                className="mt-4"
                error={form.formState.errors.password?.message}
                {...form.register('password')}
              />
              <div className="mt-6 flex justify-end gap-2">
                <Dialog.Close asChild>
                  <Button variant="secondary">Cancel</Button>
                </Dialog.Close>
                <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
                  {form.formState.isSubmitting ? 'Deleting...' : 'Delete Account'}
                </Button>
              </div>
            </form>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </section>
  );
}
