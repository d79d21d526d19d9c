import {
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  VERIFICATION_CODE_MESSAGE,
} from './constants.ts';
import { z } from './zod.ts';

export {
  MAIL_DELAYED_MESSAGE,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  VERIFICATION_CODE_MESSAGE,
  VERIFICATION_FAILED_MESSAGE,
  VERIFICATION_MESSAGES,
} from './constants.ts';

/*
 * Spec section 5 "Login", "Sign-up" and "Verification code": the same schema validates the
 * form in the browser and the request on the server, with the spec's messages verbatim.
 */

const email = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .max(254, 'Please enter a valid email')
  .pipe(z.email({ error: 'Please enter a valid email' }));

const newPassword = z
  .string({ error: 'Password must be at least 8 characters' })
  .min(MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters')
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

// Control characters (a NUL, an escape sequence, a line break) have no place in a name that
// is shown in e-mails and menus.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

const name = z
  .string({ error: 'Please enter your name' })
  .trim()
  .min(1, 'Please enter your name')
  .max(100, 'Name must be at most 100 characters')
  .refine((value) => !CONTROL_CHARACTERS.test(value), 'Name must not contain control characters');

export const SignUpRequest = z.object({
  name,
  email,
  password: newPassword,
  referralSource: z
    .string()
    .trim()
    .max(200, 'Referral source must be at most 200 characters')
    .refine(
      (value) => !CONTROL_CHARACTERS.test(value),
      'Referral source must not contain control characters',
    )
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignInRequest = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const verificationCode = z
  .string({ error: VERIFICATION_CODE_MESSAGE })
  .regex(/^\d{6}$/, VERIFICATION_CODE_MESSAGE);

/**
 * The key of the link in a code mail (issue 31): a typed code works only in the browser that
 * asked for it; the link's key lets the code work in any browser. Anything else is refused
 * like an unknown key.
 */
const linkKey = z
  .string()
  .max(100, 'This link is not valid. Please request a new code.')
  .optional();

/**
 * A right code entered in a browser that made no sign-up for the address applies no sign-up's
 * password: that browser is asked for a name and a password of its own (issue 8, finding 1).
 */
export const VerifyEmailRequest = z
  .object({
    email,
    code: verificationCode,
    key: linkKey,
    name: name.optional(),
    password: newPassword.optional(),
  })
  .refine((value) => value.password === undefined || value.name !== undefined, {
    message: 'Please enter your name',
    path: ['name'],
  });
export type VerifyEmailRequest = z.infer<typeof VerifyEmailRequest>;

export const EmailOnlyRequest = z.object({ email });
export type EmailOnlyRequest = z.infer<typeof EmailOnlyRequest>;

export const ResetPasswordRequest = z.object({
  email,
  code: verificationCode,
  key: linkKey,
  password: newPassword,
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

export const UpdateNameRequest = z.object({ name });
export type UpdateNameRequest = z.infer<typeof UpdateNameRequest>;

export const ChangePasswordRequest = z.object({
  currentPassword: z.string().min(1, 'Please enter your current password').max(MAX_PASSWORD_LENGTH),
  newPassword,
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequest>;

export const DeleteAccountRequest = z.object({
  password: z.string().min(1, 'Please enter your password to confirm').max(MAX_PASSWORD_LENGTH),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequest>;

export const TestingAccessRequest = z.object({ secret: z.string().min(1).max(500) });
export type TestingAccessRequest = z.infer<typeof TestingAccessRequest>;

/** One of the signed-in user's sessions, as listed on /settings. */
export const AccountSession = z.object({
  id: z.string(),
  /** From the user agent, e.g. "Firefox on Windows". */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  isCurrent: z.boolean(),
});
export type AccountSession = z.infer<typeof AccountSession>;

export const SessionIdParam = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'This session does not exist or has already ended.');

/*
 * The answers of /api/auth, /api/account and /api/testing. Each says what happened in one
 * `status` word; the browser reads them through these schemas.
 */
const status = <Word extends string>(word: Word) => z.object({ status: z.literal(word) });

/**
 * Whether the code's e-mail went out while the request waited ('sent'), or the mail server was
 * slow and it is being retried in the background ('delayed'; issue 31). Absent means sent.
 */
export const MailDelivery = z.enum(['sent', 'delayed']);
export type MailDelivery = z.infer<typeof MailDelivery>;

export const SignUpResponse = status('needs_verification').extend({
  email: z.string(),
  mail: MailDelivery.optional(),
});
export type SignUpResponse = z.infer<typeof SignUpResponse>;

export const SignInResponse = z.discriminatedUnion('status', [status('complete'), SignUpResponse]);
export type SignInResponse = z.infer<typeof SignInResponse>;

/** needs_password: the browser made no sign-up for the address and must choose a password. */
export const VerifyEmailResponse = z.object({ status: z.enum(['complete', 'needs_password']) });
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponse>;

export const CodeSentResponse = status('sent').extend({ mail: MailDelivery.optional() });
export type CodeSentResponse = z.infer<typeof CodeSentResponse>;
export const CompleteResponse = status('complete');
export type CompleteResponse = z.infer<typeof CompleteResponse>;
export const SignedOutResponse = status('signed_out');
export type SignedOutResponse = z.infer<typeof SignedOutResponse>;
export const UpdatedResponse = status('updated');
export type UpdatedResponse = z.infer<typeof UpdatedResponse>;
export const DeletedResponse = status('deleted');
export type DeletedResponse = z.infer<typeof DeletedResponse>;
export const EndedResponse = status('ended');
export type EndedResponse = z.infer<typeof EndedResponse>;
export const GrantedResponse = status('granted');
export type GrantedResponse = z.infer<typeof GrantedResponse>;
export const AdminResponse = status('admin');
export type AdminResponse = z.infer<typeof AdminResponse>;
export const SyncProfileResponse = status('synced').extend({ isAdmin: z.boolean() });
export type SyncProfileResponse = z.infer<typeof SyncProfileResponse>;

export const SessionsResponse = z.object({ sessions: z.array(AccountSession) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;
