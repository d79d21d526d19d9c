import type { InsightType, Severity } from '../types.ts';

// Classification words of spec §5 "AI response parsing", matched as whole words, any case.
export const POSITIVE_WORDS = [
  'strong',
  'good',
  'excellent',
  'well',
  'effective',
  'clear',
] as const;
export const NEGATIVE_WORDS = [
  'poor',
  'weak',
  'lacking',
  'missing',
  'insufficient',
  'needs improvement',
] as const;
export const HIGH_SEVERITY_WORDS = ['critical', 'urgent', 'essential', 'must', 'required'] as const;
export const LOW_SEVERITY_WORDS = ['minor', 'optional', 'consider', 'could', 'might'] as const;

const toPattern = (words: readonly string[]) => new RegExp(`\\b(?:${words.join('|')})\\b`, 'i');

const POSITIVE = toPattern(POSITIVE_WORDS);
const NEGATIVE = toPattern(NEGATIVE_WORDS);
const HIGH = toPattern(HIGH_SEVERITY_WORDS);
const LOW = toPattern(LOW_SEVERITY_WORDS);
const ANY = toPattern([
  ...POSITIVE_WORDS,
  ...NEGATIVE_WORDS,
  ...HIGH_SEVERITY_WORDS,
  ...LOW_SEVERITY_WORDS,
]);

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
