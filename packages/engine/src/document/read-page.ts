import { Lexer, type Token, type Tokens } from 'marked';
import { countWords } from '../rules/word-count.ts';
import { looksLikeHtml } from './looks-like-html.ts';
import { reduceHtml } from './reduce-html.ts';

// One reading of a pasted page: Markdown through marked's lexer (GFM tables and lists; about ten
// times faster than remark here, 1.5 ms against 14.5 ms for 1,000 words, and the engine's budget
// is 15 ms for the whole analysis), text copied from a browser through the same lexer after its
// line structure is recovered, and every block with its offsets in the text as given.

export type PageBlockKind = 'heading' | 'paragraph' | 'list' | 'table' | 'code' | 'quote';

export interface PageLink {
  url: string;
  text: string;
}

export interface PageBlock {
  kind: PageBlockKind;
  /** Heading level (1-6); 0 for other blocks. */
  depth: number;
  /** Visible text: a list's items and a table's rows one to a line. */
  text: string;
  /** A list's items or a table's rows (cells joined by " | "). */
  items: string[];
  ordered: boolean;
  links: PageLink[];
  /** Offsets of the block in the text that was read. */
  start: number;
  end: number;
}

export interface PageTree {
  source: 'markdown' | 'plain' | 'html';
  /** The text the offsets refer to (HTML is first reduced to Markdown). */
  text: string;
  blocks: PageBlock[];
}

/** Longest line still read as a heading when it stands alone between paragraphs. */
const HEADING_MAX_WORDS = 12;
const TERMINAL = /[.!?;:,…。！？]["'”’)\]]*$/u;
const BULLET = /^\s*(?:[•·▪◦‣●○■□➤►✓✔-]|\d{1,2}[.)])\s+/u;

/**
 * A line that stands alone as a title: short, without closing punctuation, followed by a line
 * that is a sentence or longer. This is the shape a browser's copy gives a heading.
 */
function isTitleLine(line: string, next: string | undefined): boolean {
  const trimmed = line.trim();
  const count = countWords(trimmed);
  if (count === 0 || count > HEADING_MAX_WORDS || TERMINAL.test(trimmed) || BULLET.test(trimmed))
    return false;
  if (/^\p{Ll}/u.test(trimmed)) return false;
  if (next === undefined) return false;
  const following = next.trim();
  return TERMINAL.test(following) || countWords(following) >= 2 * count;
}

/**
 * Lines of one Markdown paragraph that a browser's copy separated by single newlines: most of
 * them end a sentence or stand as a title. Hard-wrapped prose ends its lines mid-sentence and
 * keeps being one paragraph.
 */
function readsAsSeparateLines(lines: string[]): boolean {
  if (lines.length < 2) return false;
  // A line that starts in lower case after one that did not end a sentence continues it.
  const continues = lines.some(
    (line, index) =>
      index > 0 && /^\s*\p{Ll}/u.test(line) && !TERMINAL.test(lines[index - 1] ?? ''),
  );
  if (continues) return false;
  const head = lines.slice(0, -1);
  const separate = head.filter(
    (line, index) => TERMINAL.test(line.trim()) || isTitleLine(line, lines[index + 1]),
  ).length;
  return separate / head.length >= 0.5;
}

/** The visible text of inline tokens, and the links among them. */
function inlineText(tokens: Token[] | undefined, links: PageLink[]): string {
  if (!tokens) return '';
  let text = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'link':
        links.push({ url: token.href, text: inlineText(token.tokens, []) });
        text += inlineText(token.tokens, links);
        break;
      case 'image':
        text += token.text;
        break;
      case 'br':
        text += '\n';
        break;
      case 'html':
        // A tag ends at the next '<' too: with `[^>]*` every '<' of a text of unclosed tags
        // ('<!--' × 20,000) scanned to its end, quadratic (3 s for 80 KB).
        text += token.text.replace(/<[^<>]*>/g, '');
        break;
      case 'codespan':
      case 'escape':
        text += token.text;
        break;
      default:
        text +=
          'tokens' in token && token.tokens
            ? inlineText(token.tokens, links)
            : 'text' in token
              ? String(token.text)
              : '';
    }
  }
  return text;
}

function blockOf(
  kind: PageBlockKind,
  start: number,
  raw: string,
  text: string,
  links: PageLink[],
): PageBlock {
  return {
    kind,
    depth: 0,
    text,
    items: [],
    ordered: false,
    links,
    start,
    end: start + raw.trimEnd().length,
  };
}

