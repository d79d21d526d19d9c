import { cleanLine } from './clean-line.ts';

export interface ScoreLine {
  name: string;
  score: number;
}

// Spec §5 score line forms: "Category: 85 (Rating)", "Category: 85 - Rating",
// "Category: 85 Rating", bullet variants, or "Category 85". "/100" or "%" after the number and
// a spaced dash instead of the colon are tolerated too; markdown table rows are read as well.
const NAME = String.raw`(\p{L}[\p{L}\p{M}\s&/'’()-]*?)`;
const NUMBER = String.raw`(\d{1,3}(?:\.\d+)?)`;
const SCALE = String.raw`(?:\s*(?:/\s*100|%))?`;
const RATING_AFTER_COLON = String.raw`(?:\s*(?:\(.*\)|[-–—:].*|\p{L}[\p{L}\s]{0,40}))?`;
const RATING_AFTER_SPACE = String.raw`(?:\s*(?:\(.*\)|[-–—].*))?`;
const COLON_FORM = new RegExp(
  String.raw`^${NAME}\s*(?::|\s[-–—]\s)\s*${NUMBER}${SCALE}${RATING_AFTER_COLON}\s*$`,
  'u',
);
const BARE_FORM = new RegExp(
  String.raw`^${NAME}\s+${NUMBER}${SCALE}${RATING_AFTER_SPACE}\s*$`,
  'u',
);
const TABLE_SCORE = new RegExp(`^${NUMBER}${SCALE}$`, 'u');

/** Longer lines are prose, never a score line; the cap also bounds regex work per line. */
const MAX_SCORE_LINE_LENGTH = 300;
const MIN_NAME_LENGTH = 3;
const REJECTED_HEADING = /^(?:format|output|provide|analysis)/i;
const REJECTED_SECTION = /key insights?|improvement suggestions?/i;

/** Spec §5: names longer than 2 characters that are not headings or section names. */
export function isAcceptedName(name: string): boolean {
  return (
    name.length >= MIN_NAME_LENGTH && !REJECTED_HEADING.test(name) && !REJECTED_SECTION.test(name)
  );
}

function readTableRow(line: string): [string, string] | null {
  const cells = line
    .split('|')
    .map((cell) => cleanLine(cell))
    .filter((cell) => cell.length > 0);
  const [name, score] = cells;
  if (name === undefined || score === undefined || !TABLE_SCORE.test(score)) return null;
  return [name, TABLE_SCORE.exec(score)?.[1] ?? ''];
}

function readNameAndNumber(line: string): [string, string] | null {
  if (line.trimStart().startsWith('|')) return readTableRow(line);
  const cleaned = cleanLine(line);
  const match = COLON_FORM.exec(cleaned) ?? BARE_FORM.exec(cleaned);
  return match ? [match[1] ?? '', match[2] ?? ''] : null;
}

/** One accepted score from a line of an AI response, or null (spec §5 "AI response parsing"). */
export function parseScoreLine(line: string): ScoreLine | null {
  if (line.length > MAX_SCORE_LINE_LENGTH) return null;
  const found = readNameAndNumber(line);
  if (!found) return null;
  const name = found[0].replace(/\s+/g, ' ').trim();
  const score = Number(found[1]);
  if (!Number.isFinite(score) || score < 0 || score > 100) return null;
  return isAcceptedName(name) ? { name, score } : null;
}
