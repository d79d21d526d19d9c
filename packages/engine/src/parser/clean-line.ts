// Markdown decoration an AI adds around its lines: headings, quotes, bullets, numbering, emphasis.

const LEADING_MARKERS = /^\s*(?:#{1,6}\s+|>\s*)*/;
const BULLET = /^(?:[-*+•‣◦▪–]|\d{1,3}[.)])\s+/;

export function isBulletLine(line: string): boolean {
  return BULLET.test(line.replace(LEADING_MARKERS, ''));
}

/** Removes bold, italic and code marks, keeping their text. */
export function stripEmphasis(text: string): string {
  return text
    .replace(/\*\*|__|`/g, '')
    .replace(/(^|[\s(])[*_](?=\S)/g, '$1')
    .replace(/(\S)[*_](?=[\s).,:;!?]|$)/g, '$1');
}

/** A line without its heading marks, quote marks, bullet or number, and emphasis. */
export function cleanLine(line: string): string {
  const withoutMarkers = line.replace(LEADING_MARKERS, '');
  return stripEmphasis(withoutMarkers.replace(BULLET, '')).trim();
}
