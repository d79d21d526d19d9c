import { looksLikeHtml } from '../document/looks-like-html.ts';
import { lexBlocks, type PageBlock, readPage } from '../document/read-page.ts';

/** A bullet a browser's copy keeps as a character at the start of a line. */
const PASTED_BULLET = /^\s*[•·▪◦‣●○■□➤►✓✔]\s+/u;
const MARKDOWN_HEADING = /^#{1,6}\s/;

/** Cells of a line a browser's copy of a table gives: tab-separated. */
const cellsOf = (line: string) => line.split('\t').map((cell) => cell.trim());

/**
 * Runs of two or more lines with the same number (two or more) of tab-separated cells, the
 * way a browser copies a table, written as a GFM table (the first row as its header).
 */
function tabTablesAsMarkdown(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  for (let index = 0; index < lines.length; ) {
    const width = cellsOf(lines[index] ?? '').length;
    let end = index;
    while (width >= 2 && end < lines.length && cellsOf(lines[end] ?? '').length === width) end++;
    if (end - index < 2) {
      out.push(lines[index] ?? '');
      index++;
      continue;
    }
    const rows = lines.slice(index, end).map((line) => `| ${cellsOf(line).join(' | ')} |`);
    rows.splice(1, 0, `|${' --- |'.repeat(width)}`);
    if (out.length > 0 && out.at(-1)?.trim() !== '') out.push('');
    out.push(...rows);
    if (end < lines.length && (lines[end] ?? '').trim() !== '') out.push('');
    index = end;
  }
  return out.join('\n');
}

/** Whether Markdown's lexer finds any block of its own beyond paragraphs in the text. */
function hasMarkdownMarks(text: string): boolean {
  return lexBlocks(text.replace(/\r\n?/g, '\n'), { inline: false }).some(
    ({ token }) => token.type !== 'paragraph' && token.type !== 'space' && token.type !== 'text',
  );
}

const isLeadTitle = (line: string) => {
  const trimmed = line.trim();
  const words = trimmed.split(/\s+/).length;
  return (
    trimmed !== '' &&
    words <= 12 &&
    /^\p{Lu}/u.test(trimmed) &&
    !/[.!?;:,…]["'”’)\]]*$/u.test(trimmed) &&
    !PASTED_BULLET.test(trimmed) &&
    !MARKDOWN_HEADING.test(trimmed)
  );
};

/**
 * Lines that start with a bullet character, as Markdown list items in a block of their own:
 * a bullet always starts a line of its own, however short the line before it.
 */
function bulletsAsMarkdown(text: string): string {
  const out: string[] = [];
  let isInList = false;
  for (const line of text.split('\n')) {
    const isItem = PASTED_BULLET.test(line);
    const previous = out.at(-1) ?? '';
    // A short line without closing punctuation right over a list is the heading the page
    // showed above it ("What works instead"), not a sentence.
    if (isItem && !isInList && isLeadTitle(previous)) out[out.length - 1] = `## ${previous.trim()}`;
    if (isItem !== isInList && out.length > 0 && previous.trim() !== '' && line.trim() !== '')
      out.push('');
    out.push(isItem ? line.replace(PASTED_BULLET, '- ') : line);
    isInList = isItem;
  }
  return out.join('\n');
}

/** A block the reader recovered from a browser's copy, written as Markdown says it. */
function blockAsMarkdown(block: PageBlock, raw: string): string {
  if (block.kind === 'heading' && !MARKDOWN_HEADING.test(raw) && !raw.includes('\n'))
    return `${'#'.repeat(block.depth || 2)} ${raw.trim()}`;
  if (block.kind === 'list' && PASTED_BULLET.test(raw))
    return raw
      .split('\n')
      .map((line) => line.replace(PASTED_BULLET, '- '))
      .join('\n');
  return raw;
}

/** Blocks Markdown itself lets follow a line without a blank line between them. */
const isMarkdownBlock = (block: PageBlock, raw: string) =>
  block.kind === 'code' ||
  block.kind === 'table' ||
  (block.kind === 'heading' && MARKDOWN_HEADING.test(raw)) ||
  (block.kind === 'list' && !PASTED_BULLET.test(raw));

/**
 * The text as Markdown, for Copy as Markdown and as HTML: what a browser's copy gives (headings
 * and paragraphs on lines of their own, bullets as characters, tables as tab-separated cells)
 * is written as Markdown's headings, paragraphs, lists and tables, read by the same document
 * reader the engine uses. Text with Markdown's own structure comes back unchanged, byte for
 * byte, and so does HTML (kept as written, like the improver keeps it). `pasted` is the text
 * as the writer pasted it, when `text` is that text with the improver's edits.
 */
export function asMarkdown(text: string, pasted: string = text): string {
  // Markdown's own marks anywhere in what the writer pasted say they wrote Markdown: its lines
  // are kept as they are (a short line in a README is a sentence cut at its width, not a
  // title). The improver's own headings in a browser's copy do not make it Markdown.
  if (looksLikeHtml(text) || hasMarkdownMarks(pasted)) return text;
  const tabled = bulletsAsMarkdown(tabTablesAsMarkdown(text.replace(/\r\n?/g, '\n')));
  const { text: read, blocks } = readPage(tabled);
  let out = '';
  let at = 0;
  let previous: { block: PageBlock; raw: string } | null = null;
  for (const block of blocks) {
    const raw = read.slice(block.start, block.end);
    let gap = read.slice(at, block.start);
    // Two blocks a browser's copy joined with one newline get Markdown's blank line.
    const isJoined =
      previous !== null &&
      !gap.includes('\n\n') &&
      !(isMarkdownBlock(block, raw) || isMarkdownBlock(previous.block, previous.raw));
    if (isJoined) gap = '\n\n';
    out += gap + blockAsMarkdown(block, raw);
    at = block.end;
    previous = { block, raw };
  }
  out += read.slice(at);
  return out;
}
