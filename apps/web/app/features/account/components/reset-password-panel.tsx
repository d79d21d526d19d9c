import type { ResetPasswordRequest } from '@citable/schemas';
import { VERIFICATION_CODE_MESSAGE } from '@citable/schemas/constants';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { accountApi } from '../account.client.ts';
import { useCodeMail } from '../hooks/use-code-mail.ts';
import { describeVerificationFailure } from '../verification-failure.ts';
import { EmailField, NewPasswordField } from './account-fields.tsx';
import { CodeInput } from './code-input.tsx';
import { MailDelayedNote } from './mail-delayed-note.tsx';

const RESET_CODE_COPY = {
  sent: [
    'Check your email',
    'If an account exists for this address, a reset code is on its way.',
  ] as [string, string],
  describeFailure: (error: Error) => error.message,
};

const resetPasswordResolver = lazyResolver(() =>
  import('../account-resolvers.ts').then((module) => module.resetPassword),
);
/**
 * "Forgot password" leads here (/verify?reset=1): ask for a code by e-mail, then enter it
 * with a new password. Every other session of the account ends.
 */
export function ResetPasswordPanel({
  initialEmail,
  initialCode,
  linkKey = '',
}: {
  initialEmail: string;
  initialCode: string;
  /** The key of the mail's link, which lets its code work in this browser too (issue 31). */
  linkKey?: string;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [isCodeSent, setIsCodeSent] = useState(initialCode.length === 6);
  const [isMailDelayed, setIsMailDelayed] = useState(false);
  // The server's own schema, so nothing is sent that it would refuse.
  const form = useForm<ResetPasswordRequest>({
    resolver: resetPasswordResolver,
    defaultValues: {
      email: initialEmail,
      code: initialCode.length === 6 ? initialCode : '',
      password: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const email = form.watch('email');
  const code = form.watch('code');
  const sendCode = useCodeMail((email) => accountApi.forgotPassword(email), RESET_CODE_COPY, {
    onSent: (mail) => {
      setIsCodeSent(true);
      setIsMailDelayed(mail === 'delayed');
    },
    onFailed: (message) => form.setError('root', { message }),
  });
  const isBusy = isSubmitting || sendCode.isPending;

  const refuse = (invalid: FieldErrors<ResetPasswordRequest>) => {
    // Spec 5: a code that is not six digits is a toast only.
    if (invalid.code) notify('error', VERIFICATION_CODE_MESSAGE);
  };

  // Asking for a code needs only the address: the other fields are not on screen yet.
  const askForCode = async () => {
    if (await form.trigger('email')) sendCode.mutate(form.getValues('email'));
  };

  const reset = form.handleSubmit(async (values) => {
    try {
      // The key belongs to the link's code: a code typed in instead is checked as typed.
      const key =
        linkKey && values.code === initialCode && values.email === initialEmail
          ? linkKey
          : undefined;
      await accountApi.resetPassword(values.email, values.code, values.password, key);
      notify('success', 'Password changed', 'You are signed in. Other sessions were signed out.');
      await navigate('/dashboard');
      revalidator.revalidate();
    } catch (caught) {
      const message = describeVerificationFailure(caught);
      form.setError('root', { message });
      notify('error', message);
    }
  }, refuse);

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Reset your password</h1>
      {isMailDelayed ? <MailDelayedNote /> : null}
      <form
        method="post"
        noValidate
        className="mt-6 space-y-4"
        onSubmit={(event) => {
          if (isCodeSent) return reset(event);
          event.preventDefault();
          form.clearErrors('root');
          void askForCode();
        }}
      >
        <EmailField registration={form.register('email')} error={errors.email?.message} />
        {isCodeSent ? (
          <>
            <p className="text-sm text-slate-600">
              Enter the 6-digit code from the e-mail and choose a new password.
            </p>
            <CodeInput
              value={code}
              onChange={(value) => form.setValue('code', value)}
              disabled={isBusy}
            />
            <NewPasswordField
              label="New password"
              registration={form.register('password')}
              error={errors.password?.message}
            />
          </>
        ) : null}
        {errors.root?.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.root.message}
          </p>
        ) : null}
        <Button
          type="submit"
          className="w-full"
          disabled={isBusy || !email || (isCodeSent && code.length !== 6)}
        >
          {isCodeSent
            ? isBusy
              ? 'Saving...'
              : 'Reset Password'
            : isBusy
              ? 'Sending...'
              : 'Send Reset Code'}
        </Button>
      </form>
      <div className="mt-4 flex flex-col gap-2">
        {isCodeSent ? (
          <Button
            variant="secondary"
            onClick={() => {
              form.clearErrors('root');
              sendCode.mutate(email);
            }}
            disabled={isBusy || !email}
          >
            Resend code
          </Button>
        ) : null}
        <Link to="/auth" className="text-center text-sm font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </div>
    </div>
  );
}
