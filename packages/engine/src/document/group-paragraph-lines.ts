import { isHeadingLike, type RawBlock } from './raw-block.ts';

const SENTENCE_END = /[.!?:;…]["'”’)]*$/;
/** Share of lines ending a sentence above which each line may be its own paragraph. */
const LINE_PER_PARAGRAPH_SHARE = 0.8;
/** Lines this long are paragraphs, not sentences written one per line. */
const PARAGRAPH_LINE_LENGTH = 150;

/**
 * Turns the lines between blank lines into blocks. Markdown joins them into one paragraph, but
 * text pasted from a word processor often puts one paragraph per line with no blank line
 * between. When nearly every line ends a sentence and the text has no blank lines at all, or its
 * lines are paragraph-long, each line is taken as a paragraph; markdown written one sentence per
 * line keeps its paragraphs. A short
 * first line followed by a much longer one is a heading candidate (a title above its text).
 */
export function groupParagraphLines(lines: readonly string[], hasBlankLines: boolean): RawBlock[] {
  const trimmed = lines.map((line) => line.trim());
  const blocks: RawBlock[] = [];
  let start = 0;
  const first = trimmed[0] ?? '';
  const second = trimmed[1] ?? '';
  if (trimmed.length >= 2 && isHeadingLike(first) && second.length >= first.length * 1.3) {
    blocks.push({ kind: 'paragraph', text: first, headingLike: true });
    start = 1;
  }
  const rest = trimmed.slice(start);
  if (rest.length === 0) return blocks;
  const ended = rest.slice(0, -1).filter((line) => SENTENCE_END.test(line)).length;
  const averageLength = rest.reduce((sum, line) => sum + line.length, 0) / rest.length;
  const isLinePerParagraph =
    rest.length >= 2 &&
    ended >= (rest.length - 1) * LINE_PER_PARAGRAPH_SHARE &&
    (!hasBlankLines || averageLength >= PARAGRAPH_LINE_LENGTH);
  if (isLinePerParagraph) {
    for (const line of rest)
      blocks.push({ kind: 'paragraph', text: line, headingLike: isHeadingLike(line) });
  } else {
    const text = rest.join(' ');
    blocks.push({ kind: 'paragraph', text, headingLike: rest.length === 1 && isHeadingLike(text) });
  }
  return blocks;
}
