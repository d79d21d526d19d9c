import { parseAnalysis } from '@citable/engine';
import {
  HISTORY_LIMIT,
  HISTORY_PAGE_SIZE,
  type HistoryList,
  type HistoryQuery,
  type HistoryRun,
  RUN_NOT_FOUND,
  type SavedResult,
} from '@citable/schemas';
import { and, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { shareLinks, toolRuns } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { documentKeyOf, titleOfText } from './run-title.ts';

/** Which engine or model made a run, and with which version of its system prompt. */
export interface RunOrigin {
  provider: string;
  model: string | null;
  promptVersion: string;
}

/** An analysis's scores, read once when it is kept, for the list and the comparison. */
function scoresOf(result: SavedResult) {
  if (result.tool !== 'analyzer' || !result.response.rawAnalysis) return null;
  try {
    const analysis = parseAnalysis(result.response.rawAnalysis);
    if (analysis.factors.length === 0) return null;
    return {
      score: Math.round(analysis.overallScore),
      criteria: analysis.factors.map(({ name, score }) => ({ name, score })),
    };
  } catch {
    // An answer the parser cannot read is kept as it came, without scores.
    return null;
  }
}

/**
 * Keeps one run of a signed-in user (issue 34), then drops the account's oldest runs past
 * HISTORY_LIMIT (decision 012). Returns how many were dropped.
 */
export async function recordRun(
  db: Database,
  userId: string,
  result: SavedResult,
  origin: RunOrigin,
): Promise<number> {
  const title = titleOfText(result.text);
  const scores = scoresOf(result);
  await db.insert(toolRuns).values({
    userId,
    tool: result.tool,
    title,
    documentKey: documentKeyOf(title),
    content: result.text,
    result,
    ...origin,
    score: scores?.score ?? null,
    criteria: scores?.criteria ?? [],
  });
  const beyond = db
    .select({ id: toolRuns.id })
    .from(toolRuns)
    .where(eq(toolRuns.userId, userId))
    .orderBy(desc(toolRuns.createdAt), desc(toolRuns.id))
    .offset(HISTORY_LIMIT);
  const dropped = await db
    .delete(toolRuns)
    .where(and(eq(toolRuns.userId, userId), inArray(toolRuns.id, beyond)))
    .returning({ id: toolRuns.id });
  return dropped.length;
}

/** `%`, `_` and `\` match themselves in a search, as a writer would expect. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the account's runs, newest first, found by title or text and tool. */
export async function listRuns(
  db: Database,
  userId: string,
  query: HistoryQuery,
): Promise<HistoryList> {
  const conditions: SQL[] = [eq(toolRuns.userId, userId)];
  if (query.tool) conditions.push(eq(toolRuns.tool, query.tool));
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    const found = or(ilike(toolRuns.title, pattern), ilike(toolRuns.content, pattern));
    if (found) conditions.push(found);
  }
  const where = and(...conditions);
  // One scan for the page and the total (a window count): a search reads every text once.
  const rows = await db
    .select({
      id: toolRuns.id,
      tool: toolRuns.tool,
      title: toolRuns.title,
      createdAt: toolRuns.createdAt,
      provider: toolRuns.provider,
      model: toolRuns.model,
      promptVersion: toolRuns.promptVersion,
      score: toolRuns.score,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(toolRuns)
    .where(where)
    .orderBy(desc(toolRuns.createdAt), desc(toolRuns.id))
    .limit(HISTORY_PAGE_SIZE)
    .offset((query.page - 1) * HISTORY_PAGE_SIZE);
  // A page past the end has no row to carry the total: only then is it counted apart.
  const total =
    rows[0]?.total ??
    (await db.select({ value: count() }).from(toolRuns).where(where))[0]?.value ??
    0;
  return {
    runs: rows.map(({ total: _total, ...row }) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: HISTORY_PAGE_SIZE,
    limit: HISTORY_LIMIT,
  };
}

/** Run ids are UUIDs; anything else is simply not in anyone's history. */
function runIdOf(id: string): string {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw new AppError('not_found', RUN_NOT_FOUND);
  return parsed.data;
}

/** One run of the account, as it was; another account's run is not found, as no run is. */
export async function getRun(db: Database, userId: string, id: string): Promise<HistoryRun> {
  const [found] = await db
    .select({ row: toolRuns, sharedAt: shareLinks.createdAt })
    .from(toolRuns)
    .leftJoin(shareLinks, eq(shareLinks.runId, toolRuns.id))
    .where(and(eq(toolRuns.id, runIdOf(id)), eq(toolRuns.userId, userId)))
    .limit(1);
  if (!found) throw new AppError('not_found', RUN_NOT_FOUND);
  const { row } = found;
  return {
    id: row.id,
    tool: row.tool,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    provider: row.provider,
    model: row.model,
    promptVersion: row.promptVersion,
    score: row.score,
    content: row.content,
    result: row.result as SavedResult,
    criteria: row.criteria,
    sharedAt: found.sharedAt?.toISOString() ?? null,
  };
}

export async function deleteRun(db: Database, userId: string, id: string): Promise<number> {
  const deleted = await db
    .delete(toolRuns)
    .where(and(eq(toolRuns.id, runIdOf(id)), eq(toolRuns.userId, userId)))
    .returning({ id: toolRuns.id });
  if (deleted.length === 0) throw new AppError('not_found', RUN_NOT_FOUND);
  return deleted.length;
}

export async function deleteAllRuns(db: Database, userId: string): Promise<number> {
  const deleted = await db
    .delete(toolRuns)
    .where(eq(toolRuns.userId, userId))
    .returning({ id: toolRuns.id });
  return deleted.length;
}
