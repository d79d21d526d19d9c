import { cleanLine } from './clean-line.ts';
import { readTableRow } from './read-table-row.ts';
import { readScale, rescale } from './score-scale.ts';

export interface ScoreLine {
  name: string;
  score: number;
}

/** A score line as read: `outOf` is the scale written after the number, null when none was. */
export interface ReadScore extends ScoreLine {
  outOf: number | null;
}

// Spec §5 score line forms: "Category: 85 (Rating)", "Category: 85 - Rating",
// "Category: 85 Rating", bullet variants, or "Category 85". "/100" or "%" after the number, a
// spaced dash instead of the colon, and commentary after the rating ("85 (Good) - clear
// structure", "85. Clear text.") are tolerated too; markdown table rows are read as well.
// Forms real models write are read besides: scores on 10 or 5 points ("8/10", "8.5 / 10") are
// rescaled to 0-100, and the score may stand in brackets after the name with its rating
// ("**Semantic Clarity (80/100 – Very Good):** The text...").
//
// The line is cut at its first digit by a small scanner instead of one large pattern: a lazy
// name followed by optional spaces backtracks over every split of the line, while each of the
// patterns below is anchored and has one way to match, so a line is read in linear time.
const NAME = /^\p{L}[\p{L}\p{M}\s&/'’()-]*$/u;
const NUMBER = /^(\d{1,3}(?:\.\d+)?)(?!\d)/;
/** After "Name: 85": a rating in brackets or after a dash, a sentence, or a few words. */
const COMMENT_AFTER_COLON = /^(?:\(|[-–—:]|[.,;](?:\s|$)|\p{L}[\p{L}\s]{0,40}$)/u;
/**
 * After "Name 85": a rating in brackets, after a dash, or alone ("Semantic Clarity 85 Good");
 * "Paragraph 3. It is long" is prose.
 */
const COMMENT_AFTER_SPACE =
  /^(?:\(|[-–—](?!\d)|(?:excellent|very good|good|average|fair|poor|bad|very bad)$)/i;
/** The rest of "Name (80/100 – Very Good): ...": an optional rating, then the closing bracket. */
const BRACKETED_REST = /^\s{0,3}(?:[-–—,:]\s{0,3})?([\p{L}\s]{0,30})\)/u;

/**
 * Longer lines are prose unless the score sits at their start in a form that cannot be prose
 * (a model's "**Semantic Clarity (80/100 – Very Good):** The text..." paragraph); only the
 * start is read, which also bounds regex work per line.
 */
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
  outOf: number | null;
  /** "Name: 85", "Name - 85" or "Name (85)" rather than the bare "Name 85". */
  hasSeparator: boolean;
  /** What follows the number and its scale, trimmed; for "Name (85 – Good)" the rating. */
  comment: string;
}

/** The name before the number and how it was separated from it; null when the form is unknown. */
function readHead(raw: string): { name: string; separator: 'colon' | 'bracket' | 'none' } | null {
  let head = raw.trimEnd();
  let separator: 'colon' | 'bracket' | 'none' = 'colon';
  if (head.endsWith(':')) head = head.slice(0, -1);
  else if (/\s[-–—]$/.test(head) && head.length < raw.length) {
    // A spaced dash ("Clarity - 85"); "is -22" is a negative number, not a separator.
    head = head.slice(0, -2);
  } else if (head.endsWith('(')) {
    head = head.slice(0, -1);
    separator = 'bracket';
  } else if (head.length === raw.length) {
    return null; // "Name85": the bare form needs a space before the number.
  } else separator = 'none';
  let name = head.trimEnd();
  // "Semantic Clarity: Very Good (80/100)": the rating may come before the bracketed score.
  const colon = separator === 'bracket' ? name.indexOf(':') : -1;
  if (colon > 0 && /^\s*[\p{L}\s]{1,30}$/u.test(name.slice(colon + 1))) {
    name = name.slice(0, colon).trimEnd();
  }
  return NAME.test(name) ? { name, separator } : null;
}

/** Splits "Name: 85 (Good)" at its first digit and checks each part; null for other lines. */
function readScoreParts(cleaned: string): ScoreParts | null {
  const digit = cleaned.search(/\d/);
  if (digit <= 0) return null;
  const number = NUMBER.exec(cleaned.slice(digit));
  if (!number) return null;
  const head = readHead(cleaned.slice(0, digit));
  if (!head) return null;
  const digits = number[1] as string;
  let comment = cleaned.slice(digit + digits.length);
  const scale = readScale(comment);
  comment = comment.slice(scale.length);
  if (head.separator === 'bracket') {
    const rest = BRACKETED_REST.exec(comment);
    if (!rest) return null;
    comment = (rest[1] as string).trim();
  } else {
    comment = comment.trim();
    const allowed = head.separator === 'colon' ? COMMENT_AFTER_COLON : COMMENT_AFTER_SPACE;
    if (comment !== '' && !allowed.test(comment)) return null;
  }
  const hasSeparator = head.separator !== 'none';
  // The bare "Category 85" names a criterion, not a sentence ("I'll rate each criterion on a
  // scale of 1-10").
  if (!hasSeparator && head.name.split(/\s+/).length > MAX_SECTION_NAME_WORDS) return null;
  return { name: head.name, number: digits, outOf: scale.outOf, hasSeparator, comment };
}

/** The rating words of "Name: 85 Good" (spec §9 "from Very Bad to Excellent", and common others). */
const RATING_WORD =
  /^(?:excellent|very good|good|average|fair|moderate|poor|bad|very bad|weak|strong|outstanding|needs improvement)\b/i;

/**
 * Inside the insights or suggestions a score line must look like one beyond doubt: a short
 * name, a colon, dash or bracket, a whole number or a written scale, and nothing but a rating
 * after it. "Lexical variety is 0.62 (share of...)" or "Sources are weak: 1 sentence cites..."
 * stay sentences. Long lines are held to the same test.
 */
function isUnmistakable(parts: ScoreParts): boolean {
  return (
    parts.hasSeparator &&
    (/^\d+$/.test(parts.number) || parts.outOf !== null) &&
    parts.name.split(/\s+/).length <= MAX_SECTION_NAME_WORDS &&
    (!/^\p{L}/u.test(parts.comment) || RATING_WORD.test(parts.comment))
  );
}

/**
 * One accepted score from a line, with the scale it was written on (spec §5 and the forms
 * above). `inSection` applies the stricter test for lines inside the insights or suggestions.
 */
export function readScoreLine(
  line: string,
  options: { inSection?: boolean } = {},
): ReadScore | null {
  const isLong = line.length > MAX_SCORE_LINE_LENGTH;
  const text = isLong ? line.slice(0, MAX_SCORE_LINE_LENGTH) : line;
  const parts = text.trimStart().startsWith('|')
    ? isLong
      ? null
      : readTableRow(text)
    : readScoreParts(cleanLine(text));
  if (!parts) return null;
  const strict = options.inSection || isLong;
  if (strict && !isUnmistakable({ hasSeparator: true, ...parts })) return null;
  const name = parts.name.replace(/\s+/g, ' ').trim();
  const value = Number(parts.number);
  const outOf = parts.outOf;
  if (!Number.isFinite(value) || value < 0 || value > (outOf ?? 100)) return null;
  return isAcceptedName(name) ? { name, score: rescale(value, outOf), outOf } : null;
}

/** One accepted score from a line of an AI response, or null (spec §5 "AI response parsing"). */
export function parseScoreLine(
  line: string,
  options: { inSection?: boolean } = {},
): ScoreLine | null {
  const read = readScoreLine(line, options);
  return read ? { name: read.name, score: read.score } : null;
}
