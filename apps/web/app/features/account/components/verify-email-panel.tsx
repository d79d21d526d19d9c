import { VERIFICATION_CODE_MESSAGE, verificationCode } from '@citable/schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { STORAGE_KEYS, writeStored } from '../../../lib/browser-storage.ts';
import { accountApi } from '../account.client.ts';
import { CodeInput } from './code-input.tsx';

/** Spec 9: verification starts 300 ms after load when the link carries a code. */
export const AUTO_VERIFY_DELAY_MS = 300;

/** Spec 2 "/verify" and spec 4 "Sign-up" step 4 and "Auto-verify". */
export function VerifyEmailPanel({
  initialEmail,
  initialCode,
}: {
  initialEmail: string;
  initialCode: string;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState(initialCode.length === 6 ? initialCode : '');
  const [error, setError] = useState<string | null>(null);
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);

  const verify = useCallback(
    async (candidate: string) => {
      if (!verificationCode.safeParse(candidate).success) {
        notify('error', VERIFICATION_CODE_MESSAGE);
        return;
      }
      setIsVerifying(true);
      setError(null);
      try {
        await accountApi.verify(email, candidate);
        writeStored('session', STORAGE_KEYS.signupEmail, null);
        writeStored('session', STORAGE_KEYS.referralSource, null);
        notify('success', 'Email verified successfully!');
        await navigate('/dashboard');
        revalidator.revalidate();
      } catch (caught) {
        const message =
          caught instanceof ApiError ? caught.message : 'Verification failed. Please try again.';
        setError(message);
        notify('error', message);
      } finally {
        setIsVerifying(false);
      }
    },
    [email, navigate, revalidator],
  );

  const autoVerified = useRef(false);
  useEffect(() => {
    if (autoVerified.current || initialCode.length !== 6 || !initialEmail) return;
    autoVerified.current = true;
    const timer = setTimeout(() => void verify(initialCode), AUTO_VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [initialCode, initialEmail, verify]);

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

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Verify your email</h1>
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
