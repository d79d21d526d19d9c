import { describe, expect, it } from 'vitest';
import { readPage } from '../document/read-page.ts';
import { loadCorpus } from '../testing/corpus.server.ts';
import { improveText } from './improve-text.ts';
import { scanSource } from './scan-source.ts';
import { assertGuarantees } from './testing/assert-guarantees.ts';

// The improver's guarantees as properties of the pages writers paste (issue 32): for every
// training page of corpus/, per genre, the rewrite keeps structure, numbers, names and code,
// puts no heading right above a heading or a title line, and improving it again changes
// nothing; the edits that only restructure (a line made a heading, a sentence made a list, a
// question made a heading) keep the text's words as they are. What it proposes is measured by
// bench/improver/corpus.ts.
const train = loadCorpus().filter((page) => page.split === 'train');
const genres = [...new Set(train.map((page) => page.genre))].sort();

/** 149 pages improved: a few seconds alone, much longer beside the browser tests. */
const CORPUS_TIMEOUT = 180_000;

/** Each page improved once: several properties read the same rewrite. */
const improvedOf = (() => {
  const cache = new Map<string, ReturnType<typeof improveText>>();
  return (text: string) => {
    let result = cache.get(text);
    if (!result) {
      result = improveText(text);
      cache.set(text, result);
    }
    return result;
  };
})();

/** The words of a text, marks aside. */
const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+/gu) ?? [];
/** Deeper than this a new heading reads as a footnote (propose-headings.ts). */
const MAX_NEW_LEVEL = 4;

/** Headings deeper than the one before them by more than one level: gaps in the outline. */
const outlineGaps = (text: string) =>
  scanSource(text)
    .filter((block) => block.kind === 'heading')
    .map((block) => block.level ?? 1)
    .filter((level, index, levels) => index > 0 && level > (levels[index - 1] as number) + 1)
    .length;

/** Lines that are nothing but bold words: a writer's labels for what follows. */
const BOLD_LINE = /^(\*\*|__)[^*_\n]+?\1\\?$/;

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
        const result = improvedOf(page.text);
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
        // The outline gains no gap, and a section's bold labels become headings together or not
        // at all (some converted and some not leaves the section in two styles).
        expect(outlineGaps(result.improvedContent), page.id).toBeLessThanOrEqual(
          outlineGaps(page.text),
        );
        const starts = new Set(applied.map((edit) => edit.start));
        let section = 0;
        const labels = new Map<number, boolean[]>();
        for (const block of scanSource(page.text)) {
          if (block.kind === 'heading') section++;
          else if (block.kind === 'paragraph' && BOLD_LINE.test(block.text.trim()))
            labels.set(section, [...(labels.get(section) ?? []), starts.has(block.start)]);
        }
        for (const [at, converted] of labels)
          expect(new Set(converted).size, `${page.id}: bold labels of section ${at}`).toBe(1);
        for (const edit of applied) {
          const where = `${page.id}: ${edit.kind} ${edit.after.slice(0, 60)}`;
          // A heading that replaces text is that text's line, word for word; a list holds the
          // sentence's words in their order, less the one "and" that joined its last item; a
          // question heading holds only the question's.
          if (edit.kind === 'heading' && edit.before.trim() !== '')
            expect(wordsOf(edit.after), where).toEqual(wordsOf(edit.before));
          // A line the page also shows as a link's text is a button or a call to action.
          if (edit.kind === 'heading' && /^\s*#{1,6} /.test(edit.after)) {
            const name = edit.after
              .replace(/^\s*#{1,6} /, '')
              .trim()
              .toLowerCase();
            expect(page.text.toLowerCase().includes(`[${name}](`), where).toBe(false);
          }
          // A heading's level only ever moves up, to close a gap.
          if (edit.kind === 'heading' && /^#+$/.test(edit.before))
            expect(edit.after.length, where).toBeLessThan(edit.before.length);
          if (edit.kind === 'list') {
            const before = wordsOf(edit.before);
            const after = wordsOf(edit.after);
            let at = 0;
            for (const word of before) if (word === after[at]) at++;
            expect(at, `${where}: the sentence's words in order`).toBe(after.length);
            expect(before.length - after.length, where).toBeLessThanOrEqual(1);
          }
          if (edit.kind === 'faq')
            for (const word of wordsOf(edit.after))
              expect(wordsOf(edit.before), where).toContain(word);
          const level = /(?:^|\n)(#{1,6}) /.exec(edit.after)?.[1]?.length ?? 0;
          expect(level, where).toBeLessThanOrEqual(MAX_NEW_LEVEL);
        }
      }
    },
  );

  it('closes the outline gaps of training pages that skip a heading level', () => {
    const skipping = train.filter((page) => outlineGaps(page.text) > 0);
    const closed = skipping.filter(
      (page) => outlineGaps(improvedOf(page.text).improvedContent) === 0,
    );
    expect(skipping.length).toBeGreaterThanOrEqual(5);
    expect(closed.length / skipping.length).toBeGreaterThanOrEqual(0.5);
  });

  it(
    'proposes an edit on at least a fifth of the training pages, and on some in each language',
    () => {
      const hasEdit = (text: string) =>
        improvedOf(text).edits.some((edit) => edit.kind !== 'claim');
      for (const language of ['en', 'de', 'fr', 'es']) {
        const pages = train.filter((page) => page.language === language);
        const edited = pages.filter((page) => hasEdit(page.text));
        expect(pages.length, language).toBeGreaterThan(10);
        expect(edited.length / pages.length, language).toBeGreaterThanOrEqual(0.05);
      }
      const edited = train.filter((page) => hasEdit(page.text));
      expect(edited.length / train.length).toBeGreaterThanOrEqual(0.2);
    },
    CORPUS_TIMEOUT,
  );
});
