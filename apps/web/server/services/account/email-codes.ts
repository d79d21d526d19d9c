import { and, eq, gt, sql } from 'drizzle-orm';
import { createSixDigitCode, hashCode, safeEqual } from '../../auth/tokens.ts';
import { emailCodes } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildCodeEmail, type CodePurpose } from '../../mail/code-email.ts';
import type { ServiceContext } from '../context.ts';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_WRONG_GUESSES = 5;

export const CODE_INCORRECT = 'Verification failed. Please check your code and try again.';
export const CODE_EXPIRED = 'This code has expired or was already used. Please request a new one.';
export const CODE_EXHAUSTED = 'Too many incorrect codes. Please request a new one.';

/** What a repeated sign-up leaves on its code until the code is used. */
export interface PendingSignUp {
  signupTicketHash: string | null;
  pendingPasswordHash: string | null;
  pendingFullName: string | null;
  pendingReferralSource: string | null;
}

const NO_PENDING_SIGN_UP: PendingSignUp = {
  signupTicketHash: null,
  pendingPasswordHash: null,
  pendingFullName: null,
  pendingReferralSource: null,
};

export type EmailCodeRow = typeof emailCodes.$inferSelect;

/**
 * Replaces any live code for this address and purpose with a new one, and e-mails it.
 * `pending` is what a sign-up leaves on the code; `keepPending` (a resend) carries over what
 * the replaced code held, so resending never changes whose credentials a code activates.
 */
export async function issueEmailCode(
  ctx: ServiceContext,
  input: {
    email: string;
    purpose: CodePurpose;
    name?: string | null;
    pending?: PendingSignUp;
    keepPending?: boolean;
  },
): Promise<void> {
  await ctx.limits.consume('codeSendPerAccount', input.email);
  const code = createSixDigitCode();
  const sameAddress = and(eq(emailCodes.email, input.email), eq(emailCodes.purpose, input.purpose));
  await ctx.db.transaction(async (tx) => {
    let pending = input.pending ?? NO_PENDING_SIGN_UP;
    if (input.keepPending) {
      const [previous] = await tx.select().from(emailCodes).where(sameAddress).limit(1);
      if (previous) pending = pickPending(previous);
    }
    await tx.delete(emailCodes).where(sameAddress);
    await tx.insert(emailCodes).values({
      email: input.email,
      purpose: input.purpose,
      codeHash: hashCode(ctx.authSecret, `${input.purpose}:${input.email}`, code),
      expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      ...pending,
    });
  });
  const params = new URLSearchParams({ email: input.email, code });
  if (input.purpose === 'reset') params.set('reset', '1');
  await ctx.mailer.send({
    to: input.email,
    ...buildCodeEmail({
      purpose: input.purpose,
      code,
      name: input.name,
      verifyUrl: `${ctx.env.APP_URL}/verify?${params}`,
    }),
  });
}

function pickPending(row: EmailCodeRow): PendingSignUp {
  return {
    signupTicketHash: row.signupTicketHash,
    pendingPasswordHash: row.pendingPasswordHash,
    pendingFullName: row.pendingFullName,
    pendingReferralSource: row.pendingReferralSource,
  };
}

/**
 * Checks a code. A right code is used up, and what it carried is returned; a wrong one
 * counts, and the fifth wrong guess kills the code. Codes expire after 10 minutes.
 */
export async function consumeEmailCode(
  ctx: ServiceContext,
  input: { email: string; purpose: CodePurpose; code: string },
): Promise<PendingSignUp> {
  const [row] = await ctx.db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.email, input.email),
        eq(emailCodes.purpose, input.purpose),
        gt(emailCodes.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('bad_request', CODE_EXPIRED);
  const expected = hashCode(ctx.authSecret, `${input.purpose}:${input.email}`, input.code);
  if (safeEqual(expected, row.codeHash)) {
    // Deleting with RETURNING makes a code single-use even under concurrent requests.
    const used = await ctx.db
      .delete(emailCodes)
      .where(eq(emailCodes.id, row.id))
      .returning({ id: emailCodes.id });
    if (used.length === 0) throw new AppError('bad_request', CODE_EXPIRED);
    return pickPending(row);
  }
  // Counted in the database, atomically, so parallel guesses cannot exceed the limit.
  const [counted] = await ctx.db
    .update(emailCodes)
    .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
    .where(eq(emailCodes.id, row.id))
    .returning({ failedAttempts: emailCodes.failedAttempts });
  if (!counted || counted.failedAttempts >= MAX_WRONG_GUESSES) {
    await ctx.db.delete(emailCodes).where(eq(emailCodes.id, row.id));
    throw new AppError('bad_request', CODE_EXHAUSTED);
  }
  throw new AppError('bad_request', CODE_INCORRECT);
}
