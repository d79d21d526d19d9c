import { cleanLine, isBulletLine } from './clean-line.ts';

export interface Sections {
  /** Lines of the "KEY INSIGHTS" section (spec §5, numbered 2). */
  insights: string[];
  /** Lines of the "IMPROVEMENT SUGGESTIONS" section (spec §5, numbered 3). */
  improvements: string[];
  /** Every line outside those two sections: where score lines are read. */
  rest: string[];
}

type SectionKind = 'insights' | 'improvements' | 'other';

const INSIGHTS_HEADING = /^key insights?\b\s*(:?)\s*(.*)$/i;
const IMPROVEMENTS_HEADING = /^improvement suggestions?\b\s*(:?)\s*(.*)$/i;
const MARKDOWN_HEADING = /^\s*#{1,6}\s+\S/;

/** A heading that closes the section before it: markdown "#", or a short line in capitals. */
function isOtherHeading(line: string, cleaned: string): boolean {
  if (MARKDOWN_HEADING.test(line)) return true;
  if (isBulletLine(line) && !/^\s*\d/.test(line)) return false;
  const letters = cleaned.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 3 && letters === letters.toUpperCase() && cleaned.split(/\s+/).length <= 8
  );
}

/** Splits a response into its insights, improvements and the rest (spec §5). */
export function findSections(lines: readonly string[]): Sections {
  const sections: Sections = { insights: [], improvements: [], rest: [] };
  let current: SectionKind = 'other';
  for (const line of lines) {
    const cleaned = cleanLine(line);
    const insightsHeading = INSIGHTS_HEADING.exec(cleaned);
    const heading = insightsHeading ?? IMPROVEMENTS_HEADING.exec(cleaned);
    if (heading) {
      current = insightsHeading ? 'insights' : 'improvements';
      // "KEY INSIGHTS: The text is clear." keeps the text after the colon.
      if (heading[1] && heading[2]) sections[current].push(heading[2]);
      continue;
    }
    if (current !== 'other' && isOtherHeading(line, cleaned)) current = 'other';
    if (current === 'other') sections.rest.push(line);
    else sections[current].push(line);
  }
  return sections;
}
