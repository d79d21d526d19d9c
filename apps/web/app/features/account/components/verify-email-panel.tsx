import type { VerifyEmailRequest } from '@citable/schemas';
import { VERIFICATION_CODE_MESSAGE, VERIFICATION_MESSAGES } from '@citable/schemas/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { Link, useNavigate, useRevalidator } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/browser-storage.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { accountApi } from '../account.client.ts';
import { useCodeMail } from '../hooks/use-code-mail.ts';
import { describeVerificationFailure } from '../verification-failure.ts';
import { CodeInput } from './code-input.tsx';
import { FinishSignUpForm } from './finish-sign-up-form.tsx';
import { MailDelayedNote } from './mail-delayed-note.tsx';
import { SwitchAccountPrompt } from './switch-account-prompt.tsx';

/** Spec 9: verification starts 300 ms after load when the link carries a code. */
export const AUTO_VERIFY_DELAY_MS = 300;

type VerifyForm = z.input<typeof VerifyEmailRequest>;
const verifyResolver = lazyResolver(() =>
  import('../account-resolvers.ts').then((module) => module.verifyEmail),
);

/** Spec 8 "Verification": a resend refused for too many tries keeps the server's words. */
const RESEND_COPY = {
  sent: [VERIFICATION_MESSAGES.resent] as [string],
  describeFailure: (error: Error) =>
    error instanceof ApiError && error.status === 429
      ? error.message
      : VERIFICATION_MESSAGES.resendFailed,
};

/**
 * Spec 2 "/verify" and spec 4 "Sign-up" step 4 and "Auto-verify". Issue 8: where another
 * account is signed in, nothing is verified before the person agrees to switch; a right code
 * in a browser that did not start the sign-up asks for a name and password.
 */
export function VerifyEmailPanel({
  initialEmail,
  initialCode,
  linkKey = '',
  signedInAs,
  isMailDelayed: isMailDelayedAtFirst = false,
}: {
  initialEmail: string;
  initialCode: string;
  /** The key of the mail's link, which lets its code work in this browser too (issue 31). */
  linkKey?: string;
  /** The e-mail of the account signed in in this browser, if any. */
  signedInAs: string | null;
  /** The sign-up or sign-in that led here stored a code whose e-mail is late (issue 31). */
  isMailDelayed?: boolean;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  // The same schema as the server's request: a code that is not six digits is never sent.
  const form = useForm<VerifyForm, unknown, VerifyEmailRequest>({
    resolver: verifyResolver,
    defaultValues: { email: initialEmail, code: initialCode.length === 6 ? initialCode : '' },
  });
  const { errors, isSubmitting } = form.formState;
  const email = form.watch('email');
  const code = form.watch('code');
  const [needsPassword, setNeedsPassword] = useState(false);
  const [isSwitchAgreed, setIsSwitchAgreed] = useState(
    !signedInAs || signedInAs.toLowerCase() === initialEmail.trim().toLowerCase(),
  );
  const [isMailDelayed, setIsMailDelayed] = useState(isMailDelayedAtFirst);
  const resend = useCodeMail((email) => accountApi.resendCode(email), RESEND_COPY, {
    onSent: (mail) => setIsMailDelayed(mail === 'delayed'),
  });
  // The key belongs to the link's code: a code typed in instead is checked as typed.
  const keyFor = (values: { email: string; code: string }) =>
    linkKey && values.code === initialCode && values.email === initialEmail ? linkKey : undefined;

  const finishVerification = useCallback(async () => {
    writeStored('session', STORAGE_KEYS.signupEmail, null);
    writeStored('session', STORAGE_KEYS.referralSource, null);
    notify('success', VERIFICATION_MESSAGES.verified);
    await navigate('/dashboard');
    revalidator.revalidate();
  }, [navigate, revalidator]);

  const fail = (message: string) => {
    form.setError('root', { message });
    notify('error', message);
  };

  const refuse = (invalid: FieldErrors<VerifyForm>) => {
    // Spec 5: a code that is not six digits is a toast only.
    if (invalid.code) notify('error', VERIFICATION_CODE_MESSAGE);
    // An address from the link has no field to show its error under.
    else if (invalid.email?.message && initialEmail) fail(invalid.email.message);
  };

  const verify = form.handleSubmit(async (values) => {
    try {
      const result = await accountApi.verify(values.email, values.code, { key: keyFor(values) });
      if (result.status === 'needs_password') setNeedsPassword(true);
      else await finishVerification();
    } catch (caught) {
      fail(describeVerificationFailure(caught));
    }
  }, refuse);

  const finishSignUp = async (chosen: { name: string; password: string }) => {
    try {
      await accountApi.verify(email, code, { key: keyFor({ email, code }), ...chosen });
      await finishVerification();
      return null;
    } catch (caught) {
      const message = describeVerificationFailure(caught);
      notify('error', message);
      return message;
    }
  };

  const verifyRef = useRef(verify);
  verifyRef.current = verify;
  const autoVerified = useRef(false);
  useEffect(() => {
    if (!isSwitchAgreed) return;
    if (autoVerified.current || initialCode.length !== 6 || !initialEmail) return;
    autoVerified.current = true;
    const timer = setTimeout(() => void verifyRef.current(), AUTO_VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [initialCode, initialEmail, isSwitchAgreed]);

  const heading = <h1 className="text-2xl font-bold tracking-tight text-ink">Verify your email</h1>;
  if (signedInAs && !isSwitchAgreed) {
    return (
      <div>
        {heading}
        <SwitchAccountPrompt
          signedInAs={signedInAs}
          email={initialEmail}
          onContinue={() => setIsSwitchAgreed(true)}
        />
      </div>
    );
  }
  if (needsPassword) {
    return (
      <div>
        {heading}
        <FinishSignUpForm email={email} onFinish={finishSignUp} />
        <Link
          to="/auth"
          className="mt-4 block text-center text-sm font-semibold text-brand-700 underline"
        >
          Back to sign in
        </Link>
      </div>
    );
  }

  return (
    <div>
      {heading}
      {initialEmail ? (
        <p className="mt-2 text-sm text-slate-600">
          Enter the 6-digit code we sent to <strong className="text-ink">{email}</strong>.
        </p>
      ) : (
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          className="mt-4"
          error={errors.email?.message}
          {...form.register('email')}
        />
      )}
      {isMailDelayed ? <MailDelayedNote /> : null}
      <form className="mt-6 space-y-4" noValidate onSubmit={verify}>
        <CodeInput
          value={code}
          onChange={(value) => form.setValue('code', value)}
          disabled={isSubmitting}
        />
        {errors.root?.message ? (
          <p role="alert" className="text-center text-sm font-medium text-red-700">
            {errors.root.message}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={code.length !== 6 || isSubmitting}>
          {isSubmitting ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
      <div className="mt-4 flex flex-col gap-2">
        <Button
          variant="secondary"
          onClick={() => resend.mutate(email)}
          disabled={resend.isPending || !email}
        >
          {resend.isPending ? 'Sending...' : 'Resend verification code'}
        </Button>
        <Link to="/auth" className="text-center text-sm font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </div>
    </div>
  );
}
