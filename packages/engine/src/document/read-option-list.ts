import { isBlank } from './block-patterns.ts';
import type { RawBlock } from './raw-block.ts';

// A manual page rendered as plain text (`man ls | col -b`, the .txt manuals of a package's
// documentation) keeps its OPTIONS as a definition list set out by indentation: the option at
// one indent, its description further in or after a run of spaces on the same line. In the
// manual's source (man's .TP / .IP) that is a list, so the engine reads it as one instead of a
// run of paragraphs to be "turned into lists".
//
//        -a, --all
//               do not ignore entries starting with .
//
//        -C     list entries by columns

/** An indented option: "-a, --all", "--block-size=SIZE", "-M path, --manpath=path", "-?". */
const OPTION_TERM =
  /^( +)(--?[\w?#][^\s]*(?: [^\s-][^\s]*)?(?:, --?[\w?#][^\s]*(?: [^\s-][^\s]*)?)*)( {2,}\S.*)?$/;
/** Entries needed before indented options read as a list rather than a stray command line. */
const MIN_ENTRIES = 2;

/**
 * Columns of leading white space as a terminal shows them, tabs to stops of 8: `man -L de
 * dpkg-name | col -b` sets options at 7 spaces and their descriptions at a tab and 3 spaces,
 * which read as 7 once tabs become 4 spaces (as markdown reads them) and so as no deeper.
 */
function indentOf(line: string): number {
  let column = 0;
  for (const char of line) {
    if (char === '\t') column += 8 - (column % 8);
    else if (char === ' ') column++;
    else break;
  }
  return column;
}

interface Entry {
  term: string;
  description: string[];
  /** The line after the entry. */
  end: number;
}

/** One option and its description, or null when the line does not open one. */
function readEntry(
  lines: readonly string[],
  raw: readonly string[],
  at: number,
  indent: number | null,
): Entry | null {
  const match = OPTION_TERM.exec(lines[at] ?? '');
  if (!match) return null;
  const termIndent = indentOf(raw[at] ?? '');
  if (indent !== null && termIndent !== indent) return null;
  const description = match[3] ? [match[3].trim()] : [];
  let next = at + 1;
  while (next < lines.length) {
    const line = lines[next] as string;
    if (isBlank(line)) {
      // A further paragraph of the same description ("Warnung: Verwenden Sie diese Option mit
      // Vorsicht") stands after a blank line, as far in as the first.
      let after = next;
      while (after < lines.length && isBlank(lines[after] as string)) after++;
      if (description.length === 0 || after >= lines.length) break;
      if (indentOf(raw[after] ?? '') <= termIndent || OPTION_TERM.test(lines[after] ?? '')) break;
      next = after;
      continue;
    }
    if (indentOf(raw[next] ?? line) <= termIndent) break;
    description.push(line.trim());
    next++;
  }
  // An option with nothing said of it is a command line, not a definition.
  if (description.length === 0) return null;
  return { term: match[2] as string, description, end: next };
}

/**
 * Reads the option list that starts at `at`, or returns null (and reads nothing) when fewer
 * than two options with descriptions follow one another at the same indent. `raw` holds the
 * same lines with their tabs, by which indentation is measured.
 */
export function readOptionList(
  lines: readonly string[],
  at: number,
  raw: readonly string[] = lines,
): { block: RawBlock; end: number } | null {
  const first = readEntry(lines, raw, at, null);
  if (!first) return null;
  const indent = indentOf(raw[at] ?? '');
  const items = [`${first.term}: ${first.description.join(' ')}`];
  let end = first.end;
  for (;;) {
    let next = end;
    while (next < lines.length && isBlank(lines[next] as string)) next++;
    const entry = readEntry(lines, raw, next, indent);
    if (!entry) break;
    items.push(`${entry.term}: ${entry.description.join(' ')}`);
    end = entry.end;
  }
  if (items.length < MIN_ENTRIES) return null;
  return { block: { kind: 'list', ordered: false, items, definitions: true }, end };
}
