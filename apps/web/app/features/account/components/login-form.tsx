import { MAIL_DELAYED_MESSAGE, SignInRequest } from '@citable/schemas';
import { AUTH_COPY } from '@citable/site/content/auth-copy.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/browser-storage.ts';
import { useBetaText } from '../../../lib/use-beta-text.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { accountApi } from '../account.client.ts';
import { EmailField } from './account-fields.tsx';

/** Spec 2 "/auth" Login and spec 4 "Login": a session only when complete, then /analyzer. */
export function LoginForm() {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const form = useForm<SignInRequest>({
    resolver: zodResolver(SignInRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const isHydrated = useHydrated();

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await accountApi.signIn(values);
      writeStored('local', STORAGE_KEYS.hasAccount, 'true');
      if (result.status === 'needs_verification') {
        writeStored('session', STORAGE_KEYS.signupEmail, result.email);
        const isMailDelayed = result.mail === 'delayed';
        notify(
          'info',
          'Please verify your email',
          isMailDelayed ? MAIL_DELAYED_MESSAGE : 'We sent a new verification code to your email.',
        );
        await navigate(
          `/verify?email=${encodeURIComponent(result.email)}${isMailDelayed ? '&mail=delayed' : ''}`,
        );
        return;
      }
      notify('success', 'Successfully logged in!');
      await navigate('/analyzer');
      revalidator.revalidate();
    } catch (error) {
      const message =
        error instanceof ApiError ? error.message || 'Login failed.' : 'Login failed.';
      form.setError('root', { message });
      notify('error', message);
    }
  });

  const forgotPassword = () => {
    const email = form.getValues('email').trim();
    void navigate(`/verify?reset=1${email ? `&email=${encodeURIComponent(email)}` : ''}`);
  };

  return (
    <form onSubmit={submit} method="post" noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{useBetaText(AUTH_COPY.loginLead)}</p>
      <EmailField registration={form.register('email')} error={errors.email?.message} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      <FormAlert message={errors.root?.message} />
      <Button type="submit" className="w-full" disabled={isSubmitting || !isHydrated}>
        {isSubmitting ? 'Signing in...' : 'Login'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={forgotPassword}>
        Forgot password
      </Button>
    </form>
  );
}
