import { classifySeverity } from '../rules/classify.ts';
import type { AnalysisImprovement, Severity } from '../types.ts';
import { cleanLine } from './clean-line.ts';
import { MIN_FRAGMENT_LENGTH } from './parse-insights.ts';
import { splitRawItems } from './split-items.ts';
import { readPriorityHeading, readStatedPriority } from './stated-priority.ts';

// "The title is the text before the first punctuation" (spec §5). Punctuation counts only where
// it ends a clause, so "3.5" or "e.g." in the middle of a title does not cut it.
const TITLE_END = /[.,:;!?](?=\s|$)/;
/**
 * "**Source the figures** – link the study..." or "**Add sources:** link...": a bold lead
 * followed by a colon or dash is the title, whatever punctuation it holds. Bounded and anchored,
 * so the lazy group costs one pass over the line.
 */
const BOLD_LEAD =
  /^\s*(?:[-*+•]\s+|\d{1,3}[.)]\s+)?(?:\*\*|__)([^*_]{3,120}?)(?:\s*:(?:\*\*|__)|(?:\*\*|__)\s*[:\-–—](?=\s|$))/;
/** A title written alone on the item's first line, details below: at most this many words. */
const MAX_TITLE_LINE_WORDS = 12;

export function splitTitle(item: string): { title: string; description: string } {
  const end = TITLE_END.exec(item);
  const title = end ? item.slice(0, end.index).trim() : '';
  if (!end || !title) return { title: item.trim(), description: '' };
  return { title, description: item.slice(end.index + 1).trim() };
}

/**
 * One suggestion from its lines. A stated priority wins over the words of spec §5. When the
 * first line is a short title without punctuation ("1. **Add Authoritative Sources** (High
 * priority)") and details follow on their own lines, that line is the title.
 */
export function readImprovement(
  lines: readonly string[],
  groupSeverity: Severity | null = null,
): AnalysisImprovement | null {
  const cleaned = lines.map((line) => readStatedPriority(cleanLine(line)));
  const stated = cleaned.find((line) => line.severity !== null)?.severity ?? groupSeverity;
  const texts = cleaned.map((line) => line.text).filter((text) => text.length > 0);
  const item = texts.join(' ');
  if (item.length < MIN_FRAGMENT_LENGTH) return null;
  const bold = BOLD_LEAD.exec(lines[0] ?? '');
  if (bold) {
    const title = readStatedPriority(cleanLine(bold[1] as string)).text;
    const at = item.indexOf(title);
    const description = (at < 0 ? item : item.slice(at + title.length))
      .replace(/^\s*[:\-–—]\s*/, '')
      .trim();
    if (title) return { severity: stated ?? classifySeverity(item), title, description };
  }
  const [first = '', ...rest] = texts;
  const isTitleLine =
    rest.length > 0 && !TITLE_END.test(first) && first.split(/\s+/).length <= MAX_TITLE_LINE_WORDS;
  const parts = isTitleLine
    ? { title: first.replace(/[.:]$/, ''), description: rest.join(' ') }
    : splitTitle(item);
  return { severity: stated ?? classifySeverity(item), ...parts };
}

/**
 * Spec §5: the IMPROVEMENT SUGGESTIONS section, items over 10 characters. A heading such as
 * "### High priority" inside the section gives the items under it that priority.
 */
export function parseImprovements(lines: readonly string[]): AnalysisImprovement[] {
  const improvements: AnalysisImprovement[] = [];
  let groupSeverity: Severity | null = null;
  for (const item of splitRawItems(lines)) {
    const heading = item.length === 1 ? readPriorityHeading(cleanLine(item[0] as string)) : null;
    if (heading) {
      groupSeverity = heading;
      continue;
    }
    const improvement = readImprovement(item, groupSeverity);
    if (improvement) improvements.push(improvement);
  }
  return improvements;
}
