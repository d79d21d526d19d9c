import { ATX_HEADING, FENCE, LIST_ITEM, QUOTE_LINE } from './block-patterns.ts';

// Whether pasted text is an HTML document or fragment rather than markdown or plain text that
// happens to hold a tag. One <br> in a markdown article, or HTML shown inside a code fence,
// must not send the whole text through the HTML reducer (which joins its lines): the text is
// HTML only when it is mostly HTML.

/** Tags that give a text its structure when it is HTML. */
const STRUCTURE_TAGS = new Set(
  (
    'p div h1 h2 h3 h4 h5 h6 ul ol li br table thead tbody tr td th blockquote article section ' +
    'main header footer nav aside figure figcaption pre dl dt dd hr body html head'
  ).split(' '),
);
const INLINE_TAGS = new Set(
  'a span strong em b i u s code small sup sub mark img meta link title style script'.split(' '),
);
/** A document that opens like a web page is HTML whatever follows. */
const DOCUMENT_START = /^(?:\uFEFF)?\s{0,100}<(?:!doctype|html|head|body|meta)\b/i;
/** Tag starts; the name is bounded, so each "<" costs a few steps. */
const TAG_START = /<\/?([a-zA-Z][a-zA-Z0-9]{0,10})(?=[\s>/])/g;
const INLINE_CODE = /`[^`\n]*`/g;
const CLOSING_TAG_AT_END = /<\/([a-zA-Z][a-zA-Z0-9]{0,10})\s{0,20}>$/;
const OPENING_TAG_AT_START = /^<([a-zA-Z][a-zA-Z0-9]{0,10})[\s>/]/;
/** A markdown link or image, `[text](address)`: HTML never writes one. */
const MARKDOWN_LINK = /\]\((?:https?:\/\/|\.{0,2}\/|#)[^)\s]*\)/;

/** Share of non-blank lines holding a tag, above which the text is read as HTML. */
export const HTML_LINE_SHARE = 0.6;

/** Lines outside code fences, with inline code removed. */
function readProseLines(text: string): string[] {
  const lines: string[] = [];
  let fence = '';
  for (const line of text.split('\n')) {
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (
        marker &&
        marker[0] === fence[0] &&
        marker.length >= fence.length &&
        line.trim() === marker
      )
        fence = '';
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    lines.push(line.replace(INLINE_CODE, ''));
  }
  return lines;
}

/** True when the text is HTML: it opens like a web page, or most of its lines carry tags. */
export function looksLikeHtml(text: string): boolean {
  if (DOCUMENT_START.test(text)) return true;
  let nonBlank = 0;
  let tagLines = 0;
  let markdownLines = 0;
  let structureTags = 0;
  const prose: string[] = [];
  for (const line of readProseLines(text)) {
    const trimmed = line.trim();
    if (trimmed === '') continue;
    nonBlank++;
    prose.push(trimmed);
    let hasTag = false;
    for (const [, name] of trimmed.matchAll(TAG_START)) {
      const tag = (name as string).toLowerCase();
      if (STRUCTURE_TAGS.has(tag)) structureTags++;
      if (STRUCTURE_TAGS.has(tag) || INLINE_TAGS.has(tag)) hasTag = true;
    }
    if (hasTag) tagLines++;
    else if (ATX_HEADING.test(trimmed) || LIST_ITEM.test(trimmed) || QUOTE_LINE.test(trimmed))
      markdownLines++;
    else if (trimmed.startsWith('|') || MARKDOWN_LINK.test(trimmed)) markdownLines++;
  }
  if (structureTags === 0 || nonBlank === 0) return false;
  if (markdownLines >= tagLines) return false;
  // Markdown headings, lists and links written outside the tags: a README with HTML blocks (a
  // centred logo, a menu, a sponsors' <p>), as GitHub renders it, however many lines the
  // blocks take. Read as HTML, its headings and links were lost.
  if (markdownLines >= 2) return false;
  if (tagLines >= nonBlank * HTML_LINE_SHARE) return true;
  // Hard-wrapped HTML: a fragment that opens and closes with structure tags.
  const opening = OPENING_TAG_AT_START.exec(prose[0] as string)?.[1]?.toLowerCase() ?? '';
  const closing = CLOSING_TAG_AT_END.exec((prose.at(-1) as string).slice(-40))?.[1] ?? '';
  return STRUCTURE_TAGS.has(opening) && STRUCTURE_TAGS.has(closing.toLowerCase());
}
