import { Tokenizer } from 'htmlparser2';

/** Elements that never hold children, as htmlparser2's parser knows them. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'basefont',
  'br',
  'col',
  'command',
  'embed',
  'frame',
  'hr',
  'image',
  'img',
  'input',
  'isindex',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

interface OpenElement {
  name: string;
  isKept: boolean;
}

/**
 * Removes the tags of elements nested deeper than `maxDepth`, keeping their text. The
 * sanitiser's parser (htmlparser2) keeps its open elements in an array it shifts and searches
 * from the front, so its cost grows with the square of the depth: 50,000 nested `<em>` took
 * 6 s. This pass reads the same tokens with htmlparser2's own tokenizer in one linear sweep
 * and tracks open elements as that parser does, but with a stack and a count per name. It
 * never opens an element the parser would not (it ignores only the implied closes, so it
 * may drop a little more than needed in broken HTML); safety stays with the sanitiser, which
 * reads the result.
 */
export function limitHtmlNesting(html: string, maxDepth: number): string {
  const stack: OpenElement[] = [];
  const openCount = new Map<string, number>();
  /** Source ranges [start, end) of the tags to leave out. */
  const dropped: [number, number][] = [];
  let tagStart = -1;
  let tagName = '';

  const openElement = (end: number) => {
    if (VOID_ELEMENTS.has(tagName)) return;
    const isKept = stack.length < maxDepth;
    stack.push({ name: tagName, isKept });
    openCount.set(tagName, (openCount.get(tagName) ?? 0) + 1);
    if (!isKept) dropped.push([tagStart, end + 1]);
  };

  const closeElement = (name: string, start: number, end: number) => {
    if (!openCount.get(name)) return;
    let element: OpenElement | undefined;
    do {
      element = stack.pop();
      if (element) openCount.set(element.name, (openCount.get(element.name) ?? 1) - 1);
    } while (element && element.name !== name);
    if (element && !element.isKept) dropped.push([start, end]);
  };

  const tokenizer = new Tokenizer(
    { xmlMode: false, decodeEntities: true },
    {
      onopentagname(start, end) {
        tagStart = start - 1;
        tagName = html.slice(start, end).toLowerCase();
      },
      onopentagend: openElement,
      onselfclosingtag: openElement,
      onclosetag(start, end) {
        const open = html.lastIndexOf('<', start);
        const close = html.indexOf('>', end);
        closeElement(
          html.slice(start, end).toLowerCase(),
          open,
          close === -1 ? html.length : close + 1,
        );
      },
      onattribdata() {},
      onattribentity() {},
      onattribend() {},
      onattribname() {},
      oncdata() {},
      oncomment() {},
      ondeclaration() {},
      onend() {},
      onprocessinginstruction() {},
      ontext() {},
      ontextentity() {},
    },
  );
  tokenizer.write(html);
  tokenizer.end();
  if (dropped.length === 0) return html;
  let result = '';
  let cursor = 0;
  for (const [start, end] of dropped) {
    result += html.slice(cursor, start);
    cursor = end;
  }
  return result + html.slice(cursor);
}
