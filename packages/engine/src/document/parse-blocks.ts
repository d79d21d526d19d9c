import {
  FENCE,
  FRONT_MATTER,
  isBlank,
  isTableStart,
  LINK_DEFINITION,
  LIST_ITEM,
  QUOTE_LINE,
  readAtxHeading,
  SETEXT_UNDERLINE,
  splitTableRow,
  startsBlock,
  THEMATIC_BREAK,
} from './block-patterns.ts';
import { groupParagraphLines } from './group-paragraph-lines.ts';
import type { RawBlock, SetApart } from './raw-block.ts';
import { readOptionList } from './read-option-list.ts';

interface Cursor {
  lines: string[];
  at: number;
}

/**
 * A fenced code block. It closes at a fence of the same character at least as long, alone on its
 * line; without one it runs to the end of the text, as in CommonMark, and says so.
 */
function readFence(cursor: Cursor, fence: string, isUnderline: boolean): RawBlock | null {
  const body: string[] = [];
  const opening = cursor.at;
  cursor.at++;
  while (cursor.at < cursor.lines.length) {
    const line = cursor.lines[cursor.at] as string;
    const marker = FENCE.exec(line)?.[1];
    if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker)
      break;
    body.push(line);
    cursor.at++;
  }
  const unclosed = cursor.at >= cursor.lines.length;
  // Plain text underlines titles with a run of tildes ("Program FAQ\n~~~~"): a bare run right
  // under a line of text that never closes is such a rule, not a fence swallowing the text.
  if (unclosed && isUnderline && (cursor.lines[opening] as string).trim() === fence) {
    cursor.at = opening + 1;
    return null;
  }
  cursor.at++;
  return unclosed
    ? { kind: 'code', text: body.join('\n'), unclosed: true }
    : { kind: 'code', text: body.join('\n') };
}

function readTable(cursor: Cursor): RawBlock {
  const rows = [splitTableRow(cursor.lines[cursor.at] as string)];
  cursor.at += 2;
  while (cursor.at < cursor.lines.length && (cursor.lines[cursor.at] as string).includes('|')) {
    rows.push(splitTableRow(cursor.lines[cursor.at] as string));
    cursor.at++;
  }
  return { kind: 'table', rows };
}

function readQuote(cursor: Cursor): RawBlock {
  const body: string[] = [];
  let match = QUOTE_LINE.exec(cursor.lines[cursor.at] as string);
  while (match) {
    body.push((match[1] as string).trim());
    cursor.at++;
    match = QUOTE_LINE.exec(cursor.lines[cursor.at] ?? '');
  }
  return { kind: 'quote', text: body.filter(Boolean).join(' ') };
}

/** Reads a list; nested items and items after a blank line belong to the same list. */
function readList(cursor: Cursor): RawBlock {
  const { lines } = cursor;
  const marker = LIST_ITEM.exec(lines[cursor.at] as string)?.[2] ?? '';
  const ordered = /\d/.test(marker);
  // An ordered list keeps the number it starts at, as CommonMark does.
  const start = ordered ? Number.parseInt(marker, 10) : undefined;
  const items: string[] = [];
  while (cursor.at < lines.length) {
    const line = lines[cursor.at] as string;
    const item = LIST_ITEM.exec(line);
    if (item) items.push((item[3] as string).trim());
    else if (isBlank(line)) {
      let next = cursor.at + 1;
      while (next < lines.length && isBlank(lines[next] as string)) next++;
      if (!LIST_ITEM.test(lines[next] ?? '')) break;
    } else if (startsBlock(line, lines[cursor.at + 1])) break;
    // A line under an item continues it, as CommonMark's lazy continuation does.
    else items[items.length - 1] = `${items.at(-1) ?? ''} ${line.trim()}`;
    cursor.at++;
  }
  return ordered && start !== undefined && start !== 1
    ? { kind: 'list', ordered, items, start }
    : { kind: 'list', ordered, items };
}

/**
 * An indented "# ..." line with text directly under it is a comment in a plain-text file (a
 * shell example in an FAQ), not a heading: markdown headings start at the margin, and the
 * rare indented one stands alone above a blank line.
 */
