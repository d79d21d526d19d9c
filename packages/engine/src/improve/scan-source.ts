import { FRONT_MATTER } from '../document/block-patterns.ts';
import { createInputOffsets, lexBlocks } from '../document/read-page.ts';

// The improver edits the writer's own characters, so it reads the text as source: every block
// keeps its offsets into the input. The blocks are the document reader's (marked's lexer, see
// document/read-page.ts), taken as written: the reader's later steps (a browser's title lines,
// indented prose) are proposals here, made by the improver's own edits. Only paragraphs are
// ever edited; every other kind is carried through byte for byte.

export type SourceKind =
  | 'front-matter'
  | 'code'
  | 'html'
  | 'heading'
  | 'table'
  | 'link-definition'
  | 'list'
  | 'quote'
  | 'indented'
  | 'rule'
  | 'paragraph';

export interface SourceBlock {
  kind: SourceKind;
  /** Offsets into the input: `start` is a line start, `end` the end of the last line. */
  start: number;
  end: number;
  /** Headings only. */
  level?: number;
  /** Headings: the heading's words; other blocks: the source slice. */
  text: string;
  /** Paragraphs marked "Q:"/"A:" (or "F:", "Question:"): which side of the pair they are. */
  mark?: 'question' | 'answer';
  /** Where the text after a "Q:"/"A:" mark starts. */
  markEnd?: number;
}

/** Marked's block types that the improver carries through as they are. */
const KEPT: Record<string, SourceKind> = {
  html: 'html',
  hr: 'rule',
  def: 'link-definition',
  table: 'table',
  blockquote: 'quote',
  list: 'list',
};
const QA_MARK = /^ {0,3}(Q|F|A|Question|Answer|Frage|Antwort)[.:][ \t]+(?=\S)/;
/** A paragraph of tags only ('<a href="..."><img ...></a>' lines): markup, never prose. */
const TAGS_ONLY = /^(?:\s*<[^<>]*>)+\s*$/;

/** Reads the text into source blocks. */
export function scanSource(text: string): SourceBlock[] {
  // The lexer reads "\r\n" as one line end; offsets into its text are mapped back to the input.
  const toInput = createInputOffsets(text);
  const lexed = text.replace(/\r\n/g, '\n');
  const blocks: SourceBlock[] = [];
  /** A block from `start` to the end of the last line of `length` characters that is not blank. */
  const push = (kind: SourceKind, start: number, length: number): SourceBlock => {
    const last = start + lexed.slice(start, start + length).trimEnd().length;
    const lineEnd = lexed.indexOf('\n', last);
    const from = toInput(start);
    const to = toInput(lineEnd === -1 ? lexed.length : lineEnd);
    const block: SourceBlock = { kind, start: from, end: to, text: text.slice(from, to) };
    blocks.push(block);
    return block;
  };
  const front = FRONT_MATTER.exec(lexed);
  if (front) push('front-matter', 0, front[0].length);
  const body = front ? front[0].length : 0;
  for (const { token, start: at } of lexBlocks(lexed.slice(body), { inline: false })) {
    const start = body + at;
    if (token.type === 'heading') {
      const heading = push('heading', start, token.raw.length);
      heading.level = token.depth;
      // An underlined heading's lines read as one; a heading on one line keeps its spacing.
      heading.text = token.text.includes('\n') ? token.text.replace(/\s+/g, ' ') : token.text;
      heading.text = heading.text.trim();
    } else if (token.type === 'code')
      push(token.codeBlockStyle === 'indented' ? 'indented' : 'code', start, token.raw.length);
    else if (KEPT[token.type]) push(KEPT[token.type] as SourceKind, start, token.raw.length);
    else if (token.type === 'paragraph') {
      // A "Q:" or "A:" line starts a paragraph of its own, as a blank line would.
      let from = 0;
      let lineStart = 0;
      const parts: [number, number][] = [];
      for (const line of token.raw.split('\n')) {
        if (lineStart > 0 && QA_MARK.test(line)) {
          parts.push([from, lineStart]);
          from = lineStart;
        }
        lineStart += line.length + 1;
      }
      parts.push([from, token.raw.length]);
      for (const [partStart, partEnd] of parts) {
        const raw = token.raw.slice(partStart, partEnd);
        // Rows of cells without a separator line are a table all the same, and are kept.
        const kind = /^[ \t]*\|/.test(raw) ? 'table' : TAGS_ONLY.test(raw) ? 'html' : 'paragraph';
        const block = push(kind, start + partStart, partEnd - partStart);
        const mark = kind === 'paragraph' ? QA_MARK.exec(block.text) : null;
        if (mark) {
          block.mark = /^(?:A|Answer|Antwort)$/.test(mark[1] as string) ? 'answer' : 'question';
          block.markEnd = block.start + mark[0].length;
        }
      }
    }
  }
  return blocks;
}
