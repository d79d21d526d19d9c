import type { Draft, SaveDraftRequest, SavedTool } from '@citable/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { toolDrafts } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';

export const RESULT_OF_OTHER_TOOL = 'The saved result belongs to another tool.';

/** The account's draft in one tool, or null when it has none. */
export async function readDraft(
  db: Database,
  userId: string,
  tool: SavedTool,
): Promise<Draft | null> {
  const [row] = await db
    .select()
    .from(toolDrafts)
    .where(and(eq(toolDrafts.userId, userId), eq(toolDrafts.tool, tool)))
    .limit(1);
  if (!row) return null;
  return {
    tool,
    content: row.content,
    result: (row.result as Draft['result']) ?? null,
    targets: row.targets ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Keeps the text being edited, its target questions and the last result shown, replacing the
 * previous draft: the newest write wins, as the browser sends the whole draft each time. A
 * write without targets (a screen loaded before they were kept) leaves the kept ones as they
 * are rather than erasing them.
 */
export async function saveDraft(
  db: Database,
  userId: string,
  tool: SavedTool,
  input: SaveDraftRequest,
): Promise<Draft> {
  if (input.result && input.result.tool !== tool)
    throw new AppError('bad_request', RESULT_OF_OTHER_TOOL);
  const targets = input.targets === undefined ? {} : { targets: input.targets };
  const [row] = await db
    .insert(toolDrafts)
    .values({ userId, tool, content: input.content, result: input.result, ...targets })
    .onConflictDoUpdate({
      target: [toolDrafts.userId, toolDrafts.tool],
      set: { content: input.content, result: input.result, ...targets, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new AppError('internal', 'The draft could not be saved.');
  return {
    tool,
    content: row.content,
    result: input.result,
    targets: row.targets ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function deleteDraft(db: Database, userId: string, tool: SavedTool): Promise<void> {
  await db.delete(toolDrafts).where(and(eq(toolDrafts.userId, userId), eq(toolDrafts.tool, tool)));
}
