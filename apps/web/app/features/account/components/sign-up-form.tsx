import { MAIL_DELAYED_MESSAGE, SignUpRequest } from '@citable/schemas';
import { AUTH_COPY } from '@citable/site/content/auth-copy.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/browser-storage.ts';
import { useBetaText } from '../../../lib/use-beta-text.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { accountApi } from '../account.client.ts';
import { EmailField, NameField, NewPasswordField } from './account-fields.tsx';

type SignUpInput = z.input<typeof SignUpRequest>;

/** Spec 2 "/auth" Sign Up and spec 4 "Sign-up" steps 1-3. */
export function SignUpForm() {
  const navigate = useNavigate();
  const form = useForm<SignUpInput, unknown, SignUpRequest>({
    resolver: zodResolver(SignUpRequest),
    defaultValues: { name: '', email: '', password: '', referralSource: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const isHydrated = useHydrated();

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await accountApi.signUp(values);
      writeStored('session', STORAGE_KEYS.signupEmail, result.email);
      writeStored('session', STORAGE_KEYS.referralSource, values.referralSource || null);
      writeStored('local', STORAGE_KEYS.hasAccount, 'true');
      const isMailDelayed = result.mail === 'delayed';
      notify(
        'success',
        'Please check your email for the verification code.',
        isMailDelayed ? MAIL_DELAYED_MESSAGE : undefined,
      );
      await navigate(
        `/verify?email=${encodeURIComponent(result.email)}${isMailDelayed ? '&mail=delayed' : ''}`,
      );
    } catch (error) {
      const message =
        error instanceof ApiError
          ? error.message || 'Failed to create account.'
          : 'An unexpected error occurred. Please try again.';
      form.setError('root', { message });
      notify('error', message);
    }
  });

  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{useBetaText(AUTH_COPY.signUpLead)}</p>
      <NameField registration={form.register('name')} error={errors.name?.message} />
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <NewPasswordField registration={form.register('password')} error={errors.password?.message} />
      <TextField
        label="How did you hear about us? (optional)"
        autoComplete="off"
        error={errors.referralSource?.message}
        {...form.register('referralSource')}
      />
      <FormAlert message={errors.root?.message} />
      <Button type="submit" className="w-full" disabled={isSubmitting || !isHydrated}>
        {isSubmitting ? 'Creating account...' : 'Sign Up'}
      </Button>
    </form>
  );
}
