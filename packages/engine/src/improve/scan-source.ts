// The improver edits the writer's own characters, so it reads the text as source: every block
// keeps its offsets into the input. The shared document model (document/parse-blocks.ts) throws
// those away and normalises code, lists and tables, which an edit must never do. Only
// paragraphs are ever edited; every other kind is carried through byte for byte.

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

interface Line {
  start: number;
  end: number;
  text: string;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const ATX = /^ {0,3}(#{1,6})(?=[ \t]|$)/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const SETEXT = /^ {0,3}(?:=+|-+)[ \t]*$/;
const LINK_DEFINITION = /^ {0,3}\[[^\]]{1,999}\]:\s*\S/;

/** "| --- | :-: |": read cell by cell, as a pattern with nested spaces backtracks on long lines. */
function isTableSeparator(line: string): boolean {
  let cells = line.trim();
  if (!cells.includes('-')) return false;
  if (cells.startsWith('|')) cells = cells.slice(1);
  if (cells.endsWith('|')) cells = cells.slice(0, -1);
  return cells.split('|').every((cell) => /^:?-+:?$/.test(cell.trim()));
}

/** The words of an ATX heading, without its closing run of "#". */
function readAtxText(line: string, marker: string): string {
  let text = line.slice(line.indexOf(marker) + marker.length).trim();
  let end = text.length;
  while (end > 0 && text.charAt(end - 1) === '#') end--;
  if (end === 0 || text.charAt(end - 1) === ' ' || text.charAt(end - 1) === '\t')
    text = text.slice(0, end).trim();
  return text;
}
const QUOTE = /^ {0,3}>/;
const LIST_ITEM = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|$)/;
const HTML_START = /^ {0,3}<(?:[A-Za-z][\w-]*|\/[A-Za-z]|!|\?)/;
const INDENTED = /^(?: {4}|\t)/;
const QA_MARK = /^ {0,3}(Q|F|A|Question|Answer|Frage|Antwort)[.:][ \t]+(?=\S)/;

const isBlank = (line: Line | undefined) => line !== undefined && line.text.trim() === '';

function readLines(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  while (start <= text.length) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    lines.push({ start, end, text: text.slice(start, end).replace(/\r$/, '') });
    if (newline === -1) break;
    start = newline + 1;
  }
  return lines;
}

/** A line that ends a paragraph without a blank line before it (CommonMark's interruptions). */
function interruptsParagraph(line: Line): boolean {
  return (
    FENCE.test(line.text) ||
    ATX.test(line.text) ||
    QUOTE.test(line.text) ||
    RULE.test(line.text) ||
    /^ {0,3}(?:[-*+]|1[.)])[ \t]+\S/.test(line.text) ||
    /^ {0,3}<!--/.test(line.text) ||
    QA_MARK.test(line.text)
  );
}

