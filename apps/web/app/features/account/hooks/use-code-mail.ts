import type { MailDelivery } from '@citable/schemas';
import { MAIL_DELAYED_MESSAGE } from '@citable/schemas/constants';
import { useMutation } from '@tanstack/react-query';
import { notify } from '../../../components/ui/toaster.tsx';

/** What the screen says when the code went out, and what it says when it did not. */
export interface CodeMailCopy {
  sent: [title: string, description?: string];
  describeFailure: (error: Error) => string;
}

/**
 * A request that e-mails a code to an address (a verification code again, or a reset code):
 * its pending state, and a toast for either outcome. A code whose mail is late (the server
 * stored it but the mail server is slow) gets the same toast, which then says so. `onSent`
 * tells the screen which; `onFailed` lets a form show the failure inline.
 */
export function useCodeMail(
  send: (email: string) => Promise<{ mail?: MailDelivery | undefined }>,
  copy: CodeMailCopy,
  handlers: { onSent?: (mail: MailDelivery) => void; onFailed?: (message: string) => void } = {},
) {
  return useMutation({
    mutationFn: send,
    onSuccess: ({ mail = 'sent' }) => {
      const [title, description] = copy.sent;
      notify('success', title, mail === 'delayed' ? MAIL_DELAYED_MESSAGE : description);
      handlers.onSent?.(mail);
    },
    onError: (error) => {
      const message = copy.describeFailure(error);
      notify('error', message);
      handlers.onFailed?.(message);
    },
  });
}
