import {
  DISMISSAL_NOT_FOUND,
  type Dismissal,
  type DismissFindingRequest,
  type RunFindings,
} from '@citable/schemas';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { dismissals } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AnalysisReport, buildAnalysisReport } from '../exports/analysis-report.ts';
import { getRun } from './history.ts';
import { documentKeyOf } from './run-title.ts';

type Kind = Dismissal['kind'];

/** One finding is the same in every run when its kind and words are (case and spacing aside). */
export const findingKeyOf = (kind: Kind, text: string) =>
  `${kind}:${text.toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim()}`;

function toDismissal(row: typeof dismissals.$inferSelect): Dismissal {
  const kind = row.findingKey.startsWith('insight:') ? 'insight' : 'suggestion';
  return {
    id: row.id,
    kind,
    text: row.findingText,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The dismissals of a document, oldest first. */
export async function listDismissals(
  db: Database,
  userId: string,
  documentKey: string,
): Promise<Dismissal[]> {
  const rows = await db
    .select()
    .from(dismissals)
    .where(and(eq(dismissals.userId, userId), eq(dismissals.documentKey, documentKey)))
    .orderBy(asc(dismissals.createdAt));
  return rows.map(toDismissal);
}

/** A report's findings, each with its dismissal when the writer dismissed it. */
export function markDismissed(report: AnalysisReport, list: Dismissal[]): RunFindings {
  const byKey = new Map(list.map((d) => [findingKeyOf(d.kind, d.text), d]));
  const findings = [
    ...report.insights.map((i) => ({
      kind: 'insight' as const,
      text: i.text,
      detail: '',
      level: i.type,
    })),
    ...report.suggestions.map((s) => ({
      kind: 'suggestion' as const,
      text: s.title,
      detail: s.description,
      level: s.severity,
    })),
  ].map((finding) => ({
    ...finding,
    dismissal: byKey.get(findingKeyOf(finding.kind, finding.text)) ?? null,
  }));
  return { findings, dismissals: list };
}

/** The run's report with its document's dismissals, as the exports and the screen show it. */
export async function loadRunFindings(db: Database, userId: string, runId: string) {
  const run = await getRun(db, userId, runId);
  const report = buildAnalysisReport(run);
  const list = await listDismissals(db, userId, documentKeyOf(run.title));
  return { run, report, ...markDismissed(report, list) };
}

/** Dismisses a finding for the run's document, in this run and every later one. */
export async function dismissFinding(
  db: Database,
  userId: string,
  runId: string,
  input: DismissFindingRequest,
): Promise<Dismissal> {
  const run = await getRun(db, userId, runId);
  buildAnalysisReport(run); // only an analysis has findings to dismiss
  const values = {
    userId,
    documentKey: documentKeyOf(run.title),
    findingKey: findingKeyOf(input.kind, input.text),
    findingText: input.text,
    reason: input.reason,
  };
  const [row] = await db
    .insert(dismissals)
    .values(values)
    .onConflictDoUpdate({
      target: [dismissals.userId, dismissals.documentKey, dismissals.findingKey],
      set: { reason: input.reason },
    })
    .returning();
  if (!row) throw new AppError('internal', 'The finding could not be dismissed.');
  return toDismissal(row);
}

/** Restores a dismissed finding: it shows as a finding again in every run. */
export async function restoreFinding(db: Database, userId: string, id: string): Promise<void> {
  const parsed = z.uuid().safeParse(id);
  if (!parsed.success) throw new AppError('not_found', DISMISSAL_NOT_FOUND);
  const deleted = await db
    .delete(dismissals)
    .where(and(eq(dismissals.id, parsed.data), eq(dismissals.userId, userId)))
    .returning({ id: dismissals.id });
  if (deleted.length === 0) throw new AppError('not_found', DISMISSAL_NOT_FOUND);
}
