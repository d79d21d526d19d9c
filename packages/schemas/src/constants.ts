/*
 * The constants and messages of the schemas, without Zod: a screen that only shows a message
 * or checks a limit imports them from `@citable/schemas/constants` and does not load Zod (issue
 * 35). The schema modules import them from here and export them again, so the package's main
 * entry still offers every name.
 */

import { formatCount } from './format-count.ts';

export {
  contentOverLimitMessage,
  countCharacters,
  MAX_CONTENT_CHARACTERS,
  MAX_CONTENT_WORDS,
} from './content-limits.ts';
export { formatCount } from './format-count.ts';
export { NETWORK_FAILURE, TOOL_MESSAGES } from './messages.ts';
export * from './page-rules.ts';
export * from './target-limits.ts';

// Spec 5 "Login", "Sign-up" and "Verification code" (account.ts).
export const MIN_PASSWORD_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing stays cheap. */
export const MAX_PASSWORD_LENGTH = 256;
export const VERIFICATION_CODE_MESSAGE = 'Please enter a valid verification code';
/** A code that was not accepted, or a verification that failed without the server's reason. */
export const VERIFICATION_FAILED_MESSAGE = 'Verification failed. Please try again.';
/** Spec 8 "Verification": the toasts of /verify, written once for the server and the browser. */
export const VERIFICATION_MESSAGES = {
  verified: 'Email verified successfully!',
  resent: 'Verification code has been resent to your email.',
  resendFailed: 'Failed to resend verification code. Please try signing up again.',
} as const;
/** What the screens say when a code's e-mail is delayed. */
export const MAIL_DELAYED_MESSAGE =
  'Our mail server is slow right now, so the e-mail with your code may take a few minutes to arrive. We keep trying to send it.';

// The AI function calls (functions.ts).
export const MAX_KEYWORD_LENGTH = 200;
export const MAX_PROMPT_LENGTH = 50_000;
/**
 * Issue 13: an empty prompt once saved fine and then failed every user's next call. It is
 * refused, here and in the browser; "Reset to Default" is the way back to the shipped one.
 */
export const EMPTY_PROMPT_MESSAGE =
  'A system prompt cannot be empty. Write instructions for the AI, or use Reset to Default.';

// Issue 34: saved work, history and API keys (saved-work.ts).
/** Issue 34: the tools whose text and results are kept. */
export const SAVED_TOOLS = ['analyzer', 'improvement', 'keywords'] as const;
/**
 * Issue 34 "History": how many runs an account keeps; past it the oldest are dropped as new
 * ones come (decision 012).
 */
export const HISTORY_LIMIT = 1_000;
export const HISTORY_PAGE_SIZE = 20;
export const HISTORY_FULL_NOTICE = `Your history keeps your newest ${formatCount(HISTORY_LIMIT)} runs: each new run removes the oldest.`;
export const RUN_NOT_FOUND = 'This run is not in your history.';
export const SHARE_NOT_FOUND = 'This link does not exist or was revoked by its owner.';
export const EXPORT_FORMATS = ['markdown', 'csv', 'pdf', 'html'] as const;
export const IMPROVED_TEXT_FORMATS = 'An improved text exports as Markdown or HTML.';
export const MAX_RUN_TITLE_LENGTH = 120;
export const ONLY_ANALYSES_COMPARE = 'Only two analyses can be compared.';
export const MAX_DISMISS_REASON_LENGTH = 500;
export const DISMISSAL_NOT_FOUND = 'This dismissal does not exist.';
/** Issue 34: personal API keys, made and revoked on /settings. */
export const MAX_API_KEYS = 10;
export const API_KEY_REQUIRED = 'Send a valid API key: Authorization: Bearer <key>.';
export const API_KEY_NOT_FOUND = 'This API key does not exist.';
export const TOO_MANY_API_KEYS = `An account can have at most ${MAX_API_KEYS} API keys. Revoke one first.`;

// The system prompts (prompts.ts).
/** DESIGN.md 3.3: the three system prompts, one per AI tool. */
export const PROMPT_KINDS = ['analyzer', 'improvement', 'keywords'] as const;
