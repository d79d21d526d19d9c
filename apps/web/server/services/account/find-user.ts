import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../db/rows.ts';
import { profiles, users } from '../../db/schema.ts';

/** One address is one account: e-mails are compared lower-cased and trimmed. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The account and its profile in one query: every signed-in request needs both. */
export async function findUserWithProfile(db: Database, id: string) {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, id))
    .limit(1);
  return row ? { user: row.user, profile: row.profile ?? undefined } : undefined;
}
