import {
  VERIFICATION_CODE_MESSAGE,
  VERIFICATION_FAILED_MESSAGE,
  verificationCode,
} from '@citable/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/browser-storage.ts';
import { accountApi } from '../account.client.ts';
import { CodeInput } from './code-input.tsx';
import { FinishSignUpForm } from './finish-sign-up-form.tsx';
import { SwitchAccountPrompt } from './switch-account-prompt.tsx';

/** Spec 9: verification starts 300 ms after load when the link carries a code. */
export const AUTO_VERIFY_DELAY_MS = 300;

/**
 * Spec 2 "/verify" and spec 4 "Sign-up" step 4 and "Auto-verify". Issue 8: where another
 * account is signed in, nothing is verified before the person agrees to switch; a right code
 * in a browser that did not start the sign-up asks for a name and password.
 */
export function VerifyEmailPanel({
  initialEmail,
  initialCode,
  signedInAs,
}: {
  initialEmail: string;
  initialCode: string;
  /** The e-mail of the account signed in in this browser, if any. */
  signedInAs: string | null;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState(initialCode.length === 6 ? initialCode : '');
  const [error, setError] = useState<string | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const [needsPassword, setNeedsPassword] = useState(false);
  const [isSwitchAgreed, setIsSwitchAgreed] = useState(
    !signedInAs || signedInAs.toLowerCase() === initialEmail.trim().toLowerCase(),
  );

  const finishVerification = useCallback(async () => {
    writeStored('session', STORAGE_KEYS.signupEmail, null);
    writeStored('session', STORAGE_KEYS.referralSource, null);
    notify('success', 'Email verified successfully!');
    await navigate('/dashboard');
    revalidator.revalidate();
  }, [navigate, revalidator]);

  const verify = useCallback(
    async (candidate: string) => {
      if (!verificationCode.safeParse(candidate).success) {
        notify('error', VERIFICATION_CODE_MESSAGE);
        return;
      }
      setIsVerifying(true);
      setError(null);
      try {
        const result = await accountApi.verify(email, candidate);
        if (result.status === 'needs_password') setNeedsPassword(true);
        else await finishVerification();
      } catch (caught) {
        const message = caught instanceof ApiError ? caught.message : VERIFICATION_FAILED_MESSAGE;
        setError(message);
        notify('error', message);
      } finally {
        setIsVerifying(false);
      }
    },
    [email, finishVerification],
  );

  const finishSignUp = async (chosen: { name: string; password: string }) => {
    try {
      await accountApi.verify(email, code, chosen);
      await finishVerification();
      return null;
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : VERIFICATION_FAILED_MESSAGE;
      notify('error', message);
      return message;
    }
  };

  const autoVerified = useRef(false);
  useEffect(() => {
    if (!isSwitchAgreed) return;
    if (autoVerified.current || initialCode.length !== 6 || !initialEmail) return;
    autoVerified.current = true;
    const timer = setTimeout(() => void verify(initialCode), AUTO_VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [initialCode, initialEmail, verify, isSwitchAgreed]);

  const resend = async () => {
    setIsResending(true);
    try {
      await accountApi.resendCode(email);
      notify('success', 'Verification code has been resent to your email.');
    } catch (caught) {
      const message =
        caught instanceof ApiError && caught.status === 429
          ? caught.message
          : 'Failed to resend verification code. Please try signing up again.';
      notify('error', message);
    } finally {
      setIsResending(false);
    }
  };

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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <form
        className="mt-6 space-y-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void verify(code);
        }}
      >
        <CodeInput value={code} onChange={setCode} disabled={isVerifying} />
        {error ? (
          <p role="alert" className="text-center text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
        <Button type="submit" className="w-full" disabled={code.length !== 6 || isVerifying}>
          {isVerifying ? 'Verifying...' : 'Verify'}
        </Button>
      </form>
      <div className="mt-4 flex flex-col gap-2">
        <Button variant="secondary" onClick={() => void resend()} disabled={isResending || !email}>
          {isResending ? 'Sending...' : 'Resend verification code'}
        </Button>
        <Link to="/auth" className="text-center text-sm font-semibold text-brand-700 underline">
          Back to sign in
        </Link>
      </div>
    </div>
  );
}
