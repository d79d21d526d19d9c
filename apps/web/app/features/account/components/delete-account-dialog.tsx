import { DeleteAccountRequest } from '@citable/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { accountApi } from '../account.client.ts';

/** "Delete your account?": the password confirms; loaded by settings-forms.tsx when opened. */
export default function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(DeleteAccountRequest),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await accountApi.deleteAccount(password);
      onOpenChange(false);
      notify('success', 'Account deleted', 'Your account and its data were deleted.');
      await navigate('/');
      revalidator.revalidate();
    } catch (error) {
      notify('error', 'Could not delete your account', (error as Error).message);
    }
  });
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
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
  );
}
