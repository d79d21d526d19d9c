import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-page.ts';
import { loadCorpus } from '../testing/corpus.server.ts';
import { improveText } from './improve-text.ts';
import { assertGuarantees } from './testing/assert-guarantees.ts';

// The improver's guarantees as properties of the pages writers paste (issue 32): for every
// training page of corpus/, per genre, the rewrite keeps structure, numbers, names and code,
// puts no heading right above a heading or a title line, and improving it again changes
// nothing. What it proposes is measured by bench/improver/corpus.ts.
const train = loadCorpus().filter((page) => page.split === 'train');
const genres = [...new Set(train.map((page) => page.genre))].sort();

/** Offsets where the document reader sees a heading, a browser's title lines included. */
function headingStarts(text: string): Set<number> {
  return new Set(
    readPage(text)
      .blocks.filter((block) => block.kind === 'heading')
      .map((block) => block.start),
  );
}

describe('the improver on the training pages of each genre', () => {
  it('has pages of every genre writers paste', () => {
    expect(genres.length).toBeGreaterThanOrEqual(10);
  });

  it.each(genres)(
    '%s: keeps every guarantee, adds no heading over a heading, and is idempotent',
    (genre) => {
      for (const page of train.filter((p) => p.genre === genre)) {
        const result = improveText(page.text);
        const applied = result.edits.filter((edit) => edit.isAcceptedByDefault);
        assertGuarantees(page.text, result.improvedContent, applied, result.language, page.id);
        expect(result.check.inventedNumbers, page.id).toEqual([]);
        expect(result.check.inventedNames, page.id).toEqual([]);
        expect(result.check.structureChanges, page.id).toEqual([]);
        // No new heading stands right above one the page has (checked where the text is plain:
        // CR line ends shift the reader's offsets).
        const headings = page.text.includes('\r') ? new Set<number>() : headingStarts(page.text);
        for (const edit of applied.filter((e) => /(?:^|\n)#{1,6} /.test(e.after))) {
          const next = /\S/.exec(page.text.slice(edit.end));
          expect(next && headings.has(edit.end + next.index), `${page.id}: ${edit.after}`).toBe(
            false,
          );
        }
        expect(improveText(result.improvedContent).improvedContent, `${page.id}: idempotent`).toBe(
          result.improvedContent,
        );
      }
    },
  );
});
