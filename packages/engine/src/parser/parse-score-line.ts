import { cleanLine } from './clean-line.ts';

export interface ScoreLine {
  name: string;
  score: number;
}

// Spec §5 score line forms: "Category: 85 (Rating)", "Category: 85 - Rating",
// "Category: 85 Rating", bullet variants, or "Category 85". "/100" or "%" after the number, a
// spaced dash instead of the colon, and commentary after the rating ("85 (Good) - clear
// structure", "85. Clear text.") are tolerated too; markdown table rows are read as well.
//
// The line is cut at its first digit by a small scanner instead of one large pattern: a lazy
// name followed by optional spaces backtracks over every split of the line, while each of the
// patterns below is anchored and has one way to match, so a line is read in linear time.
const NAME = /^\p{L}[\p{L}\p{M}\s&/'’()-]*$/u;
const NUMBER = /^(\d{1,3}(?:\.\d+)?)(?!\d)/;
const SCALE = /^\s{0,3}(?:\/\s{0,3}100(?!\d)|%)/;
/** After "Name: 85": a rating in brackets or after a dash, a sentence, or a few words. */
const COMMENT_AFTER_COLON = /^(?:\(|[-–—:]|[.,;](?:\s|$)|\p{L}[\p{L}\s]{0,40}$)/u;
/**
 * After "Name 85": a rating in brackets, after a dash, or alone ("Semantic Clarity 85 Good");
 * "Paragraph 3. It is long" is prose.
 */
const COMMENT_AFTER_SPACE =
  /^(?:\(|[-–—]|(?:excellent|very good|good|average|fair|poor|bad|very bad)$)/i;
const TABLE_SCORE = /^(\d{1,3}(?:\.\d+)?)\s{0,3}(?:\/\s{0,3}100|%)?$/;

/** Longer lines are prose, never a score line; the cap also bounds regex work per line. */
const MAX_SCORE_LINE_LENGTH = 300;
const MIN_NAME_LENGTH = 3;
const MAX_SECTION_NAME_WORDS = 6;
const REJECTED_HEADING = /^(?:format|output|provide|analysis)/i;
const REJECTED_SECTION = /key insights?|improvement suggestions?/i;

/** Spec §5: names longer than 2 characters that are not headings or section names. */
export function isAcceptedName(name: string): boolean {
  return (
    name.length >= MIN_NAME_LENGTH && !REJECTED_HEADING.test(name) && !REJECTED_SECTION.test(name)
  );
}

interface ScoreParts {
  name: string;
  number: string;
  /** "Name: 85" or "Name - 85" rather than the bare "Name 85". */
  hasSeparator: boolean;
  /** What follows the number and its scale, trimmed. */
  comment: string;
}

function readTableRow(line: string): ScoreParts | null {
  const cells = line
    .split('|')
    .map((cell) => cleanLine(cell))
    .filter((cell) => cell.length > 0);
  const [name, score] = cells;
  const number = score === undefined ? null : TABLE_SCORE.exec(score);
  if (name === undefined || !number) return null;
  return { name, number: number[1] as string, hasSeparator: true, comment: '' };
}

/** Splits "Name: 85 (Good)" at its first digit and checks each part; null for other lines. */
function readScoreParts(cleaned: string): ScoreParts | null {
  const digit = cleaned.search(/\d/);
  if (digit <= 0) return null;
  const number = NUMBER.exec(cleaned.slice(digit));
  if (!number) return null;
  const raw = cleaned.slice(0, digit);
  let head = raw.trimEnd();
  let hasSeparator = false;
  if (head.endsWith(':')) {
    head = head.slice(0, -1);
    hasSeparator = true;
  } else if (/\s[-–—]$/.test(head) && head.length < raw.length) {
    // A spaced dash ("Clarity - 85"); "is -22" is a negative number, not a separator.
    head = head.slice(0, -2);
    hasSeparator = true;
  } else if (head.length === raw.length) {
    return null; // "Name85": the bare form needs a space before the number.
  }
  const name = head.trimEnd();
  if (!NAME.test(name)) return null;
  let comment = cleaned.slice(digit + (number[1] as string).length);
  const scale = SCALE.exec(comment);
  if (scale) comment = comment.slice(scale[0].length);
  comment = comment.trim();
  const allowed = hasSeparator ? COMMENT_AFTER_COLON : COMMENT_AFTER_SPACE;
  if (comment !== '' && !allowed.test(comment)) return null;
  return { name, number: number[1] as string, hasSeparator, comment };
}

/** The rating words of "Name: 85 Good" (spec §9 "from Very Bad to Excellent", and common others). */
const RATING_WORD =
  /^(?:excellent|very good|good|average|fair|moderate|poor|bad|very bad|weak|strong|outstanding|needs improvement)\b/i;

/**
 * Inside the insights or suggestions a score line must look like one beyond doubt: a short
 * name, a colon or dash, a whole number, and nothing but a rating after it. "Lexical variety is
 * 0.62 (share of...)" or "Sources are weak: 1 sentence cites..." stay sentences.
 */
function isUnmistakable(parts: ScoreParts): boolean {
  return (
    parts.hasSeparator &&
    /^\d+$/.test(parts.number) &&
    parts.name.split(/\s+/).length <= MAX_SECTION_NAME_WORDS &&
    (!/^\p{L}/u.test(parts.comment) || RATING_WORD.test(parts.comment))
  );
}

/**
 * One accepted score from a line of an AI response, or null (spec §5 "AI response parsing").
 * `inSection` applies the stricter test for lines inside the insights or suggestions.
 */
export function parseScoreLine(
  line: string,
  options: { inSection?: boolean } = {},
): ScoreLine | null {
  if (line.length > MAX_SCORE_LINE_LENGTH) return null;
  const parts = line.trimStart().startsWith('|')
    ? readTableRow(line)
    : readScoreParts(cleanLine(line));
  if (!parts || (options.inSection && !isUnmistakable(parts))) return null;
  const name = parts.name.replace(/\s+/g, ' ').trim();
  const score = Number(parts.number);
  if (!Number.isFinite(score) || score < 0 || score > 100) return null;
  return isAcceptedName(name) ? { name, score } : null;
}