/** Reads the text into source blocks in one pass over its lines (linear on any input). */
export function scanSource(text: string): SourceBlock[] {
  const lines = readLines(text);
  const blocks: SourceBlock[] = [];
  const push = (kind: SourceKind, from: number, to: number) => {
    const start = (lines[from] as Line).start;
    const end = (lines[to] as Line).end;
    blocks.push({ kind, start, end, text: text.slice(start, end) });
  };
  let at = 0;
  if (/^(?:---|\+\+\+)[ \t]*$/.test(lines[0]?.text ?? '')) {
    const close = lines.findIndex(
      (line, index) => index > 0 && /^(?:---|\.\.\.|\+\+\+)[ \t]*$/.test(line.text),
    );
    if (close > 0) {
      push('front-matter', 0, close);
      at = close + 1;
    }
  }
  let previousKind: SourceKind | null = null;
  let lastBlank = true;
  while (at < lines.length) {
    const line = lines[at] as Line;
    const from = at;
    if (isBlank(line)) {
      lastBlank = true;
      at++;
      continue;
    }
    const fence = FENCE.exec(line.text)?.[1];
    if (fence) {
      at++;
      while (at < lines.length) {
        const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec((lines[at] as Line).text)?.[1];
        if (close && close[0] === fence[0] && close.length >= fence.length) break;
        at++;
      }
      push('code', from, Math.min(at, lines.length - 1));
    } else if (/^ {0,3}<!--/.test(line.text)) {
      const opening = line.text.indexOf('<!--');
      while (
        at < lines.length &&
        !(lines[at] as Line).text.includes('-->', at === from ? opening + 4 : 0)
      )
        at++;
      push('html', from, Math.min(at, lines.length - 1));
    } else if (INDENTED.test(line.text) && (lastBlank || previousKind !== 'paragraph')) {
      while (
        at + 1 < lines.length &&
        (INDENTED.test((lines[at + 1] as Line).text) || isBlank(lines[at + 1]))
      )
        at++;
      while (at > from && isBlank(lines[at])) at--;
      push('indented', from, at);
    } else if (HTML_START.test(line.text)) {
      // An anchor over a heading ('<a id="rotate"></a>' then '## Log rotation', as help pages
      // write it) is inline HTML that the heading interrupts, as CommonMark and GitHub read it:
      // taken as one HTML block, the heading went unseen and a second one was proposed below.
      while (
        at + 1 < lines.length &&
        !isBlank(lines[at + 1]) &&
        !ATX.test((lines[at + 1] as Line).text)
      )
        at++;
      push('html', from, at);
    } else if (ATX.test(line.text)) {
      const marker = (ATX.exec(line.text) as RegExpExecArray)[1] as string;
      push('heading', from, from);
      const made = blocks.at(-1) as SourceBlock;
      made.level = marker.length;
      made.text = readAtxText(line.text, marker);
    } else if (RULE.test(line.text)) {
      push('rule', from, from);
    } else if (LINK_DEFINITION.test(line.text)) {
      push('link-definition', from, from);
    } else if (line.text.includes('|') && isTableSeparator(lines[at + 1]?.text ?? '')) {
      at++;
      while (at + 1 < lines.length && (lines[at + 1] as Line).text.includes('|')) at++;
      push('table', from, at);
    } else if (/^[ \t]*\|/.test(line.text)) {
      while (at + 1 < lines.length && !isBlank(lines[at + 1])) at++;
      push('table', from, at);
    } else if (QUOTE.test(line.text)) {
      while (at + 1 < lines.length && !isBlank(lines[at + 1])) at++;
      push('quote', from, at);
    } else if (LIST_ITEM.test(line.text)) {
      // Nested items, continuation lines and items after a blank line all belong to the list.
      while (at + 1 < lines.length) {
        const next = lines[at + 1] as Line;
        if (!isBlank(next)) {
          if (FENCE.test(next.text) && !/^\s/.test(next.text)) break;
          at++;
          continue;
        }
        let after = at + 1;
        while (after < lines.length && isBlank(lines[after])) after++;
        const following = lines[after];
        if (
          !following ||
          !(LIST_ITEM.test(following.text) || /^(?: {2,}|\t)\S/.test(following.text))
        )
          break;
        at = after;
      }
      push('list', from, at);
    } else {
      let setext = -1;
      while (at + 1 < lines.length) {
        const next = lines[at + 1] as Line;
        if (isBlank(next)) break;
        if (SETEXT.test(next.text)) {
          setext = at + 1;
          break;
        }
        if (interruptsParagraph(next)) break;
        at++;
      }
      if (setext > 0) {
        at = setext;
        push('heading', from, at);
        const made = blocks.at(-1) as SourceBlock;
        made.level = (lines[at] as Line).text.includes('=') ? 1 : 2;
        made.text = text
          .slice(made.start, (lines[at - 1] as Line).end)
          .replace(/\s+/g, ' ')
          .trim();
      } else {
        push('paragraph', from, at);
        const made = blocks.at(-1) as SourceBlock;
        const mark = QA_MARK.exec(made.text);
        if (mark) {
          made.mark = /^(?:A|Answer|Antwort)$/.test(mark[1] as string) ? 'answer' : 'question';
          made.markEnd = made.start + mark[0].length;
        }
      }
    }
    previousKind = (blocks.at(-1) as SourceBlock).kind;
    lastBlank = false;
    at++;
  }
  return blocks;
}