function isShellComment(line: string, next: string | undefined): boolean {
  return /^ {1,3}#/.test(line) && next !== undefined && !isBlank(next);
}

/** A manual page's section name at the margin: "OPTIONS", "OPTIONEN", "ÜBERSICHT". */
const SECTION_NAME = /^\p{Lu}[\p{Lu} -]{2,40}$/u;

/**
 * A manual page rendered as text: two or more section names at the margin, each with indented
 * text directly under it. Only there is an indented name over deeper text an entry of a list.
 */
function looksLikeManualPage(lines: readonly string[]): boolean {
  let sections = 0;
  lines.forEach((line, index) => {
    if (SECTION_NAME.test(line) && /^ +\S/.test(lines[index + 1] ?? '')) sections++;
  });
  return sections >= 2;
}

/**
 * A version-control stamp on a line of its own: "$OpenBSD: file,v 1.2 2003/10/14 name Exp $",
 * "$Id$". CVS and RCS write it, not the author, so it is set apart like a comment: its
 * date and revision are no claims, and it is nothing a reader asks about.
 */
const VERSION_STAMP = /^\$[A-Z][A-Za-z]{1,20}(?::[^$\n]{0,300})?\$$/;

/**
 * Splits markdown (or plain text) into blocks, one pass over its lines. When `linkDefinitions`
 * is given, reference-link definitions ("[npm-url]: https://...") are collected into it and
 * left out of the blocks: they are addresses, not prose. Without it they stay as text, so a
 * rewrite carries them through.
 */
