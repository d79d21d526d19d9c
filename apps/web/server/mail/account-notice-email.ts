import { escapeHtml } from './escape-html.ts';
import { formatNameForMail } from './safe-name.ts';

/**
 * Notices to the owner of a verified account: the password changed, or someone signed in from
 * a browser this account never used. Each says what happened and what to do if it was not
 * them.
 */
export type AccountNotice = { kind: 'password-changed' } | { kind: 'new-browser'; device: string };

export function buildAccountNoticeEmail(input: {
  notice: AccountNotice;
  name: string | null;
  at: Date;
  settingsUrl: string;
  forgotUrl: string;
}) {
  const name = formatNameForMail(input.name);
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const when = `${input.at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const { subject, happened } =
    input.notice.kind === 'password-changed'
      ? {
          subject: 'Your Citable password was changed',
          happened: `The password of your Citable account was changed on ${when}. Every other session was signed out.`,
        }
      : {
          subject: 'New sign-in to your Citable account',
          happened: `Your Citable account was signed in to from a browser it had not used before (${input.notice.device}) on ${when}.`,
        };
  const advice =
    'If this was you, there is nothing to do. If it was not, reset your password now with an e-mailed code, then sign out every other session in Settings.';
  const text = [
    greeting,
    '',
    happened,
    '',
    advice,
    `Reset your password: ${input.forgotUrl}`,
    `Your sessions: ${input.settingsUrl}`,
    '',
    'Citable',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(happened)}</p>
<p>${escapeHtml(advice)}</p>
<p><a href="${escapeHtml(input.forgotUrl)}">Reset your password</a> · <a href="${escapeHtml(input.settingsUrl)}">Your sessions</a></p>
<p>Citable</p>
</body></html>`;
  return { subject, text, html };
}
