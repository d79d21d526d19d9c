import type { InlineText, Link } from './types.ts';

// One pass over a block's text: each alternative is a piece of inline markdown to drop or keep.
// Groups: 1-2 image, 3-4 link, 5 footnote, 6 numeric citation, 7 autolink, 8 bare URL, 9 code.
const INLINE = new RegExp(
  [
    String.raw`!\[([^\]\n]*)\]\(([^)\s]*)[^)\n]*\)`,
    String.raw`\[([^\]\n]+)\]\(([^)\s]+)[^)\n]*\)`,
    String.raw`(\[\^[^\]\s]{1,20}\])`,
    String.raw`\[(\d{1,3}(?:\s*[,–-]\s*\d{1,3}){0,5})\]`,
    String.raw`<(https?://[^>\s]+)>`,
    String.raw`\b(https?://[^\s<>()[\]]*[^\s<>()[\].,;:!?'"])`,
    String.raw`\x60([^\x60\n]*)\x60`,
    String.raw`\*\*|__|~~`,
    String.raw`(?<=^|[\s(])[*_]+(?=\S)`,
    String.raw`(?<=\S)[*_]+(?=[\s).,:;!?]|$)`,
    String.raw`<\/?[a-zA-Z][^>\n]*>`,
  ].join('|'),
  'g',
);

/** Removes inline markdown, keeping the visible text and recording links and citation marks. */
export function stripInline(raw: string): InlineText {
  const links: Link[] = [];
  const citations: number[] = [];
  let text = '';
  let last = 0;
  for (const match of raw.matchAll(INLINE)) {
    text += raw.slice(last, match.index);
    last = match.index + match[0].length;
    const [, alt, , linkText, url, footnote, citation, autolink, bareUrl, code] = match;
    if (alt !== undefined) text += alt;
    else if (linkText !== undefined && url !== undefined) {
      links.push({ text: linkText, url, offset: text.length });
      text += linkText;
    } else if (footnote !== undefined || citation !== undefined) citations.push(text.length);
    else if (autolink !== undefined || bareUrl !== undefined) {
      const address = (autolink ?? bareUrl) as string;
      links.push({ text: address, url: address, offset: text.length });
      text += address;
    } else if (code !== undefined) text += code;
  }
  text += raw.slice(last);
  return { text: text.replace(/\s+/g, ' ').trim(), links, citations };
}
