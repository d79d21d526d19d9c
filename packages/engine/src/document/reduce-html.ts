import { decodeEntities } from './decode-entities.ts';

// Pasted HTML is reduced to markdown-like text so that one parser reads both (issue 3:
// "pasted HTML is reduced to text and structure"). Tolerant by design: unclosed or stray tags
// are ignored, and no DOM is needed, so it runs in the server and the browser alike.

const HTML_HINT =
  /<\/?(?:p|div|h[1-6]|ul|ol|li|br|table|tr|td|th|blockquote|article|section|strong|em|a|span|pre)\b[^>]*>/i;
const DROPPED_ELEMENTS =
  /<(script|style|head|noscript|template|svg|iframe)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?-->/g;
const TOKEN = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b([^>]*)>|([^<]+)|</g;
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'aside',
  'nav',
  'figure',
  'figcaption',
  'dl',
  'dt',
  'dd',
  'form',
  'fieldset',
  'details',
  'summary',
  'address',
  'hr',
]);

export function looksLikeHtml(text: string): boolean {
  return HTML_HINT.test(text);
}

interface ReducerState {
  out: string[];
  lists: ('ul' | 'ol')[];
  linkHref: string[];
  inPre: boolean;
  inQuote: boolean;
  rowCells: number;
  rowsInTable: number;
}

function readHref(attributes: string): string {
  return (
    /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes)?.slice(1).find(Boolean) ?? ''
  );
}

function openTag(state: ReducerState, tag: string, attributes: string): void {
  const { out } = state;
  if (/^h[1-6]$/.test(tag)) out.push(`\n\n${'#'.repeat(Number(tag[1]))} `);
  else if (BLOCK_TAGS.has(tag)) out.push(state.inQuote ? '\n>\n> ' : '\n\n');
  else if (tag === 'br') out.push(state.inQuote ? '\n> ' : '\n');
  else if (tag === 'ul' || tag === 'ol') {
    state.lists.push(tag);
    out.push('\n\n');
  } else if (tag === 'li')
    out.push(
      `\n${'  '.repeat(Math.max(0, state.lists.length - 1))}${state.lists.at(-1) === 'ol' ? '1.' : '-'} `,
    );
  else if (tag === 'blockquote') {
    state.inQuote = true;
    out.push('\n\n> ');
  } else if (tag === 'pre') {
    state.inPre = true;
    out.push('\n\n```\n');
  } else if (tag === 'code' && !state.inPre) out.push('`');
  else if (tag === 'a') {
    state.linkHref.push(readHref(attributes));
    out.push('[');
  } else if (tag === 'table') {
    state.rowsInTable = 0;
    out.push('\n\n');
  } else if (tag === 'tr') {
    state.rowCells = 0;
    out.push('\n|');
  } else if (tag === 'td' || tag === 'th') {
    state.rowCells++;
    out.push(' ');
  }
}

function closeTag(state: ReducerState, tag: string): void {
  const { out } = state;
  if (/^h[1-6]$/.test(tag) || BLOCK_TAGS.has(tag)) out.push(state.inQuote ? '\n> ' : '\n\n');
  else if (tag === 'ul' || tag === 'ol') {
    state.lists.pop();
    out.push('\n\n');
  } else if (tag === 'blockquote') {
    state.inQuote = false;
    out.push('\n\n');
  } else if (tag === 'pre') {
    state.inPre = false;
    out.push('\n```\n\n');
  } else if (tag === 'code' && !state.inPre) out.push('`');
  else if (tag === 'a') {
    const href = state.linkHref.pop();
    out.push(href ? `](${href.replace(/[\s()]/g, encodeURIComponent)})` : ']');
  } else if (tag === 'td' || tag === 'th') out.push(' |');
  else if (tag === 'tr') {
    // Markdown tables need a separator line after their first row.
    if (state.rowsInTable++ === 0) out.push(`\n|${' --- |'.repeat(Math.max(1, state.rowCells))}`);
  } else if (tag === 'table') out.push('\n\n');
}

/** Turns HTML into markdown-like text: headings, paragraphs, lists, quotes, tables, links, code. */
export function reduceHtml(html: string): string {
  const state: ReducerState = {
    out: [],
    lists: [],
    linkHref: [],
    inPre: false,
    inQuote: false,
    rowCells: 0,
    rowsInTable: 0,
  };
  const cleaned = html.replace(COMMENTS, '').replace(DROPPED_ELEMENTS, ' ');
  for (const match of cleaned.matchAll(TOKEN)) {
    const [whole, slash, tagName, attributes, text] = match;
    if (text !== undefined) {
      const decoded = decodeEntities(text);
      state.out.push(state.inPre ? decoded : decoded.replace(/\s+/g, ' '));
    } else if (tagName === undefined) state.out.push(whole);
    else if (slash) closeTag(state, tagName.toLowerCase());
    else openTag(state, tagName.toLowerCase(), attributes ?? '');
  }
  return state.out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
