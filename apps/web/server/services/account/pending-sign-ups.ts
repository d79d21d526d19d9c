import { createHmac } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AdmittedCheck } from '../../auth/passwords.ts';
import { createRandomToken, safeEqual, sha256 } from '../../auth/tokens.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { type PendingSignUp, users } from '../../db/schema.ts';

/**
 * How many sign-ups an unverified address keeps. Sign-ups are few (each one mails a code, at
 * most five an hour per address), so the list stays short.
 */
export const MAX_PENDING_SIGN_UPS = 3;

/**
 * The salt of every pending sign-up's password for one address: one scrypt derivation then
 * checks a sign-in against all of them, so a sign-in takes as long whatever the number of
 * pending sign-ups, and its time does not tell that an address has some (issue 31). Keyed with
 * the instance's secret, so it is unique to this address and instance and unknown outside;
 * sharing it only shows that two sign-ups for one address chose the same password.
 */
export function pendingSignUpSalt(authSecret: string, email: string): Buffer {
  return createHmac('sha256', authSecret)
    .update(`pending-sign-up-salt:${email}`)
    .digest()
    .subarray(0, 16);
}

/** Adds a sign-up to an unverified account; the oldest beyond the limit are dropped. */
export async function addPendingSignUp(
  db: Database,
  userId: string,
  signUp: PendingSignUp,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pending: users.pendingSignUps })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
      .for('update')
      .limit(1);
    if (!row) return false;
    const pending = [...row.pending, signUp].slice(-MAX_PENDING_SIGN_UPS);
    await tx.update(users).set({ pendingSignUps: pending }).where(eq(users.id, userId));
    return true;
  });
}

/** The sign-up this browser made, found by the ticket its cookie holds. */
export function findSignUpByTicket(
  user: Pick<UserRow, 'pendingSignUps'>,
  ticket: string | undefined,
): PendingSignUp | undefined {
  if (!ticket) return undefined;
  const ticketHash = sha256(ticket);
  return user.pendingSignUps.find((signUp) =>
    [signUp.ticketHash, ...(signUp.otherTicketHashes ?? [])].some((held) =>
      safeEqual(held, ticketHash),
    ),
  );
}

/** How many browsers besides the signing-up one may hold a ticket for one sign-up. */
const MAX_OTHER_TICKETS = 3;

/**
 * Signing in to an account that is still unverified: the password must be one a sign-up
 * chose. The browser then gets a ticket of its own for that sign-up (the earlier ones stay
 * valid, so two browsers of the same person do not undo each other), and can apply it with
 * the code; nothing about any other sign-up changes.
 */
export async function claimSignUpByPassword(
  db: Database,
  check: AdmittedCheck,
  user: UserRow,
  password: string,
): Promise<{ ticket: string } | null> {
  // Newest first; sign-ups recorded before the shared salt cost one derivation each.
  const newestFirst = [...user.pendingSignUps].reverse();
  const signUp =
    newestFirst[
      await check.findMatch(
        password,
        newestFirst.map((entry) => entry.passwordHash),
      )
    ];
  if (!signUp) return null;
  const ticket = createRandomToken();
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pending: users.pendingSignUps })
      .from(users)
      .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
      .for('update')
      .limit(1);
    if (!row) return false;
    const pending = row.pending.map((entry) =>
      entry.ticketHash === signUp.ticketHash
        ? {
            ...entry,
            otherTicketHashes: [...(entry.otherTicketHashes ?? []), sha256(ticket)].slice(
              -MAX_OTHER_TICKETS,
            ),
          }
        : entry,
    );
    await tx.update(users).set({ pendingSignUps: pending }).where(eq(users.id, user.id));
    return true;
  });
  return updated ? { ticket } : null;
}
