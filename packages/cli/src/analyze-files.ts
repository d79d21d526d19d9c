import { readFile } from 'node:fs/promises';
import { analyzeText, countWords, parseAnalysis, rateGauge } from '@citable/engine';
import { loadWordVectors } from '@citable/engine/word-vectors.server';
import type { CliReport } from '@citable/schemas';

export type Severity = 'high' | 'medium' | 'low';
const SEVERITY_ORDER: Severity[] = ['high', 'medium', 'low'];

export interface Thresholds {
  minScore: number | null;
  failOn: Severity | null;
}

type DocumentReport = CliReport['documents'][number];

/**
 * One file through the builtin analyzer, the same engine the server runs (DESIGN.md 4): the
 * engine reads Markdown, HTML and plain text by their content, so the file's name decides
 * nothing.
 */
export async function analyzeFile(
  file: string,
  thresholds: Thresholds,
  knowledge: { vectors: ReturnType<typeof loadWordVectors> },
): Promise<DocumentReport> {
  const text = await readFile(file, 'utf8');
  const analysis = parseAnalysis(analyzeText(text, knowledge));
  const score = Math.round(analysis.overallScore);
  const findings = [
    ...analysis.improvements.map((s) => ({
      kind: 'suggestion' as const,
      level: s.severity,
      text: s.title,
    })),
    ...analysis.insights.map((i) => ({ kind: 'insight' as const, level: i.type, text: i.text })),
  ];
  const failures: string[] = [];
  if (thresholds.minScore !== null && score < thresholds.minScore)
    failures.push(`score ${score} is below ${thresholds.minScore}`);
  if (thresholds.failOn) {
    const levels = SEVERITY_ORDER.slice(0, SEVERITY_ORDER.indexOf(thresholds.failOn) + 1);
    const count = findings.filter(
      (f) => f.kind === 'suggestion' && levels.includes(f.level as Severity),
    ).length;
    if (count > 0)
      failures.push(
        `${count} ${count === 1 ? 'suggestion' : 'suggestions'} of ${thresholds.failOn} severity or above`,
      );
  }
  return {
    file,
    words: countWords(text),
    score,
    rating: analysis.factors.length ? rateGauge(score) : 'unread',
    criteria: analysis.factors.map(({ name, score: value }) => ({
      name,
      score: Math.round(value),
    })),
    findings,
    failures,
  };
}

export function loadKnowledge() {
  return { vectors: loadWordVectors() };
}
