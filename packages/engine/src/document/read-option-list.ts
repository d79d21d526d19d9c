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
/**
 * Any other name a manual page describes the same way: an environment variable ("DPKG_NLS"), a
 * file ("/etc/shadow"), an exit status ("0"), an example command. One line, not ending as a
 * sentence or an introduction does ("... are:"), with its description set in on the lines below.
 */
const NAME_TERM = /^( +)(\S(?:.{0,78}[^\s.:,;])?)\s*$/;
/** Options one description may follow. */
const MAX_STACKED_TERMS = 8;
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
  /** The column its description's lines start at, when it runs past one line. */
  column: number | null;
}

/** The line as a terminal shows it, tabs to stops of 8. */
function expandTabs(line: string): string {
  let shown = '';
  for (const char of line) shown += char === '\t' ? ' '.repeat(8 - (shown.length % 8)) : char;
  return shown;
}

/**
 * A term set in man's tag column with its description on the same line, from the column the
 * descriptions start at: "frei   Ungenutzter Speicher", or "--tebi zeigt ..." where a term as
 * wide as the column leaves one space. The term is one word, or the words
 * of a table's columns set apart by two spaces or more. A single space counts only for an
 * option or when the description goes on below, so that a sentence after the list ("Dieses
 * Feld ...") is not cut at its first word.
 */
function readTagged(
  raw: readonly string[],
  at: number,
  column: number | null,
  isManualPage: boolean,
): RegExpExecArray | null {
  const line = expandTabs(raw[at] ?? '');
  const indent = indentOf(line);
  const below = raw[at + 1];
  const deeper = below !== undefined && !isBlank(below) && indentOf(below) > indent;
  const start = column ?? (deeper ? indentOf(below ?? '') : null);
  if (start === null || start <= indent + 1 || line.length <= start) return null;
  const term = line.slice(indent, start).trimEnd();
  const gap = start - indent - term.length;
  if (
    line[start - 1] !== ' ' ||
    line[start] === ' ' ||
    !/^\S+(?: {2,}\S+)*$/.test(term) ||
    term.length === 0
  )
    return null;
  if (!isManualPage && !term.startsWith('-')) return null;
  if (gap < 2 && !term.startsWith('-') && !deeper) return null;
  // Justified prose spaces its words by two as well ("As  a  special  case, cp makes"): columns
  // count over a description that goes on below, or three spaces or more short of a column
  // the list has already set.
  if (/ {2}/.test(term) && !deeper && (column === null || gap < 3)) return null;
  // A table's columns before the description ("%cpu   %CPU") make one term.
  const columns = term.replace(/ {2,}/g, ' ');
  return [line, ' '.repeat(indent), columns, line.slice(start)] as unknown as RegExpExecArray;
}

/** One option and its description, or null when the line does not open one. */
function readEntry(
  lines: readonly string[],
  raw: readonly string[],
  at: number,
  indent: number | null,
  isManualPage: boolean,
  column: number | null = null,
): Entry | null {
  const match =
    OPTION_TERM.exec(lines[at] ?? '') ??
    readTagged(raw, at, column, isManualPage) ??
    (isManualPage ? readName(lines, raw, at) : null);
  if (!match) return null;
  const termIndent = indentOf(raw[at] ?? '');
  if (indent !== null && termIndent !== indent) return null;
  const description = match[3] ? [match[3].trim()] : [];
  let next = at + 1;
  const terms = [match[2] as string];
  // Terms stacked over one description ("--lzma1[=options]" over "--lzma2[=options]").
  while (description.length === 0 && terms.length < MAX_STACKED_TERMS) {
    const stacked = OPTION_TERM.exec(lines[next] ?? '');
    if (!stacked || stacked[3] || indentOf(raw[next] ?? '') !== termIndent) break;
    terms.push(stacked[2] as string);
    next++;
  }
  let descriptionColumn: number | null = null;
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
    descriptionColumn ??= indentOf(raw[next] ?? line);
    description.push(line.trim());
    next++;
  }
  // An option with nothing said of it is a command line, not a definition.
  if (description.length === 0) return null;
  return { term: terms.join(', '), description, end: next, column: descriptionColumn };
}

/** A name whose description starts on the next line, set in deeper than the name. */
function readName(
  lines: readonly string[],
  raw: readonly string[],
  at: number,
): RegExpExecArray | null {
  const match = NAME_TERM.exec(lines[at] ?? '');
  const next = lines[at + 1];
  if (!match || next === undefined || isBlank(next)) return null;
  return indentOf(raw[at + 1] ?? next) > indentOf(raw[at] ?? '') ? match : null;
}

/**
 * Reads the option list that starts at `at`, or returns null (and reads nothing) when fewer
 * than two options with descriptions follow one another at the same indent. `raw` holds the
 * same lines with their tabs, by which indentation is measured. In a manual page
 * (`isManualPage`), any name with its description below it opens an entry, as an option does.
 */
export function readOptionList(
  lines: readonly string[],
  at: number,
  raw: readonly string[] = lines,
  isManualPage = false,
): { block: RawBlock; end: number } | null {
  const first = readEntry(lines, raw, at, null, isManualPage);
  if (!first) return null;
  const indent = indentOf(raw[at] ?? '');
  const items = [`${first.term}: ${first.description.join(' ')}`];
  let end = first.end;
  let column = first.column;
  for (;;) {
    let next = end;
    while (next < lines.length && isBlank(lines[next] as string)) next++;
    const entry = readEntry(lines, raw, next, indent, isManualPage, column);
    if (!entry) break;
    items.push(`${entry.term}: ${entry.description.join(' ')}`);
    end = entry.end;
    column ??= entry.column;
  }
  if (items.length < MIN_ENTRIES) return null;
  return { block: { kind: 'list', ordered: false, items, definitions: true }, end };
}
