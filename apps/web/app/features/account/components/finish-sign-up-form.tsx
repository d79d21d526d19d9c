import type { SignUpRequest } from '@citable/schemas';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { NameField, NewPasswordField } from './account-fields.tsx';

type FinishSignUp = Pick<SignUpRequest, 'name' | 'password'>;
const finishSignUpResolver = lazyResolver(() =>
  import('../account-resolvers.ts').then((module) => module.finishSignUp),
);

/**
 * A right code entered in a browser that made no sign-up for the address (issue 8, findings
 * 1 and 3): no password chosen elsewhere is applied, so this browser chooses one.
 */
export function FinishSignUpForm({
  email,
  onFinish,
}: {
  email: string;
  onFinish: (values: FinishSignUp) => Promise<string | null>;
}) {
  const form = useForm<FinishSignUp>({
    resolver: finishSignUpResolver,
    defaultValues: { name: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    const failure = await onFinish(values);
    if (failure) form.setError('root', { message: failure });
  });
  return (
    <form onSubmit={submit} method="post" noValidate className="mt-6 space-y-4">
      <p className="text-sm text-slate-700">
        The code for <strong className="text-ink">{email}</strong> is right. This browser did not
        start the sign-up, so to finish here, enter your name and choose a password for the account.
      </p>
      <NameField registration={form.register('name')} error={errors.name?.message} />
      <NewPasswordField registration={form.register('password')} error={errors.password?.message} />
      <FormAlert message={errors.root?.message} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Finishing...' : 'Finish sign-up'}
      </Button>
    </form>
  );
}
