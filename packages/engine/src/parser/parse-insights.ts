import { splitSentences } from '../document/split-sentences.ts';
import { classifyInsight } from '../rules/classify.ts';
import type { AnalysisInsight, InsightType } from '../types.ts';
import { splitItems } from './split-items.ts';

/** Spec §9: insight and improvement fragments must exceed 10 characters. */
export const MIN_FRAGMENT_LENGTH = 11;

/**
 * Spec §5: the KEY INSIGHTS section, split into sentences longer than 10 characters. `tone` is
 * the type of a sentence without any classification word, for sections that say it
 * ("Strengths", "Weaknesses"); otherwise such a sentence is a warning, as spec §5 has it.
 */
export function parseInsights(
  lines: readonly string[],
  tone: InsightType = 'warning',
): AnalysisInsight[] {
  return splitItems(lines)
    .flatMap((item) => splitSentences(item).map(({ start, end }) => item.slice(start, end)))
    .filter((sentence) => sentence.length >= MIN_FRAGMENT_LENGTH)
    .map((text) => {
      const type = classifyInsight(text);
      return { type: type === 'warning' ? tone : type, text };
    });
}
