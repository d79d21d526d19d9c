import { cleanLine, isBulletLine } from './clean-line.ts';
import { parseScoreLine } from './parse-score-line.ts';

export interface Sections {
  /** Lines of the "KEY INSIGHTS" section (spec §5, numbered 2). */
  insights: string[];
  /** Lines of the "IMPROVEMENT SUGGESTIONS" section (spec §5, numbered 3). */
  improvements: string[];
  /** Every line outside those two sections, and score lines inside them: where scores are read. */
  rest: string[];
}

type SectionKind = 'insights' | 'improvements' | 'other';

const INSIGHTS_HEADING = /^key insights?\b/i;
const IMPROVEMENTS_HEADING = /^improvement suggestions?\b/i;
const MARKDOWN_HEADING = /^\s*#{1,6}\s+\S/;
/** A whole line in bold: "**Strengths**". */
const BOLD_LINE = /^\s*(?:\*\*|__)[^*_]+(?:\*\*|__)\s*(?::\s*)?$/;
const SENTENCE_END = /[.!?]["”’)]?$/;
const MAX_HEADING_WORDS = 8;

/**
 * The section a line opens and the text after its colon ("KEY INSIGHTS: The text is clear."),
 * or null. Without a colon nothing but marks may follow the name, so a sentence that starts
 * with "Key insights are..." stays a sentence.
 */
function readSectionHeading(
  cleaned: string,
): { kind: Exclude<SectionKind, 'other'>; text: string } | null {
  const insights = INSIGHTS_HEADING.exec(cleaned);
  const match = insights ?? IMPROVEMENTS_HEADING.exec(cleaned);
  if (!match) return null;
  const kind = insights ? 'insights' : 'improvements';
  const after = cleaned.slice(match[0].length).trimStart();
  if (after.startsWith(':')) return { kind, text: after.slice(1).trim() };
  return /\p{L}/u.test(after) ? null : { kind, text: '' };
}

/**
 * A heading that closes the section before it: a markdown "#" heading, a line wholly in bold, or
 * a short line in capitals. A line ending like a sentence is never a heading, so an insight
 * written in capitals ("THE TEXT IS STRONG.") stays in its section.
 */
function isOtherHeading(line: string, cleaned: string): boolean {
  if (MARKDOWN_HEADING.test(line)) return true;
  if (isBulletLine(line) && !/^\s*\d/.test(line)) return false;
  if (SENTENCE_END.test(cleaned) || cleaned.split(/\s+/).length > MAX_HEADING_WORDS) return false;
  if (BOLD_LINE.test(line)) return true;
  const letters = cleaned.replace(/[^\p{L}]/gu, '');
  return letters.length >= 3 && letters === letters.toUpperCase();
}

/**
 * Splits a response into its insights, improvements and the rest (spec §5). A score line inside
 * either section ("Semantic Clarity: 85 (Good)" written after the insights) goes to the rest,
 * where scores are read.
 */
export function findSections(lines: readonly string[]): Sections {
  const sections: Sections = { insights: [], improvements: [], rest: [] };
  let current: SectionKind = 'other';
  for (const line of lines) {
    const cleaned = cleanLine(line);
    const heading = readSectionHeading(cleaned);
    if (heading) {
      current = heading.kind;
      if (heading.text) sections[current].push(heading.text);
      continue;
    }
    if (current !== 'other' && isOtherHeading(line, cleaned)) current = 'other';
    if (current === 'other' || parseScoreLine(line, { inSection: true })) sections.rest.push(line);
    else sections[current].push(line);
  }
  return sections;
}
