import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_NOT_FOUND,
  type ApiKeySummary,
  MAX_API_KEYS,
  TOO_MANY_API_KEYS,
} from '@citable/schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { apiKeys } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * A key is `ck_` and 32 random bytes (decision 012): too long to guess, so one SHA-256 is a
 * safe way to keep it, unlike a password, and a lookup by hash costs one index read.
 */
const KEY_PREFIX = 'ck_';
const hashOf = (key: string) => createHash('sha256').update(key).digest('hex');

function toSummary(row: typeof apiKeys.$inferSelect): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listApiKeys(db: Database, userId: string): Promise<ApiKeySummary[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(asc(apiKeys.createdAt));
  return rows.map(toSummary);
}

export async function createApiKey(db: Database, userId: string, name: string) {
  const [existing] = await db
    .select({ value: count() })
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId));
  if ((existing?.value ?? 0) >= MAX_API_KEYS) throw new AppError('conflict', TOO_MANY_API_KEYS);
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({ userId, name, keyHash: hashOf(key), prefix: key.slice(0, 10) })
    .returning();
  if (!row) throw new AppError('internal', 'The key could not be made.');
  return { key, apiKey: toSummary(row) };
}

export async function revokeApiKey(db: Database, userId: string, id: string): Promise<void> {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw new AppError('not_found', API_KEY_NOT_FOUND);
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.id, parsed.data), eq(apiKeys.userId, userId)))
    .returning({ id: apiKeys.id });
  if (deleted.length === 0) throw new AppError('not_found', API_KEY_NOT_FOUND);
}

/** The account a key belongs to, or null; read on every call, so a revoked key fails at once. */
export async function findKeyOwner(db: Database, key: string): Promise<string | null> {
  if (!key.startsWith(KEY_PREFIX) || key.length > 100) return null;
  const [row] = await db
    .update(apiKeys)
    .set({ lastUsedAt: new Date() })
    .where(eq(apiKeys.keyHash, hashOf(key)))
    .returning({ userId: apiKeys.userId });
  return row?.userId ?? null;
}
