// A hand-written HTML tokenizer. Regular expressions such as /<a\b[^>]*>/ rescan the rest of
// the input from every "<" that never closes ('<a '.repeat(40000) took seconds), so the
// scanner below looks each delimiter up once and remembers when there is none further on:
// every character is visited a bounded number of times, whatever the input.

export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; name: string; attributes: string; selfClosing: boolean }
  | { kind: 'close'; name: string };

/** Longest tag read as a tag; a longer "<...>" stretch is text (no real tag is this long). */
const MAX_TAG_LENGTH = 4096;

/** Finds a string at or after a position, caching a miss so the same search is never rerun. */
function createFinder(text: string, needle: string): (from: number) => number {
  let found = -2;
  return (from) => {
    if (found === -1) return -1;
    if (found < from) found = text.indexOf(needle, from);
    return found;
  };
}

function isNameStart(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isNameChar(code: number): boolean {
  return isNameStart(code) || (code >= 48 && code <= 57) || code === 45;
}

/** Elements whose content is not markup (browsers read it as raw text up to the end tag). */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp']);

/** Splits HTML into text, start tags and end tags; comments and declarations are skipped. */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const nextLt = createFinder(html, '<');
  const nextGt = createFinder(html, '>');
  const nextCommentEnd = createFinder(html, '-->');
  const lower = html.toLowerCase();
  const rawTextEnds = new Map<string, (from: number) => number>();
  let textStart = 0;
  let at = 0;
  const pushText = (end: number) => {
    if (end > textStart) tokens.push({ kind: 'text', text: html.slice(textStart, end) });
  };
  while (at < html.length) {
    const lt = nextLt(at);
    if (lt === -1) break;
    const after = html.charCodeAt(lt + 1);
    if (html.startsWith('<!--', lt)) {
      // An unclosed comment runs to the end, as in a browser.
      const end = nextCommentEnd(lt + 4);
      pushText(lt);
      at = end === -1 ? html.length : end + 3;
      textStart = at;
      continue;
    }
    const isClose = after === 47; // "/"
    const nameStart = lt + (isClose ? 2 : 1);
    const isDeclaration = after === 33 || after === 63; // "<!doctype", "<?xml"
    if (!isDeclaration && !isNameStart(html.charCodeAt(nameStart))) {
      at = lt + 1;
      continue;
    }
    const gt = nextGt(lt + 1);
    const innerLt = nextLt(lt + 1);
    // No ">" ahead, another "<" first, or a run too long for a tag: the "<" is text.
    if (gt === -1 || (innerLt !== -1 && innerLt < gt) || gt - lt > MAX_TAG_LENGTH) {
      at = lt + 1;
      continue;
    }
    pushText(lt);
    at = gt + 1;
    textStart = at;
    if (isDeclaration) continue;
    let nameEnd = nameStart;
    while (nameEnd < gt && isNameChar(html.charCodeAt(nameEnd))) nameEnd++;
    const name = lower.slice(nameStart, nameEnd);
    if (isClose) {
      tokens.push({ kind: 'close', name });
      continue;
    }
    const attributes = html.slice(nameEnd, gt);
    tokens.push({ kind: 'open', name, attributes, selfClosing: attributes.endsWith('/') });
    if (RAW_TEXT_ELEMENTS.has(name)) {
      let findEnd = rawTextEnds.get(name);
      if (!findEnd) {
        findEnd = createFinder(lower, `</${name}`);
        rawTextEnds.set(name, findEnd);
      }
      const end = findEnd(at);
      const contentEnd = end === -1 ? html.length : end;
      if (contentEnd > at) tokens.push({ kind: 'text', text: html.slice(at, contentEnd) });
      tokens.push({ kind: 'close', name });
      const endGt = end === -1 ? -1 : nextGt(end);
      at = end === -1 || endGt === -1 ? html.length : endGt + 1;
      textStart = at;
    }
  }
  textStart = Math.min(textStart, html.length);
  pushText(html.length);
  return tokens;
}

/**
 * For each start tag, the index of its matching end tag (or -1): a stack per element name, so
 * unclosed and stray tags are tolerated and the pass stays linear.
 */
export function matchCloseTags(tokens: readonly HtmlToken[]): Int32Array {
  const matches = new Int32Array(tokens.length).fill(-1);
  const open = new Map<string, number[]>();
  tokens.forEach((token, index) => {
    if (token.kind === 'open' && !token.selfClosing) {
      const stack = open.get(token.name) ?? [];
      stack.push(index);
      open.set(token.name, stack);
    } else if (token.kind === 'close') {
      const start = open.get(token.name)?.pop();
      if (start !== undefined) matches[start] = index;
    }
  });
  return matches;
}
