import { MAIL_DELAYED_MESSAGE } from '@citable/schemas/constants';
import type { AuthNotice } from '@citable/site/content/auth-notices.ts';
import { useEffect } from 'react';
import { notify } from '../components/ui/toaster.tsx';
import { takeAuthNotice } from './auth-notice.ts';

type Toast = Parameters<typeof notify>;

/** Spec 8: the toasts of a sign-up and a login, shown on the page they lead to. */
export const AUTH_NOTICE_TOASTS: Record<AuthNotice, Toast> = {
  'signed-up': ['success', 'Please check your email for the verification code.'],
  'signed-up-mail-delayed': [
    'success',
    'Please check your email for the verification code.',
    MAIL_DELAYED_MESSAGE,
  ],
  'logged-in': ['success', 'Successfully logged in!'],
  'needs-verification': [
    'info',
    'Please verify your email',
    'We sent a new verification code to your email.',
  ],
  'needs-verification-mail-delayed': ['info', 'Please verify your email', MAIL_DELAYED_MESSAGE],
};

/** Shows, once, the toast a form on /auth left for this page. */
export function useAuthNotice(): void {
  useEffect(() => {
    const notice = takeAuthNotice();
    if (notice) notify(...AUTH_NOTICE_TOASTS[notice]);
  }, []);
}