export function parseBlocks(markdown: string, linkDefinitions?: Map<string, string>): RawBlock[] {
  const rawLines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const lines = rawLines.map((line) => line.replace(/\t/g, '    '));
  const hasBlankLines = lines.some(
    (line, index) => isBlank(line) && index > 0 && index < lines.length - 1,
  );
  const isManualPage = looksLikeManualPage(lines);
  const cursor: Cursor = { lines, at: 0 };
  const blocks: RawBlock[] = [];
  let paragraph: string[] = [];
  // Set when the paragraph's first line is inside an HTML comment or opens one.
  let paragraphSetApart: SetApart | undefined;
  const flush = () => {
    if (paragraph.length > 0) {
      const grouped = groupParagraphLines(paragraph, hasBlankLines);
      const setApart = paragraphSetApart;
      // A comment's lines are never a title, however they look.
      blocks.push(
        ...(setApart
          ? grouped.map((block) =>
              block.kind === 'paragraph' ? { ...block, headingLike: false, setApart } : block,
            )
          : grouped),
      );
    }
    paragraph = [];
    paragraphSetApart = undefined;
  };
  const addLine = (line: string, isComment: boolean) => {
    if (paragraph.length === 0 && (isComment || VERSION_STAMP.test(line.trim())))
      paragraphSetApart = 'comment';
    paragraph.push(line);
  };
  // Front matter's lines make one paragraph, which the passage model sets apart: read line by
  // line, a one-line "title: Using Fetchers" over its closing "---" was a setext heading.
  const frontMatter = FRONT_MATTER.exec(markdown.slice(0, 20_000))?.[1];
  if (frontMatter !== undefined) {
    const bodyLines = frontMatter.split(/\r?\n/).filter((line) => !isBlank(line));
    if (bodyLines.length > 0)
      blocks.push({
        kind: 'paragraph',
        text: bodyLines.join('\n'),
        headingLike: false,
        setApart: 'front-matter',
      });
    cursor.at = frontMatter.split(/\r?\n/).length + 2;
  }
  // Inside an HTML comment opened at a line's start, lines are the comment's text: no reader
  // sees "## Project Specific Etiquette" that fxa's code of conduct comments out, so it is no
  // heading. The comment's paragraphs are marked, and the passage model sets them apart.
  let isInComment = false;
  while (cursor.at < lines.length) {
    const line = lines[cursor.at] as string;
    const wasInComment = isInComment;
    const opens = line.trimStart().startsWith('<!--') ? line.lastIndexOf('<!--') : -1;
    const closes = line.lastIndexOf('-->');
    if (opens >= 0 || (isInComment && closes >= 0)) isInComment = opens > closes;
    if (wasInComment && !isBlank(line)) {
      addLine(line, true);
      cursor.at++;
      continue;
    }
    const fence = FENCE.exec(line);
    const heading = isShellComment(line, lines[cursor.at + 1]) ? null : readAtxHeading(line);
    // A manual's section name may stand directly above its first option ("OPTIONEN"): the list
    // starts under it all the same. So may a subsection's title, set out less far than the
    // entries under it ("Autres options").
    const title = paragraph.length === 1 ? (paragraph[0] ?? '') : null;
    const opensList =
      paragraph.length === 0 ||
      (title !== null &&
        (SECTION_NAME.test(title) ||
          (isManualPage && title.search(/\S/) < line.search(/\S/) && title.trim().length <= 60)));
    const options =
      opensList && (isManualPage ? /^ +\S/ : /^ +-/).test(line)
        ? readOptionList(lines, cursor.at, rawLines, isManualPage)
        : null;
    if (isBlank(line)) {
      flush();
      cursor.at++;
    } else if (fence) {
      const isUnderline = paragraph.length > 0;
      flush();
      const code = readFence(cursor, fence[1] as string, isUnderline);
      if (code) blocks.push(code);
    } else if (linkDefinitions && LINK_DEFINITION.test(line)) {
      flush();
      const [, label, url] = LINK_DEFINITION.exec(line) as RegExpExecArray;
      const key = (label as string).trim().toLowerCase();
      if (!linkDefinitions.has(key)) linkDefinitions.set(key, url as string);
      cursor.at++;
    } else if (paragraph.length === 1 && !paragraphSetApart && SETEXT_UNDERLINE.test(line)) {
      blocks.push({
        kind: 'heading',
        level: line.includes('=') ? 1 : 2,
        text: paragraph[0]?.trim() ?? '',
        implicit: false,
        underlined: true,
      });
      paragraph = [];
      cursor.at++;
    } else if (heading) {
      flush();
      blocks.push({
        kind: 'heading',
        level: heading.level,
        text: heading.text,
        implicit: false,
      });
      cursor.at++;
    } else if (THEMATIC_BREAK.test(line)) {
      flush();
      cursor.at++;
    } else if (isTableStart(line, lines[cursor.at + 1])) {
      flush();
      blocks.push(readTable(cursor));
    } else if (QUOTE_LINE.test(line)) {
      flush();
      blocks.push(readQuote(cursor));
    } else if (LIST_ITEM.test(line)) {
      flush();
      blocks.push(readList(cursor));
    } else if (options) {
      flush();
      blocks.push(options.block);
      cursor.at = options.end;
    } else {
      addLine(line, opens >= 0);
      cursor.at++;
    }
  }
  flush();
  return promoteImplicitHeadings(blocks);
}

/**
 * In text without markdown headings, a heading-like line followed by text is a heading: that is
 * how headings survive a paste from a web page or a word processor.
 */
function promoteImplicitHeadings(blocks: RawBlock[]): RawBlock[] {
  // A plain-text note often underlines its title and nothing else ("Title" over "-----"): its
  // sections are still plain lines, so that title alone does not stop them being read as
  // headings. A "# Title" is markdown's, whose sections would be marked as headings too.
  const [first, ...others] = blocks.filter((block) => block.kind === 'heading');
  if (first && (others.length > 0 || first !== blocks[0] || !first.underlined)) return blocks;
  return blocks.map((block, index) => {
    const next = blocks[index + 1];
    if (block.kind !== 'paragraph' || !block.headingLike || !next || next.kind === 'code')
      return block;
    if (next.kind === 'paragraph' && next.headingLike) return block;
    // A line a colon introduces is what was announced (a setting, a command), not a section.
    const previous = blocks[index - 1];
    if (previous?.kind === 'paragraph' && previous.text.trimEnd().endsWith(':')) return block;
    return { kind: 'heading', level: index === 0 ? 1 : 2, text: block.text, implicit: true };
  });
}
