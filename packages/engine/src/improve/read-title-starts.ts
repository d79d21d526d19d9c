import { createInputOffsets, readPage } from '../document/read-page.ts';

/**
 * Where the headings of a text start, as the document reader reads them: Markdown's headings
 * and the title lines of text copied from a browser (a short line of its own, no closing
 * punctuation, before a sentence). Offsets are in the text as given, carriage returns included.
 */
export function readTitleStarts(text: string): Set<number> {
  const { blocks } = readPage(text);
  const toInput = createInputOffsets(text);
  return new Set(
    blocks.filter((block) => block.kind === 'heading').map((block) => toInput(block.start)),
  );
}

/**
 * Whether an edit would put a heading right above a heading or title that is already there:
 * a writer never wants "## Productivity Challenge" over "The Remote Work Productivity
 * Challenge".
 */
export function isAboveTitle(
  text: string,
  edit: { end: number; after: string },
  titles: ReadonlySet<number>,
): boolean {
  if (!/(?:^|\n)#{1,6} /.test(edit.after)) return false;
  const next = /\S/.exec(text.slice(edit.end));
  return next !== null && titles.has(edit.end + next.index);
}
