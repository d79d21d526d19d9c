// Line patterns of the markdown subset the engine reads (CommonMark's block forms, simplified).
// Each runs in time linear in the line: a pattern's greedy parts never compete for the same
// characters (the tail of a line is taken by [\s\S]*, which cannot fail before $), and what a
// regular expression cannot do safely (closing hashes, table separators) is scanned by hand.

export const FENCE = /^ {0,3}(`{3,}|~{3,})/;
export const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t]+([\s\S]*))?$/;
export const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)\s*$/;
/** YAML front matter at the very start of a text (Jekyll, Hugo, Docusaurus): group 1 is its body. */
export const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;
export const THEMATIC_BREAK = /^ {0,3}(?:(?:\*\s*){3,}|(?:-\s*){3,}|(?:_\s*){3,})$/;
export const LIST_ITEM = /^(\s*)([-*+•◦▪‣–]|\d{1,9}[.)])\s+([\s\S]*)$/;
/** A reference-link definition: "[label]: https://example.org" (CommonMark), alone on its line. */
export const LINK_DEFINITION =
  /^ {0,3}\[([^[\]\n]{1,200})\]:[ \t]*<?([^\s<>]{1,2048})>?(?:[ \t]+["'(][^\n]{0,300})?[ \t]*$/;
export const QUOTE_LINE = /^ {0,3}>\s?([\s\S]*)$/;
const SEPARATOR_CELL = /^:?-{2,}:?$/;
/** Closing hashes of an ATX heading ("## Title ##"); starts only where a space run starts. */
const CLOSING_HASHES = /(?<![ \t])[ \t]+#+$/;

/** Level and text of an ATX heading line ("## Title"), or null. */
export function readAtxHeading(line: string): { level: number; text: string } | null {
  const match = ATX_HEADING.exec(line.trimEnd());
  if (!match) return null;
  const text = (match[2] ?? '').replace(CLOSING_HASHES, '').trim();
  return { level: (match[1] as string).length, text: /^#+$/.test(text) ? '' : text };
}

/** A table's separator line: "| --- | :-: |" (pipes at either end optional). */
export function isTableSeparator(line: string): boolean {
  const cells = line.trim().replace(/^\|/, '').replace(/\|$/, '').split('|');
  return cells.length > 0 && cells.every((cell) => SEPARATOR_CELL.test(cell.trim()));
}

export function isBlank(line: string): boolean {
  return line.trim() === '';
}

export function isTableStart(line: string, next: string | undefined): boolean {
  const separator = next ?? '';
  return line.includes('|') && separator.includes('-') && isTableSeparator(separator);
}

/** Splits "| a | b |" into its cells. */
export function splitTableRow(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** True when a line starts a block of its own kind, so it cannot continue a paragraph or item. */
export function startsBlock(line: string, next: string | undefined): boolean {
  return (
    FENCE.test(line) ||
    ATX_HEADING.test(line.trimEnd()) ||
    THEMATIC_BREAK.test(line) ||
    QUOTE_LINE.test(line) ||
    LIST_ITEM.test(line) ||
    isTableStart(line, next)
  );
}
