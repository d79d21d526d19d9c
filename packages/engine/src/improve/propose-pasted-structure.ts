import { splitSentences } from '../document/split-sentences.ts';
import { DANGLING_STARTS } from '../research/word-lists.ts';
import type { EditDraft } from './edit-draft.ts';
import { refersBack } from './leans-on-previous.ts';
import type { SourceBlock } from './scan-source.ts';

// Structure a pasted text shows a reader but Markdown does not: paragraphs a browser's copy
// separated by a single newline (Markdown joins them into one paragraph), lines marked with a
// typographic bullet ("•"), which Markdown reads as plain text, and "Label: value" lines, which
// it runs into one line.
// Each edit restores what the writer already wrote, word for word.

/** The reason every paragraph-break edit gives: the bench counts these edits by it. */
export const PARAGRAPH_BREAK_REASON =
  'Starts a new paragraph where the pasted text starts one: read as Markdown, and so on a page published from it, a single line break joins the two paragraphs into one, which an answer engine then reads as one passage.';

/** A line that ends a sentence: closing punctuation, then closing quotes or brackets. */
const ENDS_SENTENCE = /[.!?…:]["'”’»)\]]*$/u;
/** A line that opens a sentence: a capital or a figure, after an opening quote if any. */
const OPENS_SENTENCE = /^["'“„«‘¿¡(]?[\p{Lu}\p{N}]/u;
/** A line that goes on in lower case continues the sentence of the line before: a hard wrap. */
const CONTINUES = /^["'“„«‘(]?\p{Ll}/u;
/** Two closing spaces or a backslash: a line break the writer asked for inside a paragraph. */
const HARD_BREAK = / {2,}$|\\$/;
/**
 * A line this long is a paragraph (the document reader's measure for a browser's copy,
 * document/group-paragraph-lines.ts): Markdown written a sentence per line or wrapped at a
 * width keeps its lines well under it.
 */
const PARAGRAPH_LINE_LENGTH = 150;
/**
 * More than this share of a block's lines must read as paragraphs (two sentences or more, or a
 * paragraph's length) before its line breaks count as paragraph breaks. A browser's copy puts
 * one paragraph per line, and most paragraphs hold more than one sentence; Markdown written a
 * sentence per line, or wrapped at a width, has at most an odd line that holds two whole
 * sentences. At or below it the breaks are the writer's own, and the block is left as written.
 */
const MIN_PARAGRAPH_LINES = 0.5;
/** Lines that hold this many sentences or more read as paragraphs whatever their length. */
const MIN_PARAGRAPH_SENTENCES = 2;

interface Line {
  start: number;
  /** Without a closing "\r". */
  text: string;
}

function linesOf(text: string, block: SourceBlock): Line[] {
  const lines: Line[] = [];
  let at = block.start;
  for (const raw of text.slice(block.start, block.end).split('\n')) {
    lines.push({ start: at, text: raw.replace(/\r$/, '') });
    at += raw.length + 1;
  }
  return lines;
}

/** The block's own line end, so a list written into a CRLF text keeps CRLF. */
const lineEnd = (block: SourceBlock) => (block.text.includes('\r\n') ? '\r\n' : '\n');

const isWhole = (line: string) => OPENS_SENTENCE.test(line) && ENDS_SENTENCE.test(line);
const readsAsParagraph = (line: string) =>
  isWhole(line) &&
  (line.length >= PARAGRAPH_LINE_LENGTH || splitSentences(line).length >= MIN_PARAGRAPH_SENTENCES);

/**
 * Where a paragraph block's lines are paragraphs of their own: the offsets of the newlines
 * that end them, or none when the block reads as one paragraph wrapped over lines. A break
 * goes only between two whole sentences' lines: a label or a title run into the text
 * ("International Travel > For Travel Agents") stays with its neighbours.
 */
function pastedBreaks(text: string, block: SourceBlock): number[] {
  if (block.kind !== 'paragraph' || block.mark) return [];
  const lines = linesOf(text, block).filter((line) => line.text.trim() !== '');
  if (lines.length < 2) return [];
  const texts = lines.map((line) => line.text.trim());
  if (lines.some((line) => HARD_BREAK.test(line.text) || /^\s/.test(line.text))) return [];
  if (texts.some((line, index) => index > 0 && CONTINUES.test(line))) return [];
  if (texts.filter(readsAsParagraph).length <= texts.length * MIN_PARAGRAPH_LINES) return [];
  const breaks: number[] = [];
  for (let index = 1; index < lines.length; index++) {
    const before = texts[index - 1] as string;
    const after = texts[index] as string;
    // A line that points back at the one before ("This includes:", "Par exemple, ...") is
    // the same paragraph's next sentence, wherever the copy broke the line; and a question
    // keeps its answer right under it (the improver never cuts between the two).
    if (
      isWhole(before) &&
      isWhole(after) &&
      !/\?["'”’»)\]]*$/u.test(before) &&
      !refersBack(after, DANGLING_STARTS)
    ) {
      const line = lines[index - 1] as Line;
      breaks.push(text.indexOf('\n', line.start + line.text.length));
    }
  }
  return breaks;
}

/** A typographic bullet a browser's copy keeps at a list item's start ("  • Geldabhebungen"). */
const TYPOGRAPHIC_BULLET = /^ {0,3}[•▪◦‣●○■□➤►](?:[ \t]+)(?=\S)/u;
/** After a lead line, one bulleted line is a remark, two or more a list. */
const MIN_ITEMS_AFTER_LEAD = 2;
/**
 * A line of a fact box: a label of a few words with a capital, a colon, its value
 * ("Location: Montréal, Québec, Canada"). A value that ends a sentence is prose that happens
 * to open with a label ("Note: ... ."), so it is not one.
 */
const LABEL_LINE = /^(\p{Lu}[\p{L}\p{N}’' -]{0,40}?):[ \t]+(\S.*?)\s*$/u;
const MAX_LABEL_WORDS = 4;
/** Fewer lines than this are a label and a remark, not a fact box. */
const MIN_LABEL_LINES = 3;

const isLabelLine = (line: string) => {
  const match = LABEL_LINE.exec(line);
  return (
    match !== null &&
    (match[1] as string).trim().split(/\s+/).length <= MAX_LABEL_WORDS &&
    !/[.!?…:;]["'”’)\]]*$/u.test(match[2] as string) &&
    !/[[\]`<>|*_]|https?:/.test(line)
  );
};

/** Which of these edits an edit is: the bench counts them apart from the other kinds. */
export function pastedKindOf(edit: {
  kind: string;
  reason: string;
  before: string;
}): 'paragraph break' | 'bullet list' | 'label list' | null {
  if (edit.kind === 'split' && edit.reason.startsWith(PARAGRAPH_BREAK_REASON))
    return 'paragraph break';
  if (edit.kind !== 'list') return null;
  const lines = edit.before.split('\n').filter((line) => line.trim() !== '');
  if (lines.length > 0 && lines.every((line) => TYPOGRAPHIC_BULLET.test(line)))
    return 'bullet list';
  if (lines.length >= MIN_LABEL_LINES && lines.every((line) => isLabelLine(line.trim())))
    return 'label list';
  return null;
}

export interface PastedStructure {
  /** The blocks as the rewrite will hold them: paragraphs cut at their breaks, bullets a list. */
  blocks: SourceBlock[];
  edits: EditDraft[];
}

/**
 * "Paragraphs and lists the pasted text shows": a block of lines that a browser's copy
 * separated by single newlines, each line a paragraph, gets a blank line between them; a block
 * of lines that each open with "•" becomes a Markdown list, each item word for word. The other
 * rules then read the blocks as the rewrite will hold them, so improving the rewrite again
 * finds the same edits.
 */
export function proposePastedStructure(
  text: string,
  blocks: readonly SourceBlock[],
): PastedStructure {
  const edits: EditDraft[] = [];
  const out: SourceBlock[] = [];
  const cutAtBreaks = (block: SourceBlock) => {
    const breaks = pastedBreaks(text, block);
    let from = block.start;
    for (const at of breaks) {
      edits.push({
        kind: 'split',
        passage: -1,
        reason: PARAGRAPH_BREAK_REASON,
        start: at,
        end: at + 1,
        // A text with CRLF line ends keeps them: the blank line is a CRLF line too.
        after: text.charAt(at - 1) === '\r' ? '\n\r\n' : '\n\n',
      });
      const end = text.charAt(at - 1) === '\r' ? at - 1 : at;
      out.push({ ...block, start: from, end, text: text.slice(from, end) });
      from = at + 1;
    }
    out.push({ ...block, start: from, end: block.end, text: text.slice(from, block.end) });
  };
  for (const block of blocks) {
    if (block.kind !== 'paragraph' || block.mark) {
      out.push(block);
      continue;
    }
    const lines = linesOf(text, block).filter((line) => line.text.trim() !== '');
    if (lines.length >= MIN_LABEL_LINES && lines.every((line) => isLabelLine(line.text))) {
      edits.push({
        kind: 'list',
        passage: -1,
        reason: `Sets out the ${lines.length} “label: value” lines as a list: Markdown joins them into one run-on line, so a reader and a retriever lose where each fact ends.`,
        start: block.start,
        end: block.end,
        after: lines.map((line) => `- ${line.text.trim()}`).join(lineEnd(block)),
      });
      out.push({ ...block, kind: 'list' });
      continue;
    }
    // The bullets run to the block's end, after a lead of plain lines or none ("You need:").
    const first = lines.findIndex((line) => TYPOGRAPHIC_BULLET.test(line.text));
    const items = first < 0 ? [] : lines.slice(first);
    const isList =
      items.length >= (first === 0 ? 1 : MIN_ITEMS_AFTER_LEAD) &&
      items.every((line) => TYPOGRAPHIC_BULLET.test(line.text));
    if (!isList) {
      cutAtBreaks(block);
      continue;
    }
    const start = (items[0] as Line).start;
    if (first > 0) {
      const lead = lines[first - 1] as Line;
      const end = lead.start + lead.text.length;
      cutAtBreaks({ ...block, end, text: text.slice(block.start, end) });
    }
    edits.push({
      kind: 'list',
      passage: -1,
      reason: `Makes the ${items.length} lines the text marks with a bullet a real list: read as Markdown, “•” is plain text and the lines run into one paragraph; as list items, a reader and a retriever see each item on its own.`,
      start,
      end: block.end,
      after: items.map((line) => line.text.replace(TYPOGRAPHIC_BULLET, '- ')).join(lineEnd(block)),
    });
    out.push({ ...block, kind: 'list', start, text: text.slice(start, block.end) });
  }
  return { blocks: out, edits };
}
