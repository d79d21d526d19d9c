import { decodeEntities } from './decode-entities.ts';
import elements from './html-elements.json' with { type: 'json' };
import { type HtmlToken, matchCloseTags, tokenizeHtml } from './html-tokens.ts';

// Pasted HTML is reduced to markdown-like text so that one parser reads both (issue 3:
// "pasted HTML is reduced to text and structure"). Tolerant by design: unclosed or stray tags
// are ignored, and no DOM is needed, so it runs in the server and the browser alike. Pages
// saved from a browser, Google Docs and WordPress wrap list items and table cells in <p>, and
// carry navigation, scripts and forms around the article: those are reduced to the article.

/**
 * Elements dropped with everything inside them (scripts, embedded objects, controls, and the page
 * chrome: menus, side bars and forms are not part of the text); the page header and footer,
 * dropped only outside the article (an article's own header holds its title); the article
 * elements; and the tags that end a block of text.
 */
const DROPPED_ELEMENTS: ReadonlySet<string> = new Set(elements.dropped);
const PAGE_CHROME: ReadonlySet<string> = new Set(elements.pageChrome);
const ARTICLE_ELEMENTS: ReadonlySet<string> = new Set(elements.article);
const BLOCK_TAGS: ReadonlySet<string> = new Set(elements.block);
/** Nested lists deeper than this are written at this depth (a list 5,000 deep stays linear). */
export const MAX_LIST_DEPTH = 6;

interface ReducerState {
  out: string[];
  lists: ('ul' | 'ol')[];
  /** For each open <a>: its address, or '' when no "[" was written for it. */
  linkHref: string[];
  pre: number;
  quote: number;
  /** Open list items and table cells: block tags inside them join their text. */
  item: number;
  cell: number;
  heading: number;
  /** A list item's marker, written when its first text arrives (empty items leave nothing). */
  pendingMarker: string;
  /** Nothing has been written in the current quote paragraph yet. */
  quoteFresh: boolean;
  rowCells: number;
  rowsInTable: number;
}

function readHref(attributes: string): string {
  // Bounded: an attribute string is at most one tag long (MAX_TAG_LENGTH in html-tokens.ts).
  return (
    /\bhref\s{0,20}=\s{0,20}(?:"([^"]{0,2048})"|'([^']{0,2048})'|([^\s>]{1,2048}))/i
      .exec(attributes)
      ?.slice(1)
      .find(Boolean) ?? ''
  );
}

function isInline(state: ReducerState): boolean {
  return state.item > 0 || state.cell > 0 || state.heading > 0;
}

/** Writes a space unless the output already ends with one. */
function pushSpace(state: ReducerState): void {
  if (!(state.out.at(-1) ?? '').endsWith(' ')) state.out.push(' ');
}

/** A block's start or end: a paragraph break, or a space inside an item, cell or heading. */
function pushBlockBreak(state: ReducerState): void {
  if (isInline(state)) pushSpace(state);
  else if (state.quote === 0) state.out.push('\n\n');
  // In a quote, a break is written only between paragraphs that have text.
  else if (!state.quoteFresh) {
    state.out.push('\n>\n> ');
    state.quoteFresh = true;
  }
}

function openList(state: ReducerState, tag: 'ul' | 'ol'): void {
  state.lists.push(tag);
  // A nested list needs no break of its own: each item's marker opens a new line.
  if (state.lists.length === 1) state.out.push('\n\n');
  state.item = 0;
}

function openTag(state: ReducerState, tag: string, attributes: string): void {
  const { out } = state;
  if (/^h[1-6]$/.test(tag)) {
    if (isInline(state)) pushSpace(state);
    else out.push(`\n\n${'#'.repeat(Number(tag[1]))} `);
    state.heading++;
  } else if (BLOCK_TAGS.has(tag)) pushBlockBreak(state);
  else if (tag === 'br') {
    if (isInline(state)) pushSpace(state);
    else out.push(state.quote > 0 ? '\n> ' : '\n');
  } else if (tag === 'ul' || tag === 'ol') openList(state, tag);
  else if (tag === 'li') {
    const depth = Math.min(MAX_LIST_DEPTH, Math.max(1, state.lists.length)) - 1;
    state.pendingMarker = `\n${'  '.repeat(depth)}${state.lists.at(-1) === 'ol' ? '1.' : '-'} `;
    state.item = 1;
  } else if (tag === 'blockquote') {
    state.quote++;
    state.quoteFresh = true;
    out.push('\n\n> ');
  } else if (tag === 'pre') {
    state.pre++;
    out.push('\n\n```\n');
  } else if (tag === 'code' && state.pre === 0) {
    flushMarker(state);
    out.push('`');
  } else if (tag === 'a') {
    const href = readHref(attributes);
    state.linkHref.push(href);
    if (href) {
      flushMarker(state);
      out.push('[');
    }
  } else if (tag === 'table') {
    state.rowsInTable = 0;
    out.push('\n\n');
  } else if (tag === 'tr') {
    state.rowCells = 0;
    out.push('\n|');
  } else if (tag === 'td' || tag === 'th') {
    state.rowCells++;
    state.cell++;
    out.push(' ');
  }
}

