import {
  ResetPasswordRequest,
  VERIFICATION_CODE_MESSAGE,
  VERIFICATION_FAILED_MESSAGE,
  verificationCode,
} from '@citable/schemas';
import { useState } from 'react';
import { Link, useNavigate, useRevalidator } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { notify } from '../../../components/ui/toaster.tsx';
import { ApiError } from '../../../lib/api.ts';
import { accountApi } from '../account.client.ts';
import { CodeInput } from './code-input.tsx';

/**
 * "Forgot password" leads here (/verify?reset=1): ask for a code by e-mail, then enter it
 * with a new password. Every other session of the account ends.
 */
export function ResetPasswordPanel({
  initialEmail,
  initialCode,
}: {
  initialEmail: string;
  initialCode: string;
}) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [email, setEmail] = useState(initialEmail);
  const [isCodeSent, setIsCodeSent] = useState(initialCode.length === 6);
  const [code, setCode] = useState(initialCode.length === 6 ? initialCode : '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const sendCode = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await accountApi.forgotPassword(email);
      setIsCodeSent(true);
      notify(
        'success',
        'Check your email',
        'If an account exists for this address, a reset code is on its way.',
      );
    } catch (caught) {
      setError((caught as Error).message);
      notify('error', (caught as Error).message);
    } finally {
      setIsBusy(false);
    }
  };

  const reset = async () => {
    if (!verificationCode.safeParse(code).success) {
      notify('error', VERIFICATION_CODE_MESSAGE);
      return;
    }
    // The server's own rules and words, checked here so nothing is sent that it would refuse.
    const checked = ResetPasswordRequest.safeParse({ email, code, password });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? VERIFICATION_CODE_MESSAGE);
      return;
    }
    setIsBusy(true);
    setError(null);
    try {
      await accountApi.resetPassword(email, code, password);
      notify('success', 'Password changed', 'You are signed in. Other sessions were signed out.');
      await navigate('/dashboard');
      revalidator.revalidate();
    } catch (caught) {
      const message = caught instanceof ApiError ? caught.message : VERIFICATION_FAILED_MESSAGE;
      setError(message);
      notify('error', message);
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div>
      <h1 className="text-2xl font-bold tracking-tight text-ink">Reset your password</h1>
      <form
        method="post"
        noValidate
        className="mt-6 space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void (isCodeSent ? reset() : sendCode());
        }}
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {isCodeSent ? (
          <>
            <p className="text-sm text-slate-600">
              Enter the 6-digit code from the e-mail and choose a new password.
            </p>
            <CodeInput value={code} onChange={setCode} disabled={isBusy} />
            <TextField
              label="New password"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters."
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </>
        ) : null}
        {error ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {error}
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
          <Button variant="secondary" onClick={() => void sendCode()} disabled={isBusy || !email}>
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
