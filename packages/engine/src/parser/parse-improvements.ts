import type { AnalysisImprovement } from '../types.ts';
import { classifySeverity } from './classify.ts';
import { MIN_FRAGMENT_LENGTH } from './parse-insights.ts';
import { splitItems } from './split-items.ts';

// "The title is the text before the first punctuation" (spec §5). Punctuation counts only where
// it ends a clause, so "3.5" or "e.g." in the middle of a title does not cut it.
const TITLE_END = /[.,:;!?](?=\s|$)/;

export function splitTitle(item: string): { title: string; description: string } {
  const end = TITLE_END.exec(item);
  const title = end ? item.slice(0, end.index).trim() : '';
  if (!end || !title) return { title: item.trim(), description: '' };
  return { title, description: item.slice(end.index + 1).trim() };
}

/** Spec §5: the IMPROVEMENT SUGGESTIONS section, items over 10 characters. */
export function parseImprovements(lines: readonly string[]): AnalysisImprovement[] {
  return splitItems(lines)
    .filter((item) => item.length >= MIN_FRAGMENT_LENGTH)
    .map((item) => ({ severity: classifySeverity(item), ...splitTitle(item) }));
}