function closeTag(state: ReducerState, tag: string): void {
  const { out } = state;
  if (/^h[1-6]$/.test(tag)) {
    state.heading = Math.max(0, state.heading - 1);
    pushBlockBreak(state);
  } else if (BLOCK_TAGS.has(tag)) pushBlockBreak(state);
  else if (tag === 'ul' || tag === 'ol') {
    state.lists.pop();
    out.push(state.lists.length > 0 ? '\n' : '\n\n');
    state.item = state.lists.length > 0 ? 1 : 0;
  } else if (tag === 'li') {
    state.item = 0;
    state.pendingMarker = '';
  } else if (tag === 'blockquote') {
    state.quote = Math.max(0, state.quote - 1);
    if (out.at(-1) === '\n>\n> ') out.pop();
    out.push('\n\n');
  } else if (tag === 'pre') {
    state.pre = Math.max(0, state.pre - 1);
    out.push('\n```\n\n');
  } else if (tag === 'code' && state.pre === 0) out.push('`');
  else if (tag === 'a') {
    const href = state.linkHref.pop();
    if (href) out.push(`](${href.replace(/[\s()]/g, encodeURIComponent)})`);
  } else if (tag === 'td' || tag === 'th') {
    state.cell = Math.max(0, state.cell - 1);
    pushSpace(state);
    out.push('|');
  } else if (tag === 'tr') {
    // Markdown tables need a separator line after their first row.
    if (state.rowsInTable++ === 0) out.push(`\n|${' --- |'.repeat(Math.max(1, state.rowCells))}`);
  } else if (tag === 'table') out.push('\n\n');
}

function flushMarker(state: ReducerState): void {
  if (!state.pendingMarker) return;
  state.out.push(state.pendingMarker);
  state.pendingMarker = '';
}

function writeText(state: ReducerState, text: string): void {
  const decoded = decodeEntities(text);
  if (decoded.trim() !== '') {
    flushMarker(state);
    state.quoteFresh = false;
  }
  if (state.pre > 0) state.out.push(decoded);
  else {
    let text = decoded.replace(/\s+/g, ' ');
    if (state.cell > 0) text = text.replace(/\|/g, '/');
    if (text.startsWith(' ') && (state.out.at(-1) ?? '').endsWith(' ')) text = text.slice(1);
    if (text) state.out.push(text);
  }
}

/** Indexes of the tokens to skip: dropped elements, and page chrome outside the article. */
function findSkipped(tokens: readonly HtmlToken[]): Int32Array {
  const matches = matchCloseTags(tokens);
  // skipTo[i] > i: skip tokens i..skipTo[i] inclusive.
  const skipTo = new Int32Array(tokens.length).fill(-1);
  let article = 0;
  tokens.forEach((token, index) => {
    if (token.kind === 'open' && ARTICLE_ELEMENTS.has(token.name)) article++;
    else if (token.kind === 'close' && ARTICLE_ELEMENTS.has(token.name))
      article = Math.max(0, article - 1);
    if (token.kind !== 'open') return;
    const isDropped =
      DROPPED_ELEMENTS.has(token.name) || (article === 0 && PAGE_CHROME.has(token.name));
    if (isDropped && (matches[index] as number) > index) skipTo[index] = matches[index] as number;
  });
  return skipTo;
}

/** Turns HTML into markdown-like text: headings, paragraphs, lists, quotes, tables, links, code. */
export function reduceHtml(html: string): string {
  const state: ReducerState = {
    out: [],
    lists: [],
    linkHref: [],
    pre: 0,
    quote: 0,
    item: 0,
    cell: 0,
    heading: 0,
    pendingMarker: '',
    quoteFresh: false,
    rowCells: 0,
    rowsInTable: 0,
  };
  const tokens = tokenizeHtml(html);
  const skipTo = findSkipped(tokens);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as HtmlToken;
    const skip = skipTo[index] as number;
    if (skip > index) {
      index = skip;
      state.out.push(' ');
      continue;
    }
    if (token.kind === 'text') writeText(state, token.text);
    else if (token.kind === 'close') closeTag(state, token.name);
    else if (DROPPED_ELEMENTS.has(token.name)) state.out.push(' ');
    else openTag(state, token.name, token.attributes);
  }
  return state.out
    .join('')
    .replace(/(?<![ \t])[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
