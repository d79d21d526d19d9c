import { decodeEntities } from './decode-entities.ts';
import type { InlineText, Link } from './types.ts';

// One pass over a block's text: each alternative is a piece of inline markdown to drop or keep.
// Groups: 1-2 image, 3-4 link, 5 footnote, 6 numeric citation, 7 autolink, 8 bare URL, 9 code,
// 10 an HTML tag's name, 11-12 a reference link's text and label.
// Every alternative runs in linear time: link text and addresses cannot hold brackets or
// angle brackets, so a pattern tried at one "[" or "<" stops at the next one instead of
// rescanning the rest of the line ('[a]('.repeat(2000) took 33 s with [^)\s]+[^)\n]*), and
// every run is bounded (no real link text, address or tag is longer).
const INLINE = new RegExp(
  [
    String.raw`!\[([^[\]\n]{0,500})\]\(([^()[\]\s<>]{0,2048})(?:\s[^()[\]\n]{0,300})?\)`,
    String.raw`\[([^[\]\n]{1,500})\]\(((?:[^()[\]\s<>]|\([^()[\]\s<>]{0,200}\)){1,2048})(?:\s[^()[\]\n]{0,300})?\)`,
    String.raw`(\[\^[^\]\s]{1,20}\])`,
    String.raw`\[(\d{1,3}(?:\s{0,3}[,–-]\s{0,3}\d{1,3}){0,5})\]`,
    String.raw`<(https?://[^<>\s]{1,2048})>`,
    String.raw`\b(https?://[^\s<>()[\]]{0,2048}[^\s<>()[\].,;:!?'"])`,
    String.raw`\x60([^\x60\n]{0,2000})\x60`,
    String.raw`\*\*|__|~~`,
    String.raw`(?<=^|[\s(])[*_]+(?=\S)`,
    String.raw`(?<=\S)[*_]+(?=[\s).,:;!?]|$)`,
    String.raw`<\/?([a-zA-Z][a-zA-Z0-9]{0,15})(?:[\s/][^<>\n]{0,2000})?>`,
    String.raw`\[([^[\]\n]{1,500})\]\[([^[\]\n]{0,100})\]`,
  ].join('|'),
  'g',
);
/** Tags that break a line or a block: they leave a space, so the words on either side stay apart. */
/**
 * Images, linked images and badges ("[![npm][npm-badge]][npm-url]", "![logo](logo.png)"): pictures,
 * not prose and not citations, so they are cut before the text is read. Bounded and free of
 * brackets inside each part, so each start scans at most one image's length.
 */
const IMAGE_TARGET = String.raw`(?:\([^()[\]\s<>]{0,2048}(?:\s[^()[\]\n]{0,300})?\)|\[[^[\]\n]{0,100}\])`;
export const IMAGE = new RegExp(
  String.raw`\[!\[[^[\]\n]{0,500}\]${IMAGE_TARGET}\]${IMAGE_TARGET}|!\[[^[\]\n]{0,500}\]${IMAGE_TARGET}`,
  'g',
);

const BREAKING_TAGS = new Set(
  'br p div li ul ol h1 h2 h3 h4 h5 h6 td th tr table blockquote section article hr'.split(' '),
);

/**
 * Removes inline markdown, keeping the visible text and recording links and citation marks.
 * Reference links ("[text][label]") resolve through `linkDefinitions` when it holds the label.
 */
export function stripInline(
  input: string,
  linkDefinitions?: ReadonlyMap<string, string>,
): InlineText {
  const raw = input.includes('![') ? input.replace(IMAGE, ' ') : input;
  const links: Link[] = [];
  const citations: number[] = [];
  let text = '';
  let last = 0;
  // Entities outside code are read as the characters they show: a README that spaces its logos
  // with "&nbsp;" would otherwise repeat the word "nbsp" until it reads as keyword stuffing.
  for (const match of raw.matchAll(INLINE)) {
    text += decodeEntities(raw.slice(last, match.index));
    last = match.index + match[0].length;
    const [, alt, , linkText, url, footnote, citation, autolink, bareUrl, code, tag, refText] =
      match;
    if (alt !== undefined) text += alt;
    else if (refText !== undefined) {
      const label = (match[12] || refText).trim().toLowerCase();
      const target = linkDefinitions?.get(label);
      if (target) links.push({ text: refText, url: target, offset: text.length });
      text += refText;
    } else if (linkText !== undefined && url !== undefined) {
      links.push({ text: linkText, url, offset: text.length });
      text += linkText;
    } else if (footnote !== undefined || citation !== undefined) citations.push(text.length);
    else if (autolink !== undefined || bareUrl !== undefined) {
      const address = (autolink ?? bareUrl) as string;
      links.push({ text: address, url: address, offset: text.length });
      text += address;
    } else if (code !== undefined) text += code;
    else if (tag !== undefined && BREAKING_TAGS.has(tag.toLowerCase())) text += ' ';
  }
  text += decodeEntities(raw.slice(last));
  return { text: text.replace(/\s+/g, ' ').trim(), links, citations };
}
