import { escapeHtml } from './escape-html.ts';

/** The e-mail that carries a six-digit code, as plain text and HTML. */
export type CodePurpose = 'verify' | 'reset';

/**
 * No name in a code mail: the name of a sign-up is typed by whoever signs up, and a code mail
 * goes to any address they type, so a name there would let a stranger write to anyone in the
 * product's voice (issue 8, finding 10).
 */
export function buildCodeEmail(input: { purpose: CodePurpose; code: string; verifyUrl: string }) {
  const greeting = 'Hello,';
  const subject =
    input.purpose === 'verify'
      ? `Your Citable verification code: ${input.code}`
      : `Your Citable password reset code: ${input.code}`;
  const intro =
    input.purpose === 'verify'
      ? 'Use this code to verify your e-mail address and finish creating your Citable account:'
      : 'Use this code to reset your Citable password:';
  const outro =
    input.purpose === 'verify'
      ? 'If you did not sign up for Citable, you can ignore this e-mail.'
      : 'If you did not ask to reset your password, you can ignore this e-mail; your password stays the same.';
  const text = [
    greeting,
    '',
    intro,
    '',
    `    ${input.code}`,
    '',
    `Or open this link: ${input.verifyUrl}`,
    '',
    'The code expires in 10 minutes.',
    outro,
    '',
    'Citable',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${escapeHtml(input.code)}</p>
<p><a href="${escapeHtml(input.verifyUrl)}">Open Citable to continue</a></p>
<p>The code expires in 10 minutes. ${escapeHtml(outro)}</p>
<p>Citable</p>
</body></html>`;
  return { subject, text, html };
}
