import type { AnalysisInsight } from '../types.ts';
import { classifyInsight } from './classify.ts';
import { splitItems } from './split-items.ts';
import { splitSentences } from './split-sentences.ts';

/** Spec §9: insight and improvement fragments must exceed 10 characters. */
export const MIN_FRAGMENT_LENGTH = 11;

/** Spec §5: the KEY INSIGHTS section, split into sentences longer than 10 characters. */
export function parseInsights(lines: readonly string[]): AnalysisInsight[] {
  return splitItems(lines)
    .flatMap((item) => splitSentences(item))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= MIN_FRAGMENT_LENGTH)
    .map((text) => ({ type: classifyInsight(text), text }));
}