function listItems(list: Tokens.List, links: PageLink[]): string[] {
  const items: string[] = [];
  for (const item of list.items) {
    const own: string[] = [];
    const nested: string[] = [];
    for (const child of item.tokens) {
      if (child.type === 'list') nested.push(...listItems(child as Tokens.List, links));
      else own.push(inlineText('tokens' in child && child.tokens ? child.tokens : [child], links));
    }
    const text = own.join(' ').replace(/\s+/g, ' ').trim();
    if (text) items.push(text);
    items.push(...nested);
  }
  return items;
}

/** Splits a paragraph that a browser's copy flattened into its lines, with their offsets. */
function splitPastedParagraph(raw: string, start: number): PageBlock[] {
  const lines: { text: string; start: number }[] = [];
  let at = 0;
  for (const line of raw.split('\n')) {
    if (line.trim()) lines.push({ text: line, start: start + at });
    at += line.length + 1;
  }
  const texts = lines.map((line) => line.text);
  if (!readsAsSeparateLines(texts)) return [];
  const blocks: PageBlock[] = [];
  for (const [index, line] of lines.entries()) {
    const links: PageLink[] = [];
    const text = inlineText(Lexer.lexInline(line.text), links).trim();
    const base = blockOf('paragraph', line.start, line.text, text, links);
    const bullet = BULLET.exec(line.text);
    if (bullet) {
      const itemText = text.replace(BULLET, '').trim();
      const previous = blocks.at(-1);
      if (previous?.kind === 'list') {
        previous.items.push(itemText);
        previous.text += `\n${itemText}`;
        previous.end = base.end;
        previous.links.push(...links);
      } else {
        blocks.push({
          ...base,
          kind: 'list',
          text: itemText,
          items: [itemText],
          ordered: /\d/.test(bullet[0]),
        });
      }
    } else if (isTitleLine(line.text, texts[index + 1])) {
      blocks.push({ ...base, kind: 'heading', depth: 2 });
    } else {
      blocks.push(base);
    }
  }
  return blocks;
}

