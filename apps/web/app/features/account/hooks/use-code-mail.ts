import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster.tsx';

/** What the screen says when the code went out, and what it says when it did not. */
export interface CodeMailCopy {
  sent: [title: string, description?: string];
  describeFailure: (error: Error) => string;
}

/**
 * A request that e-mails a code to an address (a verification code again, or a reset code):
 * its pending state, and a toast for either outcome. `onFailed` lets a form show the same
 * message inline.
 */
export function useCodeMail(
  send: (email: string) => Promise<unknown>,
  copy: CodeMailCopy,
  handlers: { onSent?: () => void; onFailed?: (message: string) => void } = {},
) {
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      notify('success', ...copy.sent);
      handlers.onSent?.();
    },
    onError: (error) => {
      const message = copy.describeFailure(error);
      notify('error', message);
      handlers.onFailed?.(message);
    },
  });
}
