// Markdown decoration an AI adds around its lines: headings, quotes, bullets, numbering, emphasis.
// The marks come in any order ("**2. KEY INSIGHTS**", "2. **KEY INSIGHTS**", "## **2) Key
// insights**"), so cleanLine peels them off until none is left.

const LEADING_MARKERS = /^\s*(?:#{1,6}\s+|>\s*)*/;
const BULLET = /^(?:[-*+•‣◦▪–]|\d{1,3}[.)])\s+/;
/** Bold or italic marks opening a line, as in "**1.** Add sources". */
const LEADING_EMPHASIS = /^(?:\*\*|__|\*|_)(?=\S)/;
/** More rounds than any real line needs; bounds the loop on input made only of marks. */
const MAX_ROUNDS = 4;

export function isBulletLine(line: string): boolean {
  const unmarked = line.replace(LEADING_MARKERS, '');
  if (BULLET.test(unmarked)) return true;
  // "**1.** Add sources" and "**2. Add lists**": a number inside the opening bold mark.
  const unemphasised = unmarked.replace(LEADING_EMPHASIS, '');
  return unemphasised !== unmarked && /^\d{1,3}[.)]/.test(unemphasised);
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
  let text = line;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const next = stripEmphasis(text.replace(LEADING_MARKERS, '').replace(BULLET, '')).trim();
    if (next === text) break;
    text = next;
  }
  return text.trim();
}
