import { GrantedResponse } from '@citable/schemas';
import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { callApi } from '../../lib/api.ts';
import { STORAGE_KEYS, writeStored } from '../../lib/browser-storage.ts';

/** Spec 9: validation shows for 1 s; a granted link redirects after 2 s. */
export const VALIDATION_DELAY_MS = 1000;
export const REDIRECT_DELAY_MS = 2000;

type Status = 'validating' | 'granted' | 'denied';

// A full load: the tester session, and with it the signed-in area, comes from the server.
const goToDashboard = () => window.location.assign('/dashboard');

/** Spec 2 "Testing access": the server checks the secret; the browser only shows the result. */
export function TestingAccess({ secret }: { secret: string }) {
  const [status, setStatus] = useState<Status>('validating');

  useEffect(() => {
    let isCancelled = false;
    const check = Promise.allSettled([
      callApi(GrantedResponse, 'POST', '/api/testing', { secret }),
      new Promise((resolve) => setTimeout(resolve, VALIDATION_DELAY_MS)),
    ]);
    void check.then(([result]) => {
      if (isCancelled) return;
      if (result.status === 'fulfilled') {
        writeStored('local', STORAGE_KEYS.testingMode, 'true');
        setStatus('granted');
      } else {
        setStatus('denied');
      }
    });
    return () => {
      isCancelled = true;
    };
  }, [secret]);

  useEffect(() => {
    if (status !== 'granted') return;
    const timer = setTimeout(goToDashboard, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status]);

  if (status === 'validating') {
    return (
      <div className="text-center" role="status">
        <Loader2 className="mx-auto animate-spin text-brand-600" size={40} aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-ink">Validating Access</h1>
        <p className="mt-2 text-slate-600">Checking your testing credentials...</p>
      </div>
    );
  }
  if (status === 'granted') {
    return (
      <div className="text-center" role="status">
        <CheckCircle2 className="mx-auto text-green-600" size={40} aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-ink">Testing Access Granted</h1>
        <p className="mt-2 text-slate-700">
          Welcome, internal tester! You now have full access to all features.
        </p>
        <p className="mt-2 text-sm text-slate-600">Redirecting you to the dashboard...</p>
        <Button className="mt-6" onClick={goToDashboard}>
          Go to Dashboard Now
        </Button>
      </div>
    );
  }
  return (
    <div className="text-center" role="alert">
      <XCircle className="mx-auto text-red-600" size={40} aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-ink">Access Denied</h1>
      <p className="mt-2 text-slate-700">
        Invalid testing credentials. Please check your link and try again.
      </p>
      <Link
        to="/"
        className="mt-6 inline-block rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-700"
      >
        Return to Home
      </Link>
    </div>
  );
}
