// Line patterns of the markdown subset the engine reads (CommonMark's block forms, simplified).

export const FENCE = /^ {0,3}(`{3,}|~{3,})/;
export const ATX_HEADING = /^ {0,3}(#{1,6})(?:\s+(.*?))?\s*#*\s*$/;
export const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)\s*$/;
export const THEMATIC_BREAK = /^ {0,3}(?:(?:\*\s*){3,}|(?:-\s*){3,}|(?:_\s*){3,})$/;
export const LIST_ITEM = /^(\s*)([-*+•◦▪‣–]|\d{1,9}[.)])\s+(.*)$/;
export const QUOTE_LINE = /^ {0,3}>\s?(.*)$/;
export const TABLE_SEPARATOR = /^\s*\|?\s*:?-{2,}:?\s*(?:\|\s*:?-{2,}:?\s*)*\|?\s*$/;

export function isBlank(line: string): boolean {
  return line.trim() === '';
}

export function isTableStart(line: string, next: string | undefined): boolean {
  const separator = next ?? '';
  return line.includes('|') && separator.includes('-') && TABLE_SEPARATOR.test(separator);
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
    ATX_HEADING.test(line) ||
    THEMATIC_BREAK.test(line) ||
    QUOTE_LINE.test(line) ||
    LIST_ITEM.test(line) ||
    isTableStart(line, next)
  );
}
