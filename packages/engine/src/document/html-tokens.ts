import { Parser } from 'htmlparser2';

// HTML is read by htmlparser2's tokenizer (a state machine, linear on any input: unclosed tags
// and comments included), as the web app's sanitiser reads it. Only what the document reader
// needs is kept: text as written (entities are decoded later), start tags with their attribute
// source, and the end tags the text wrote. End tags the parser implies (a <p> closed by the
// next <p>) are left out: the matching below tolerates unclosed tags. An element whose content
// is raw text (a script, a style) runs to the end when it never closes, and is closed there, so
// its content is dropped with it and never read as prose.

export type HtmlToken =
  | { kind: 'text'; text: string }
  | { kind: 'open'; name: string; attributes: string; selfClosing: boolean }
  | { kind: 'close'; name: string };

const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title', 'xmp']);

/** Splits HTML into text, start tags and end tags; comments and declarations are skipped. */
export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const parser: Parser = new Parser(
    {
      onopentag(name, _attributes, isImplied) {
        if (isImplied) return;
        const attributes = html.slice(parser.startIndex + 1 + name.length, parser.endIndex);
        tokens.push({ kind: 'open', name, attributes, selfClosing: attributes.endsWith('/') });
      },
      onclosetag(name, isImplied) {
        if (!isImplied || RAW_TEXT_ELEMENTS.has(name)) tokens.push({ kind: 'close', name });
      },
      ontext(text) {
        const last = tokens.at(-1);
        if (last?.kind === 'text') last.text += text;
        else tokens.push({ kind: 'text', text });
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
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
