import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { createSixDigitCode, hashCode } from '../../auth/tokens.ts';
import { emailCodes } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildCodeEmail, type CodePurpose } from '../../mail/code-email.ts';
import type { MailDelivery } from '../../mail/mailer.ts';
import type { RequestInfo, ServiceContext } from '../context.ts';
import { findUserByEmail, normalizeEmail } from './find-user.ts';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_GUESSES = 5;

export const CODE_INCORRECT = 'Verification failed. Please check your code and try again.';
export const CODE_EXPIRED = 'This code has expired or was already used. Please request a new one.';
export const CODE_EXHAUSTED = 'Too many incorrect codes. Please request a new one.';

/**
 * What every request to mail a code does first, before it decides whether to send one: spend
 * the sender's point (whether or not the account exists, so the limit reveals nothing), then
 * look the account up.
 */
export async function findAccountToMail(
  ctx: ServiceContext,
  input: { email: string },
  request: RequestInfo,
) {
  await ctx.limits.consume('codeSendPerIp', request.ip);
  const email = normalizeEmail(input.email);
  return { email, user: await findUserByEmail(ctx.db, email) };
}

/**
 * Replaces any live code for this address and purpose with a new one, and e-mails it. A code
 * proves who reads the mailbox and nothing else, so replacing one never changes whose
 * password an account gets (that is decided by the browser that enters it: verify-email.ts).
 * The answer comes once the code is stored and the mail server took the message, or at most
 * a second later with 'delayed' while the mail is retried in the background (mail/mailer.ts).
 */
export async function issueEmailCode(
  ctx: ServiceContext,
  input: { email: string; purpose: CodePurpose },
): Promise<MailDelivery> {
  await ctx.limits.consume('codeSendPerAccount', input.email);
  const code = createSixDigitCode();
  const sameAddress = and(eq(emailCodes.email, input.email), eq(emailCodes.purpose, input.purpose));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(emailCodes).where(sameAddress);
    await tx.insert(emailCodes).values({
      email: input.email,
      purpose: input.purpose,
      codeHash: hashCode(ctx.authSecret, `${input.purpose}:${input.email}`, code),
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    });
  });
  const params = new URLSearchParams({ email: input.email, code });
  if (input.purpose === 'reset') params.set('reset', '1');
  return ctx.mailer.send(
    {
      to: input.email,
      ...buildCodeEmail({
        purpose: input.purpose,
        code,
        verifyUrl: `${ctx.env.APP_URL}/verify?${params}`,
      }),
    },
    // The code just stored replaces the last one: an older mail still waiting is useless.
    { key: `code:${input.purpose}:${input.email}` },
  );
}

/**
 * Checks a code in one statement that also counts it: the row is locked while the guess is
 * compared and a wrong one counted, and a guess is compared only while fewer than five wrong
 * ones were counted. However many guesses arrive at once, at most five wrong ones are ever
 * evaluated against a code, on PGlite and on PostgreSQL alike (finding 4 of issue 8).
 * Returns the code's id when the guess is right; the code stays live (see `spendEmailCode`).
 */
export async function checkEmailCode(
  ctx: ServiceContext,
  input: { email: string; purpose: CodePurpose; code: string },
): Promise<string> {
  const guessHash = hashCode(ctx.authSecret, `${input.purpose}:${input.email}`, input.code);
  const isRight = sql<boolean>`${emailCodes.codeHash} = ${guessHash}`;
  const liveCode = and(
    eq(emailCodes.email, input.email),
    eq(emailCodes.purpose, input.purpose),
    gt(emailCodes.expiresAt, new Date()),
  );
  const [checked] = await ctx.db
    .update(emailCodes)
    .set({
      failedAttempts: sql`${emailCodes.failedAttempts} + (case when ${isRight} then 0 else 1 end)`,
    })
    .where(and(liveCode, lt(emailCodes.failedAttempts, MAX_WRONG_GUESSES)))
    .returning({ id: emailCodes.id, failedAttempts: emailCodes.failedAttempts, isRight });
  if (!checked) {
    const [spent] = await ctx.db
      .select({ id: emailCodes.id })
      .from(emailCodes)
      .where(liveCode)
      .limit(1);
    throw new AppError('bad_request', spent ? CODE_EXHAUSTED : CODE_EXPIRED);
  }
  if (checked.isRight) return checked.id;
  if (checked.failedAttempts >= MAX_WRONG_GUESSES)
    throw new AppError('bad_request', CODE_EXHAUSTED);
  throw new AppError('bad_request', CODE_INCORRECT);
}

/** Uses up a code that `checkEmailCode` found right; of two requests racing, one wins. */
export async function spendEmailCode(ctx: ServiceContext, codeId: string): Promise<void> {
  const used = await ctx.db
    .delete(emailCodes)
    .where(eq(emailCodes.id, codeId))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw new AppError('bad_request', CODE_EXPIRED);
}

/** Checks a code and uses it up: a right code works once. */
export async function consumeEmailCode(
  ctx: ServiceContext,
  input: { email: string; purpose: CodePurpose; code: string },
): Promise<void> {
  await spendEmailCode(ctx, await checkEmailCode(ctx, input));
}
