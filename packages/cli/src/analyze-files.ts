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
/** Where the analysis is made: here with the builtin engine, or by a Citable server's API. */
export type Analyse = (text: string) => Promise<string>;

export function analyseLocally(): Analyse {
  const knowledge = { vectors: loadWordVectors() };
  return async (text) => analyzeText(text, knowledge);
}

/** A running instance's API (issue 34): its provider, the key owner's quotas. */
export function analyseWithApi(url: string, key: string): Analyse {
  const endpoint = `${url.replace(/\/+$/, '')}/api/v1/functions/analyze`;
  return async (content) => {
    let answer: Response;
    try {
      answer = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ content }),
      });
    } catch (error) {
      throw new ApiFailure(`cannot reach ${url}: ${(error as Error).message}`);
    }
    const body = (await answer.json().catch(() => ({}))) as {
      rawAnalysis?: string;
      error?: string;
    };
    if (!answer.ok) throw new ApiFailure(`${url} answered ${answer.status}: ${body.error ?? ''}`);
    return body.rawAnalysis ?? '';
  };
}

export class ApiFailure extends Error {}

export async function analyzeFile(
  file: string,
  thresholds: Thresholds,
  analyse: Analyse,
): Promise<DocumentReport> {
  const text = await readFile(file, 'utf8');
  const analysis = parseAnalysis(await analyse(text));
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
