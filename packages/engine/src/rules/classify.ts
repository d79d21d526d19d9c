import type { InsightType, Severity } from '../types.ts';
import words from './classify.json' with { type: 'json' };

// Classification words of spec §5 "AI response parsing" (classify.json), matched as whole
// words, any case.
const toPattern = (list: readonly string[]) => new RegExp(`\\b(?:${list.join('|')})\\b`, 'i');

const POSITIVE = toPattern(words.positive);
const NEGATIVE = toPattern(words.negative);
const HIGH = toPattern(words.highSeverity);
const LOW = toPattern(words.lowSeverity);
const ANY = toPattern(Object.values(words).flat());

/**
 * Negative words are checked before positive ones: the spec does not order them, and in
 * sentences such as "the text is missing clear headings" the negative word carries the meaning.
 */
export function classifyInsight(text: string): InsightType {
  if (NEGATIVE.test(text)) return 'negative';
  if (POSITIVE.test(text)) return 'positive';
  return 'warning';
}

/** High words win over low ones ("you must consider..." is urgent), as the spec lists them. */
export function classifySeverity(text: string): Severity {
  if (HIGH.test(text)) return 'high';
  if (LOW.test(text)) return 'low';
  return 'medium';
}

/** True when a text would sway classification; the analyzer keeps such words out of quotes. */
export function hasClassificationWord(text: string): boolean {
  return ANY.test(text);
}
