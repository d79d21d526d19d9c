import { cleanLine, isBulletLine } from './clean-line.ts';

const indentOf = (line: string) => line.length - line.trimStart().length;
/** A markdown heading inside a section ("### High priority") is an item of its own. */
const MARKDOWN_HEADING = /^\s*#{1,6}\s/;
/** Nested bullets deeper than this under an item continue it rather than start their own. */
const NESTED_INDENT = 2;

/**
 * Splits section lines into items, each a list of its raw lines: a bullet or number starts a
 * new item, a blank line ends one, and other lines continue the current item (spec §5: "split
 * by bullets or blank lines"). A bullet indented under an item's first line is part of that
 * item, as models nest the details of a suggestion under its title.
 */
export function splitRawItems(lines: readonly string[]): string[][] {
  const items: string[][] = [];
  let current: string[] = [];
  let itemIndent = 0;
  const flush = () => {
    if (current.length > 0) items.push(current);
    current = [];
  };
  for (const line of lines) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (MARKDOWN_HEADING.test(line)) {
      flush();
      items.push([line]);
      continue;
    }
    const isNested = current.length > 0 && indentOf(line) >= itemIndent + NESTED_INDENT;
    if (isBulletLine(line) && !isNested) flush();
    if (current.length === 0) itemIndent = indentOf(line);
    if (cleanLine(line)) current.push(line);
  }
  flush();
  return items;
}

/** Section items as cleaned text, their lines joined with spaces. */
export function splitItems(lines: readonly string[]): string[] {
  return splitRawItems(lines).map((item) => item.map((line) => cleanLine(line)).join(' '));
}
