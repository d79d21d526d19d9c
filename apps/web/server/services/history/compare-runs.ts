import {
  type DocumentRuns,
  ONLY_ANALYSES_COMPARE,
  type RunComparison,
  type RunSummary,
} from '@citable/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { toolRuns } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { buildAnalysisReport } from '../exports/analysis-report.ts';
import { getRun } from './history.ts';
import { documentKeyOf } from './run-title.ts';

type Finding = RunComparison['appeared'][number];

const keyOf = (finding: Finding) =>
  `${finding.kind}:${finding.text.toLocaleLowerCase('en-US').replace(/\s+/g, ' ').trim()}`;

function findingsOf(report: ReturnType<typeof buildAnalysisReport>): Finding[] {
  return [
    ...report.insights.map((i) => ({ kind: 'insight' as const, text: i.text })),
    ...report.suggestions.map((s) => ({ kind: 'suggestion' as const, text: s.title })),
  ];
}

/**
 * Issue 34 "Compare": two of the owner's analyses, older first: the change of each criterion,
 * and the findings (insights, and suggestions by title) that appeared or went away.
 */
export async function compareRuns(
  db: Database,
  userId: string,
  firstId: string,
  secondId: string,
): Promise<RunComparison> {
  const [first, second] = await Promise.all([
    getRun(db, userId, firstId),
    getRun(db, userId, secondId),
  ]);
  if (first.tool !== 'analyzer' || second.tool !== 'analyzer')
    throw new AppError('bad_request', ONLY_ANALYSES_COMPARE);
  const [before, after] = first.createdAt <= second.createdAt ? [first, second] : [second, first];
  const beforeReport = buildAnalysisReport(before);
  const afterReport = buildAnalysisReport(after);
  const names = [
    ...new Set([...beforeReport.criteria, ...afterReport.criteria].map((c) => c.name)),
  ];
  const scoreIn = (report: typeof beforeReport, name: string) =>
    report.criteria.find((c) => c.name === name)?.score ?? null;
  const beforeFindings = findingsOf(beforeReport);
  const afterFindings = findingsOf(afterReport);
  const beforeKeys = new Set(beforeFindings.map(keyOf));
  const afterKeys = new Set(afterFindings.map(keyOf));
  const summary = ({
    content: _c,
    result: _r,
    criteria: _k,
    sharedAt: _s,
    ...rest
  }: typeof before) => rest satisfies RunSummary;
  return {
    before: summary(before),
    after: summary(after),
    criteria: names.map((name) => {
      const was = scoreIn(beforeReport, name);
      const is = scoreIn(afterReport, name);
      return {
        name,
        before: was,
        after: is,
        change: was !== null && is !== null ? is - was : null,
      };
    }),
    appeared: afterFindings.filter((finding) => !beforeKeys.has(keyOf(finding))),
    gone: beforeFindings.filter((finding) => !afterKeys.has(keyOf(finding))),
  };
}

/** The analyses of the run's document, oldest first. */
export async function listDocumentRuns(
  db: Database,
  userId: string,
  runId: string,
): Promise<DocumentRuns> {
  const run = await getRun(db, userId, runId);
  const rows = await db
    .select({ id: toolRuns.id, createdAt: toolRuns.createdAt, score: toolRuns.score })
    .from(toolRuns)
    .where(
      and(
        eq(toolRuns.userId, userId),
        eq(toolRuns.tool, run.tool),
        eq(toolRuns.documentKey, documentKeyOf(run.title)),
      ),
    )
    .orderBy(asc(toolRuns.createdAt), asc(toolRuns.id))
    .limit(200);
  return { runs: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** Renames a run; its title decides which document it belongs to. */
export async function renameRun(
  db: Database,
  userId: string,
  runId: string,
  title: string,
): Promise<void> {
  const run = await getRun(db, userId, runId);
  await db
    .update(toolRuns)
    .set({ title, documentKey: documentKeyOf(title) })
    .where(and(eq(toolRuns.id, run.id), eq(toolRuns.userId, userId)));
}
