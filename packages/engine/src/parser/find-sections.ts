import type { InsightType } from '../types.ts';
import { cleanLine, isBulletLine } from './clean-line.ts';
import { parseScoreLine } from './parse-score-line.ts';
import { isClosingSummary, isSignOff, readSectionHeading } from './section-headings.ts';
import { readPriorityHeading } from './stated-priority.ts';

/** Lines of one insights section and the type its unmarked sentences take. */
export interface InsightBlock {
  lines: string[];
  tone: InsightType;
}

export interface Sections {
  /** Lines of the "KEY INSIGHTS" section (spec §5, numbered 2) and its kin. */
  insights: string[];
  /** The insights sections one by one, with their tone ("Strengths" are positive). */
  insightBlocks: InsightBlock[];
  /** Lines of the "IMPROVEMENT SUGGESTIONS" section (spec §5, numbered 3) and its kin. */
  improvements: string[];
  /** The suggestions sections one by one ("Action items", then "Next steps"). */
  improvementBlocks: string[][];
  /** Every line outside those sections, and score lines inside them: where scores are read. */
  rest: string[];
}

type Current = 'insights' | 'improvements' | 'other';

const MARKDOWN_HEADING = /^\s*#{1,6}\s+\S/;
/** A whole line in bold: "**Strengths**". */
const BOLD_LINE = /^\s*(?:\*\*|__)[^*_]+(?:\*\*|__)\s*(?::\s*)?$/;
const SENTENCE_END = /[.!?]["”’)]?$/;
const MAX_HEADING_WORDS = 8;
/** A horizontal rule; models draw one before their closing remarks. */
const RULE = /^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/;

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

/** True when the line ends the section it stands in. */
function closesSection(current: Current, line: string, cleaned: string): boolean {
  if (RULE.test(line)) return true;
  // "### High priority" groups suggestions; it does not end them.
  if (current === 'improvements' && readPriorityHeading(cleaned)) return false;
  if (current === 'improvements' && isClosingSummary(cleaned)) return true;
  return isOtherHeading(line, cleaned);
}

/**
 * Splits a response into its insights, improvements and the rest (spec §5). A score line inside
 * either section ("Semantic Clarity: 85 (Good)" written after the insights) goes to the rest,
 * where scores are read. Sign-offs ("I hope this helps!") are dropped wherever they stand.
 */
export function findSections(lines: readonly string[]): Sections {
  const sections: Sections = {
    insights: [],
    insightBlocks: [],
    improvements: [],
    improvementBlocks: [],
    rest: [],
  };
  let current: Current = 'other';
  let block: InsightBlock | null = null;
  let improvementBlock: string[] = [];
  const add = (line: string) => {
    if (current === 'other') sections.rest.push(line);
    else if (current === 'improvements') {
      sections.improvements.push(line);
      improvementBlock.push(line);
    } else {
      sections.insights.push(line);
      block?.lines.push(line);
    }
  };
  for (const line of lines) {
    const cleaned = cleanLine(line);
    if (isSignOff(cleaned)) continue;
    const heading = readSectionHeading(cleaned);
    if (heading) {
      current = heading.kind;
      if (current === 'insights') {
        block = { lines: [], tone: heading.tone };
        sections.insightBlocks.push(block);
      } else {
        if (sections.improvements.length > 0) sections.improvements.push('');
        improvementBlock = [];
        sections.improvementBlocks.push(improvementBlock);
      }
      if (heading.text) add(heading.text);
      continue;
    }
    if (current !== 'other' && closesSection(current, line, cleaned)) current = 'other';
    if (current === 'other' || parseScoreLine(line, { inSection: true })) sections.rest.push(line);
    else add(line);
  }
  return sections;
}
