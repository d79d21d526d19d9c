import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { spendCodeRequest } from '../../auth/rate-limits.ts';
import { createRandomToken, createSixDigitCode, hashCode, sha256 } from '../../auth/tokens.ts';
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
export const NO_CODE_HERE =
  'No code is waiting for this browser. Enter the code in the browser that asked for it, open the link in its e-mail, or request a new code here.';

/** Which code a check is about: the one this browser asked for, or the one a mail's link names. */
export interface CodeGuess {
  email: string;
  purpose: CodePurpose;
  code: string;
  /** The key of the mail's link, when the code came with it. */
  key?: string | undefined;
}

/**
 * A browser with no id cookie gets a throwaway one: its code can still be used through the
 * mail's link, never typed in.
 */
const requesterHash = (request: Pick<RequestInfo, 'browserId'>) =>
  sha256(request.browserId ?? createRandomToken());

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
 * The code limits of a request that mails nothing (an address with no account, or nothing to
 * verify), spent exactly as a real send spends them, so a 429 says nothing about the address.
 */
export async function spendUnsentCode(
  ctx: ServiceContext,
  email: string,
  request: RequestInfo,
): Promise<void> {
  await spendCodeRequest(ctx.limits, { account: email, ip: request.ip, isKnownBrowser: false });
}

/**
 * Mails a new code for this address and purpose, bound to the browser that asked (issue 31): it
 * replaces only that browser's earlier code, so a stranger's request never replaces the owner's,
 * and a typed guess is compared only with the guessing browser's own code, so a stranger's wrong
 * guesses kill only the stranger's code. The mail's link carries a random key that finds the
 * code from any browser (the phone that opens the mail). A code proves who reads the mailbox and
 * nothing else, so it never changes whose password an account gets (verify-email.ts).
 * The answer comes once the code is stored and the mail server took the message, or at most
 * a second later with 'delayed' while the mail is retried in the background (mail/mailer.ts).
 */
export async function issueEmailCode(
  ctx: ServiceContext,
  input: { email: string; purpose: CodePurpose; isKnownBrowser: boolean },
  request: RequestInfo,
): Promise<MailDelivery> {
  await spendCodeRequest(ctx.limits, {
    account: input.email,
    ip: request.ip,
    isKnownBrowser: input.isKnownBrowser,
  });
  const code = createSixDigitCode();
  const key = createRandomToken();
  const fresh = {
    codeHash: hashCode(ctx.authSecret, `${input.purpose}:${input.email}`, code),
    linkHash: sha256(key),
    failedAttempts: 0,
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
    createdAt: new Date(),
  };
  await ctx.db.transaction(async (tx) => {
    // Codes that expired are of no use to anyone.
    await tx
      .delete(emailCodes)
      .where(and(eq(emailCodes.email, input.email), lt(emailCodes.expiresAt, new Date())));
    await tx
      .insert(emailCodes)
      .values({
        email: input.email,
        purpose: input.purpose,
        requesterHash: requesterHash(request),
        ...fresh,
      })
      .onConflictDoUpdate({
        target: [emailCodes.email, emailCodes.purpose, emailCodes.requesterHash],
        set: fresh,
      });
  });
  const params = new URLSearchParams({ email: input.email, code, key });
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
    // The code just stored replaces this browser's last one: its older mail still waiting is
    // useless. Another browser's code (and mail) stays.
    { key: `code:${input.purpose}:${input.email}:${requesterHash(request)}` },
  );
}

/**
 * Checks a code the way it arrived. Returns the code's id when it is right; the code stays live
 * (see `spendEmailCode`).
 * - Typed (no key): compared only with the code this browser asked for, in one statement that
 *   also counts it: the row is locked while the guess is compared and a wrong one counted, and
 *   a guess is compared only while fewer than five wrong ones were counted. However many
 *   guesses arrive at once, at most five wrong ones are ever evaluated against a code, on
 *   PGlite and on PostgreSQL alike (issue 8, finding 4).
 * - Through the mail's link: the key (256 random bits) finds the code. Only the mail holds it,
 *   so nothing is guessed this way, and the link works even after a stranger's wrong guesses
 *   killed the typed path of the code the stranger asked for.
 */
export async function checkEmailCode(
  ctx: ServiceContext,
  input: CodeGuess,
  request: RequestInfo,
): Promise<string> {
  const guessHash = hashCode(ctx.authSecret, `${input.purpose}:${input.email}`, input.code);
  const isRight = sql<boolean>`${emailCodes.codeHash} = ${guessHash}`;
  const sameAddress = and(eq(emailCodes.email, input.email), eq(emailCodes.purpose, input.purpose));
  const isLive = gt(emailCodes.expiresAt, new Date());
  if (input.key) {
    const [linked] = await ctx.db
      .select({ id: emailCodes.id, isRight })
      .from(emailCodes)
      .where(and(sameAddress, eq(emailCodes.linkHash, sha256(input.key)), isLive))
      .limit(1);
    if (!linked) throw new AppError('bad_request', CODE_EXPIRED);
    if (!linked.isRight) throw new AppError('bad_request', CODE_INCORRECT);
    return linked.id;
  }
  const ownCode = and(sameAddress, eq(emailCodes.requesterHash, requesterHash(request)));
  const [checked] = await ctx.db
    .update(emailCodes)
    .set({
      failedAttempts: sql`${emailCodes.failedAttempts} + (case when ${isRight} then 0 else 1 end)`,
    })
    .where(and(ownCode, isLive, lt(emailCodes.failedAttempts, MAX_WRONG_GUESSES)))
    .returning({ id: emailCodes.id, failedAttempts: emailCodes.failedAttempts, isRight });
  if (!checked) {
    const [held] = await ctx.db
      .select({ isLive: sql<boolean>`${isLive}` })
      .from(emailCodes)
      .where(ownCode)
      .limit(1);
    throw new AppError(
      'bad_request',
      !held ? NO_CODE_HERE : held.isLive ? CODE_EXHAUSTED : CODE_EXPIRED,
    );
  }
  if (checked.isRight) return checked.id;
  if (checked.failedAttempts >= MAX_WRONG_GUESSES)
    throw new AppError('bad_request', CODE_EXHAUSTED);
  throw new AppError('bad_request', CODE_INCORRECT);
}

/**
 * Uses up a code that `checkEmailCode` found right (of two requests racing, one wins), and with
 * it the codes other browsers asked for with the same purpose: the mailbox is proven.
 */
export async function spendEmailCode(
  ctx: ServiceContext,
  input: { email: string; purpose: CodePurpose; codeId: string },
): Promise<void> {
  const used = await ctx.db
    .delete(emailCodes)
    .where(eq(emailCodes.id, input.codeId))
    .returning({ id: emailCodes.id });
  if (used.length === 0) throw new AppError('bad_request', CODE_EXPIRED);
  await ctx.db
    .delete(emailCodes)
    .where(and(eq(emailCodes.email, input.email), eq(emailCodes.purpose, input.purpose)));
}

/** Checks a code and uses it up: a right code works once. */
export async function consumeEmailCode(
  ctx: ServiceContext,
  input: CodeGuess,
  request: RequestInfo,
): Promise<void> {
  const codeId = await checkEmailCode(ctx, input, request);
  await spendEmailCode(ctx, { email: input.email, purpose: input.purpose, codeId });
}
