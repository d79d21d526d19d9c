import { DEFAULT_PROMPTS } from '@citable/engine';
import {
  EMPTY_PROMPT_MESSAGE,
  PROMPT_KINDS,
  type PromptKind,
  type PromptState,
} from '@citable/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { systemPrompts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

// DESIGN.md 3.3: the three prompts live in the database; a missing row means the default.
export type { PromptKind, PromptState };

export function isPromptKind(value: string): value is PromptKind {
  return (PROMPT_KINDS as readonly string[]).includes(value);
}

/** The system prompts, read and changed through one object the app factory creates. */
export interface PromptStore {
  get(kind: PromptKind): Promise<PromptState>;
  getAll(): Promise<Record<PromptKind, PromptState>>;
  /**
   * Takes effect for the next call of every user. An empty or blank prompt is refused (issue
   * 13): it would fail every user's next call. The route's schema says so first; this guard
   * keeps any other caller from storing one.
   */
  save(kind: PromptKind, content: string, adminId: string): Promise<PromptState>;
  /** "Reset to Default": the shipped default applies again. */
  reset(kind: PromptKind): Promise<PromptState>;
}

/**
 * A single instance (no REDIS_URL, DESIGN.md 1) keeps the prompts in memory and forgets them
 * on every save or reset, so a change still applies to the very next call. Several instances
 * read the database every time, so that a change on one is seen by all. The cache belongs to
 * the store, so each app (and each test) has its own and nothing switches it on from outside.
 */
export function createPromptStore(db: Database, options: { isCached: boolean }): PromptStore {
  let cached: Record<PromptKind, PromptState> | undefined;

  async function getAll(): Promise<Record<PromptKind, PromptState>> {
    if (cached) return cached;
    const prompts = await readAllSystemPrompts(db);
    if (options.isCached) cached = prompts;
    return prompts;
  }

  return {
    getAll,
    async get(kind) {
      return (await getAll())[kind];
    },
    async save(kind, content, adminId) {
      if (!content.trim()) throw new AppError('bad_request', EMPTY_PROMPT_MESSAGE);
      const updatedAt = new Date();
      cached = undefined;
      await db
        .insert(systemPrompts)
        .values({ kind, content, updatedBy: adminId, updatedAt })
        .onConflictDoUpdate({
          target: systemPrompts.kind,
          set: { content, updatedBy: adminId, updatedAt },
        });
      // A read that started before the write may have refilled the cache with the old rows.
      cached = undefined;
      return { content, isDefault: false, updatedAt: updatedAt.toISOString() };
    },
    async reset(kind) {
      cached = undefined;
      await db.delete(systemPrompts).where(eq(systemPrompts.kind, kind));
      cached = undefined;
      return { content: DEFAULT_PROMPTS[kind], isDefault: true, updatedAt: null };
    },
  };
}

async function readAllSystemPrompts(db: Database): Promise<Record<PromptKind, PromptState>> {
  const rows = await db.select().from(systemPrompts);
  const byKind = new Map(rows.map((row) => [row.kind, row]));
  return Object.fromEntries(
    PROMPT_KINDS.map((kind) => {
      const row = byKind.get(kind);
      return [
        kind,
        row
          ? { content: row.content, isDefault: false, updatedAt: row.updatedAt.toISOString() }
          : { content: DEFAULT_PROMPTS[kind], isDefault: true, updatedAt: null },
      ];
    }),
  ) as Record<PromptKind, PromptState>;
}
