import { and, desc, eq, gt, lt, ne } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { callRedis } from '../lib/redis.ts';
import { createRandomToken, sha256 } from './tokens.ts';

export const SESSION_LIFETIME_MS = 14 * 24 * 60 * 60 * 1000;
/** Tester sessions (DESIGN.md 3.4) are shorter: a link is for a testing session, not for ever. */
export const TESTER_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
const CACHE_SECONDS = 300;

export interface SessionRecord {
  id: string;
  kind: 'user' | 'tester';
  userId: string | null;
  expiresAt: Date;
}

export interface SessionStore {
  /** Creates a session and returns the token for the cookie (never stored as such). */
  create(input: {
    kind: 'user' | 'tester';
    userId?: string;
    userAgent?: string;
  }): Promise<{ token: string; session: SessionRecord }>;
  /** The live session behind a cookie token, or null. */
  find(token: string): Promise<SessionRecord | null>;
  revoke(token: string): Promise<void>;
  /** Ends every session of a user, except the one with `keepToken` when given. */
  revokeAllForUser(userId: string, keepToken?: string): Promise<void>;
  /** A user's live sessions, newest first, each under a public id (never its token or key). */
  listForUser(userId: string): Promise<SessionSummary[]>;
  /** Ends one session of a user by its public id; false when the user has no such session. */
  revokeOneForUser(userId: string, publicId: string): Promise<boolean>;
}

export interface SessionSummary {
  publicId: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date;
}

/** The id a session is shown under: derived from its key, and of no use for signing in. */
export const toPublicSessionId = (id: string) => sha256(`public:${id}`).slice(0, 32);

/** How often "last seen" is written: at most once per cache period per session. */
const LAST_SEEN_EVERY_MS = CACHE_SECONDS * 1000;

/**
 * Sessions live in the database; lookups are cached so a request does not pay a query. With
 * Redis configured the cache is there, shared, and every revocation deletes its entry, so all
 * instances see a sign-out at once. Without Redis there is one instance (DESIGN.md 1), and the
 * cache lives in its memory, where revocations delete entries the same way.
 *
 * A Redis that does not answer makes a lookup fail with a 503 within the command timeout
 * (lib/redis.ts). Lookups do not go on from the database alone meanwhile: the cache entries
 * that sign-outs could not delete during the outage would be believed again once Redis is back.
 */
export function createSessionStore(db: Database, redis?: Redis): SessionStore {
  const cacheKey = (id: string) => `citable:session:${id}`;
  const local = new LRUCache<string, SessionRecord | 'none'>({
    max: 10_000,
    ttl: CACHE_SECONDS * 1000,
  });

  const readCache = async (id: string): Promise<SessionRecord | null | undefined> => {
    if (!redis) {
      const hit = local.get(id);
      return hit === undefined ? undefined : hit === 'none' ? null : hit;
    }
    const cached = await callRedis(() => redis.get(cacheKey(id)));
    if (cached === null) return undefined;
    if (cached === 'none') return null;
    const parsed = JSON.parse(cached) as Omit<SessionRecord, 'expiresAt'> & { expiresAt: string };
    return { ...parsed, expiresAt: new Date(parsed.expiresAt) };
  };

  const writeCache = async (id: string, record: SessionRecord | null) => {
    if (!redis) {
      local.set(id, record ?? 'none');
      return;
    }
    await callRedis(() =>
      redis.set(cacheKey(id), record ? JSON.stringify(record) : 'none', 'EX', CACHE_SECONDS),
    );
  };

  const forget = async (ids: string[]) => {
    for (const id of ids) local.delete(id);
    if (redis && ids.length) await callRedis(() => redis.del(...ids.map(cacheKey)));
  };

  return {
    async create({ kind, userId, userAgent }) {
      const token = createRandomToken();
      const lifetime = kind === 'tester' ? TESTER_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS;
      const record: SessionRecord = {
        id: sha256(token),
        kind,
        userId: userId ?? null,
        expiresAt: new Date(Date.now() + lifetime),
      };
      await db.insert(sessions).values({ ...record, userAgent: userAgent?.slice(0, 300) ?? null });
      // Clean up expired rows now and then, on the write path rather than on every read.
      await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
      return { token, session: record };
    },

    async find(token) {
      if (!token || token.length > 200) return null;
      const id = sha256(token);
      const cached = await readCache(id);
      if (cached !== undefined) return cached && cached.expiresAt > new Date() ? cached : null;
      const [row] = await db
        .select({
          id: sessions.id,
          kind: sessions.kind,
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
        })
        .from(sessions)
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
        .limit(1);
      const record = row ?? null;
      await writeCache(id, record);
      // A cache miss happens at most once per cache period, so this write is rare.
      if (record) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date() })
          .where(
            and(
              eq(sessions.id, id),
              lt(sessions.lastSeenAt, new Date(Date.now() - LAST_SEEN_EVERY_MS / 2)),
            ),
          );
      }
      return record;
    },

    async revoke(token) {
      const id = sha256(token);
      // The cached entry goes first: with Redis away, the sign-out fails and changes nothing,
      // rather than leaving a cached session that the database no longer has.
      await forget([id]);
      await db.delete(sessions).where(eq(sessions.id, id));
      await forget([id]);
    },

    async revokeAllForUser(userId, keepToken) {
      const keepId = keepToken ? sha256(keepToken) : undefined;
      const removed = await db
        .delete(sessions)
        .where(
          keepId
            ? and(eq(sessions.userId, userId), ne(sessions.id, keepId))
            : eq(sessions.userId, userId),
        )
        .returning({ id: sessions.id });
      await forget(removed.map((row) => row.id));
    },

    async listForUser(userId) {
      const rows = await db
        .select({
          id: sessions.id,
          userAgent: sessions.userAgent,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
        .orderBy(desc(sessions.lastSeenAt));
      return rows.map(({ id, ...row }) => ({ publicId: toPublicSessionId(id), ...row }));
    },

    async revokeOneForUser(userId, publicId) {
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(eq(sessions.userId, userId));
      const match = rows.find((row) => toPublicSessionId(row.id) === publicId);
      if (!match) return false;
      await db.delete(sessions).where(and(eq(sessions.id, match.id), eq(sessions.userId, userId)));
      await forget([match.id]);
      return true;
    },
  };
}
