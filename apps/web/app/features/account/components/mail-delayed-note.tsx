import { MAIL_DELAYED_MESSAGE } from '@citable/schemas/constants';

/** Issue 31: the code is stored, but its e-mail is still being retried by the server. */
export function MailDelayedNote() {
  return (
    <p
      role="status"
      data-testid="mail-delayed"
      className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {MAIL_DELAYED_MESSAGE}
    </p>
  );
}
