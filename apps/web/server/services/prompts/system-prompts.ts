import { DEFAULT_PROMPTS } from '@citable/engine';
import { EMPTY_PROMPT_MESSAGE } from '@citable/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { systemPrompts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

/** DESIGN.md 3.3: the three prompts live in the database; a missing row means the default. */
export const PROMPT_KINDS = ['analyzer', 'improvement', 'keywords'] as const;
export type PromptKind = (typeof PROMPT_KINDS)[number];

export interface PromptState {
  content: string;
  isDefault: boolean;
  updatedAt: string | null;
}

export function isPromptKind(value: string): value is PromptKind {
  return (PROMPT_KINDS as readonly string[]).includes(value);
}

/**
 * A single instance (no REDIS_URL, DESIGN.md 1) keeps the prompts in memory and forgets them
 * on every save or reset, so a change still applies to the very next call. Several instances
 * read the database every time, so that a change on one is seen by all.
 */
const cachedPrompts = new WeakMap<Database, Record<PromptKind, PromptState>>();
const cachingDatabases = new WeakSet<Database>();

export function enablePromptCache(db: Database): void {
  cachingDatabases.add(db);
}

export async function getSystemPrompt(db: Database, kind: PromptKind): Promise<PromptState> {
  return (await getAllSystemPrompts(db))[kind];
}

export async function getAllSystemPrompts(db: Database): Promise<Record<PromptKind, PromptState>> {
  const cached = cachedPrompts.get(db);
  if (cached) return cached;
  const prompts = await readAllSystemPrompts(db);
  if (cachingDatabases.has(db)) cachedPrompts.set(db, prompts);
  return prompts;
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

/**
 * Takes effect for the next call of every user. An empty or blank prompt is refused (issue
 * 13): it would fail every user's next call. The route's schema says so first; this guard
 * keeps any other caller from storing one.
 */
export async function saveSystemPrompt(
  db: Database,
  kind: PromptKind,
  content: string,
  adminId: string,
): Promise<PromptState> {
  if (!content.trim()) throw new AppError('bad_request', EMPTY_PROMPT_MESSAGE);
  const updatedAt = new Date();
  cachedPrompts.delete(db);
  await db
    .insert(systemPrompts)
    .values({ kind, content, updatedBy: adminId, updatedAt })
    .onConflictDoUpdate({
      target: systemPrompts.kind,
      set: { content, updatedBy: adminId, updatedAt },
    });
  return { content, isDefault: false, updatedAt: updatedAt.toISOString() };
}

/** "Reset to Default": the shipped default applies again. */
export async function resetSystemPrompt(db: Database, kind: PromptKind): Promise<PromptState> {
  cachedPrompts.delete(db);
  await db.delete(systemPrompts).where(eq(systemPrompts.kind, kind));
  cachedPrompts.delete(db);
  return { content: DEFAULT_PROMPTS[kind], isDefault: true, updatedAt: null };
}
