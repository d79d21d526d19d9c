import { looksLikeHtml } from '../document/reduce-html.ts';

/*
 * What a keyword must never come from: addresses, code and markup are not what a text is
 * about, yet their pieces ("https", "com", "alert", "div") recur and would rank high. They
 * are cut out before the text is read. Each cut leaves a comma, so the words on either side
 * never join into one phrase; paragraph breaks are kept so the structure stays as written.
 */
const SEPARATOR = ' , ';

const FENCED_CODE = /^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?(?:^[ \t]*\1[ \t]*$|(?![\s\S]))/gm;
const INERT_ELEMENTS =
  /<(script|style|noscript|template|svg|math|iframe|object|textarea|select|button)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENTS = /<!--[\s\S]*?(?:-->|$)/g;
const INLINE_CODE = /(`{1,3})[^`\n]+\1/g;
/** Markdown images and links keep their visible text; the address goes. */
const MARKDOWN_LINK = /!?\[([^\]\n]*)\]\([^)\n]*\)/g;
const EMAIL = /(?:mailto:)?[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const URL_WITH_SCHEME = /\b[a-z][a-z0-9+.-]*:\/\/[^\s<>"'`]*/gi;
const SCRIPT_URL = /\b(?:javascript|vbscript|data):[^\s<>"'`]+/gi;
const URL_WITH_WWW = /\bwww\.[^\s<>"'`]*/gi;
/** Bare host names with a common top-level domain, with or without a path. */
const BARE_DOMAIN =
  /\b(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|org|net|edu|gov|io|ai|app|dev|co|info|biz|me|tv|us|uk|de|fr|nl|eu)\b(?:\/[^\s<>"'`]*)?/gi;
const ANY_TAG = /<\/?[a-zA-Z][^>]*>/g;
const ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});/gi;

export function stripNonProse(text: string): string {
  let prose = text
    .replace(FENCED_CODE, '\n\n')
    .replace(COMMENTS, SEPARATOR)
    .replace(INERT_ELEMENTS, SEPARATOR)
    .replace(INLINE_CODE, SEPARATOR)
    .replace(MARKDOWN_LINK, (_, visible: string) => visible)
    .replace(EMAIL, SEPARATOR)
    .replace(URL_WITH_SCHEME, SEPARATOR)
    .replace(SCRIPT_URL, SEPARATOR)
    .replace(URL_WITH_WWW, SEPARATOR)
    .replace(BARE_DOMAIN, SEPARATOR);
  // Pasted HTML keeps its tags: the document turns them into headings and paragraphs and
  // drops the rest. Stray tags in plain text only go.
  if (!looksLikeHtml(prose)) prose = prose.replace(ANY_TAG, ' ').replace(ENTITY, ' ');
  return prose;
}
