import { createHash, randomBytes } from 'node:crypto';
import { SHARE_NOT_FOUND } from '@citable/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { shareLinks, toolRuns } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { getRun } from '../history/history.ts';
import { buildAnalysisReport, ONLY_ANALYSES_EXPORT } from './analysis-report.ts';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A read-only link to one of the owner's analyses (issue 34). A new link replaces the run's
 * old one, which stops working; the token is shown once and only its hash is kept.
 */
export async function shareRun(
  db: Database,
  userId: string,
  runId: string,
): Promise<{ token: string; sharedAt: string }> {
  const run = await getRun(db, userId, runId);
  if (run.tool !== 'analyzer') throw new AppError('bad_request', ONLY_ANALYSES_EXPORT);
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(shareLinks)
    .values({ tokenHash: hashOf(token), runId: run.id, userId })
    .onConflictDoUpdate({
      target: shareLinks.runId,
      set: { tokenHash: hashOf(token), createdAt: new Date() },
    })
    .returning({ createdAt: shareLinks.createdAt });
  return { token, sharedAt: (row?.createdAt ?? new Date()).toISOString() };
}

/** Revokes the run's link; the owner's run must exist, shared or not. */
export async function revokeShare(db: Database, userId: string, runId: string): Promise<void> {
  const run = await getRun(db, userId, runId);
  await db
    .delete(shareLinks)
    .where(and(eq(shareLinks.runId, run.id), eq(shareLinks.userId, userId)));
}

/** The report behind a link, for anyone who holds it, signed in or not. */
export async function readSharedReport(db: Database, token: string) {
  if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw new AppError('not_found', SHARE_NOT_FOUND);
  const [link] = await db
    .select({ runId: shareLinks.runId, userId: toolRuns.userId })
    .from(shareLinks)
    .innerJoin(toolRuns, eq(toolRuns.id, shareLinks.runId))
    .where(eq(shareLinks.tokenHash, hashOf(token)))
    .limit(1);
  if (!link) throw new AppError('not_found', SHARE_NOT_FOUND);
  return buildAnalysisReport(await getRun(db, link.userId, link.runId));
}

/** The same for a page: null when the link does not exist or was revoked. */
export async function findSharedReport(db: Database, token: string) {
  try {
    return await readSharedReport(db, token);
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return null;
    throw error;
  }
}
