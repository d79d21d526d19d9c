import { MIN_WORDS_AROUND_LINKS } from '../document/build-document.ts';
import { type HtmlToken, matchCloseTags, tokenizeHtml } from '../document/html-tokens.ts';
import { looksLikeHtml } from '../document/looks-like-html.ts';
import { IMAGE } from '../document/strip-inline.ts';

/*
 * What a keyword must never come from: addresses, code and markup are not what a text is
 * about, yet their pieces ("https", "com", "alert", "div") recur and would rank high. They
 * are cut out before the text is read. Each cut leaves a comma, so the words on either side
 * never join into one phrase; paragraph breaks are kept so the structure stays as written.
 */
const SEPARATOR = ' , ';

// Every pattern runs in linear time: a pattern that scans a run of characters may start only
// where such a run starts (a lookbehind), and runs that could go on to the end of the text are
// bounded, so no "<" or "[" rescans the rest of the input.
// Only a closed fence is cut here: a run of tildes under a title never closes, and the
// document model reads an unclosed fence itself (document/parse-blocks.ts).
const FENCED_CODE = /^[ \t]{0,3}(```|~~~)[^\n]*\n[\s\S]*?^[ \t]{0,3}\1[ \t]*$/gm;
/** Reference-link definitions ("[npm-url]: https://...") are addresses, not prose. */
const LINK_DEFINITION_LINE = /^ {0,3}\[[^[\]\n]{1,200}\]:[ \t]*\S[^\n]{0,2400}$/gm;
/** Comments, and elements whose content is never prose, cut out by the HTML tokenizer. */
const INERT_ELEMENTS = new Set(
  'script style noscript template svg math iframe object textarea select button'.split(' '),
);
const INLINE_CODE = /(`{1,3})[^`\n]{1,2000}\1/g;
/** Markdown images and links keep their visible text; the address goes. */
const MARKDOWN_LINK = /!?\[([^[\]\n]{0,500})\]\([^()[\]\n]{0,2048}\)/g;
const EMAIL =
  /(?<![\p{L}\p{N}._%+-])(?:mailto:)?[\p{L}\p{N}._%+-]{1,200}@[\p{L}\p{N}-]{1,100}(?:\.[\p{L}\p{N}-]{1,100}){1,10}/gu;
const URL_WITH_SCHEME = /(?<![a-z0-9+.-])[a-z][a-z0-9+.-]{0,30}:\/\/[^\s<>"'`]*/gi;
const SCRIPT_URL = /\b(?:javascript|vbscript|data):[^\s<>"'`]+/gi;
const URL_WITH_WWW = /\bwww\.[^\s<>"'`]*/gi;
/** Bare host names with a common top-level domain, with or without a path. */
const BARE_DOMAIN =
  /(?<![a-z0-9.-])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.){1,10}(?:com|org|net|edu|gov|io|ai|app|dev|co|info|biz|me|tv|us|uk|de|fr|nl|eu)\b(?:\/[^\s<>"'`]*)?/gi;
const ANY_TAG = /<\/?[a-zA-Z][^<>]{0,2000}>/g;
const ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});/gi;

/**
 * Drops lines that are menus of links ("[Docs](…) | [Blog](…)", a README's row of languages):
 * once the links became plain text the document could no longer tell them from prose, and
 * their labels ("中文", "Español") say nothing about the topic.
 */
function dropMenuLines(text: string): string {
  return text
    .split('\n')
    .map((line) => {
      if (!line.includes('](')) return line;
      const links = line.match(MARKDOWN_LINK)?.length ?? 0;
      if (links < 2) return line;
      const own = line.replace(MARKDOWN_LINK, ' ').match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
      // The document model's rule for a menu, applied before the links become plain text.
      return own < MIN_WORDS_AROUND_LINKS ? SEPARATOR : line;
    })
    .join('\n');
}

/** Cuts comments and inert elements (scripts, styles, forms) out of HTML, keeping other tags. */
function cutInertHtml(text: string): string {
  const tokens = tokenizeHtml(text);
  const matches = matchCloseTags(tokens);
  const out: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as HtmlToken;
    if (token.kind === 'open' && INERT_ELEMENTS.has(token.name)) {
      const end = matches[index] as number;
      if (end > index) index = end;
      out.push(SEPARATOR);
    } else if (token.kind === 'text') out.push(token.text);
    else if (token.kind === 'open') out.push(`<${token.name}${token.attributes}>`);
    else out.push(`</${token.name}>`);
  }
  return out.join('');
}

export function stripNonProse(text: string): string {
  let prose = text.replace(FENCED_CODE, '\n\n').replace(LINK_DEFINITION_LINE, '');
  // Badges and images are pictures: their alt text ("npm version", "Bundle Size") is no keyword.
  if (prose.includes('![')) prose = prose.replace(IMAGE, SEPARATOR);
  if (prose.includes('<')) prose = cutInertHtml(prose);
  if (prose.includes('](')) prose = dropMenuLines(prose);
  prose = prose
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