function readToken(token: Token, start: number, out: PageBlock[]): void {
  const links: PageLink[] = [];
  switch (token.type) {
    case 'heading':
      out.push({
        ...blockOf('heading', start, token.raw, inlineText(token.tokens, links).trim(), links),
        depth: token.depth,
      });
      return;
    case 'paragraph':
    case 'text': {
      const pasted = splitPastedParagraph(token.raw.trimEnd(), start);
      if (pasted.length > 0) out.push(...pasted);
      else {
        const text = inlineText('tokens' in token && token.tokens ? token.tokens : [], links);
        out.push(blockOf('paragraph', start, token.raw, text.replace(/\s+/g, ' ').trim(), links));
      }
      return;
    }
    case 'list': {
      const items = listItems(token as Tokens.List, links);
      out.push({
        ...blockOf('list', start, token.raw, items.join('\n'), links),
        items,
        ordered: Boolean(token.ordered),
      });
      return;
    }
    case 'table': {
      const table = token as Tokens.Table;
      const rows = [table.header, ...table.rows].map((row) =>
        row.map((cell) => inlineText(cell.tokens, links).trim()).join(' | '),
      );
      out.push({ ...blockOf('table', start, token.raw, rows.join('\n'), links), items: rows });
      return;
    }
    case 'code':
      if ((token as Tokens.Code).codeBlockStyle === 'indented' && readsAsProse(token.text))
        out.push(...indentedProse(token.raw, start));
      else out.push(blockOf('code', start, token.raw, token.text, links));
      return;
    case 'blockquote': {
      const text = (token as Tokens.Blockquote).tokens
        .map((child) =>
          inlineText('tokens' in child && child.tokens ? child.tokens : [child], links),
        )
        .join(' ');
      out.push(blockOf('quote', start, token.raw, text.replace(/\s+/g, ' ').trim(), links));
      return;
    }
    case 'html': {
      const text = token.text
        .replace(/<[^<>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (text) out.push(blockOf('paragraph', start, token.raw, text, links));
      return;
    }
    default:
      return;
  }
}

/** Characters that code is made of and prose hardly uses. */
const CODE_MARKS = /[{}[\]();=<>$|&\\]/g;

/**
 * Markdown reads any line indented by four spaces as code, but plain text files and pasted
 * pages indent their paragraphs too (a FAQ's answers, a letter's body). Indented text is code
 * only when it looks like it: marks of code in more than 3% of its characters, or lines that
 * read as commands.
 */
function readsAsProse(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '').length;
  const marks = text.match(CODE_MARKS)?.length ?? 0;
  const commands = text.split('\n').filter((line) => /^\s*(?:[$#>%] |\.\/|sudo )/.test(line));
  return (
    letters > 0.6 * text.replace(/\s/g, '').length &&
    marks <= 0.03 * text.length &&
    commands.length === 0
  );
}

/** The paragraphs of an indented block that reads as prose, with their offsets. */
function indentedProse(raw: string, start: number): PageBlock[] {
  const blocks: PageBlock[] = [];
  let at = 0;
  for (const part of raw.split(/\n\s*\n/)) {
    const offset = raw.indexOf(part, at);
    at = offset + part.length;
    const text = part.replace(/\s+/g, ' ').trim();
    if (text) blocks.push(blockOf('paragraph', start + offset, part, text, []));
  }
  return blocks;
}

/**
 * A one-line paragraph shaped like a title before a paragraph or list is a heading: text copied
 * from a browser keeps headings as lines of their own, without Markdown's marks.
 */
function promoteTitleParagraphs(blocks: PageBlock[]): void {
  const hasHeading = blocks.some((b) => b.kind === 'heading');
  for (const [index, current] of blocks.entries()) {
    const next = blocks[index + 1];
    if (current.kind !== 'paragraph' || current.text.includes('\n') || !next) continue;
    if (next.kind !== 'paragraph' && next.kind !== 'list') continue;
    if (!isTitleLine(current.text, next.text.split('\n')[0])) continue;
    current.kind = 'heading';
    current.depth = index === 0 && !hasHeading ? 1 : 2;
  }
}

/**
 * A run of 500 characters without a space. Tried only where a run starts: /\S{500}/ retried
 * every start inside each run, which took a hundredth of an analysis on pages of addresses.
 */
const LONG_RUN = /(?<!\S)\S{500}/;

/** A block token of marked's lexer and where its source starts in the text that was lexed. */
export interface PlacedToken {
  token: Token;
  start: number;
}

/**
 * The block tokens of a text with their offsets: the one block reading that the document
 * reader and the improver (which edits the source and needs its exact spans) share. Without
 * `inline`, the blocks' inline content is not read (about half the time), for callers that
 * need the blocks' kinds and spans only. The text's line ends must be "\n".
 */
export function lexBlocks(text: string, { inline = true } = {}): PlacedToken[] {
  // GFM's bare-link and e-mail rules take time that grows with the square of a run without
  // spaces (50 KB of "a.a.…@" took 3.5 s); text holding such a run (data, not prose) is read
  // without GFM, which keeps it linear.
  const lexer = new Lexer({ gfm: !LONG_RUN.test(text) });
  const placed: PlacedToken[] = [];
  let offset = 0;
  for (const token of inline ? lexer.lex(text) : lexer.blockTokens(text)) {
    placed.push({ token, start: offset });
    offset += token.raw.length;
  }
  return placed;
}

/**
 * Maps offsets in a text whose "\r\n" line ends were read as "\n" back to the text as given.
 * Offsets must be asked for in ascending order (one pass over the line ends overall).
 */
export function createInputOffsets(input: string): (at: number) => number {
  const lineEnds: number[] = [];
  for (const match of input.matchAll(/\r\n/g)) lineEnds.push(match.index - lineEnds.length);
  let passed = 0;
  return (at) => {
    while (passed < lineEnds.length && (lineEnds[passed] as number) <= at) passed++;
    return at + passed;
  };
}

/** Reads pasted text (Markdown, text copied from a browser, or HTML) into blocks. */
export function readPage(input: string): PageTree {
  const isHtml = looksLikeHtml(input);
  const text = (isHtml ? reduceHtml(input) : input).replace(/\r\n?/g, '\n');
  const blocks: PageBlock[] = [];
  for (const { token, start } of lexBlocks(text)) readToken(token, start, blocks);
  const hasMarkdownStructure = blocks.some(
    (b) => b.kind !== 'paragraph' && !(b.kind === 'heading' && b.start === b.end),
  );
  const kept = blocks.filter((b) => b.text.trim() || b.kind === 'code');
  promoteTitleParagraphs(kept);
  return {
    source: isHtml ? 'html' : hasMarkdownStructure ? 'markdown' : 'plain',
    text,
    blocks: kept,
  };
}
