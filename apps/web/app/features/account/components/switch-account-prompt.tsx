import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';

/**
 * Shown before a verification link is used in a browser where another account is signed in
 * (issue 8, finding 3): a link someone else sent must not silently swap the account.
 */
export function SwitchAccountPrompt({
  signedInAs,
  email,
  onContinue,
}: {
  signedInAs: string;
  email: string;
  onContinue: () => void;
}) {
  return (
    <section
      aria-labelledby="switch-account-heading"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="switch-account-heading" className="font-semibold text-ink">
        You are signed in as {signedInAs}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        This verification is for {email || 'another address'}. If you did not ask for it, stay
        signed in. Continuing may sign you out of {signedInAs} in this browser.
      </p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onContinue}>Continue with this code</Button>
        <Link
          to="/analyzer"
          className="inline-flex items-center justify-center rounded-md px-4 py-2 text-sm font-semibold text-brand-700 underline"
        >
          Stay signed in as {signedInAs}
        </Link>
      </div>
    </section>
  );
}
