import { readFileSync } from 'node:fs';
import { loadWordVectors } from '../semantic/load-word-vectors.server.ts';
import { analyzeDocument } from './analyze-document.ts';

/**
 * For the tests that read installed documents as a writer would: the copies in fixtures/real
 * (SOURCES.md says where each came from), the reviewer's corpus of bench/validity, and the
 * advice an analysis gives, one line per suggestion or problem.
 */
export const knowledge = { vectors: loadWordVectors() };

export const fixture = (file: string) =>
  readFileSync(new URL(`../fixtures/real/${file}`, import.meta.url), 'utf8');

export const CORPUS = new URL('../../../../bench/validity/corpus/', import.meta.url);

/** Every suggestion and problem insight of the analysis, as one line each. */
export function advice(text: string): string {
  const analysis = analyzeDocument(text, knowledge);
  return [
    ...analysis.improvements.map((item) => `${item.title}: ${item.description}`),
    ...analysis.insights.filter((item) => item.type !== 'positive').map((item) => item.text),
  ].join('\n');
}
