import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analyze/analyze-document.ts';
import { readPage } from '../document/read-page.ts';
import { loadCorpus } from '../testing/corpus.server.ts';
import { classifyGenre, GENRE_GROUP_NAMES, GENRE_MODEL } from './classify-genre.ts';
import { measurePage } from './measure-page.ts';

// The genre model is read on the corpus as a whole: its reading of the training pages' groups
// must stay above a floor, every group must be recognised on some of its own pages, and the
// engine's result carries the group on every page.

const pages = loadCorpus().filter((page) => page.split !== null);
const read = pages.map((page) => {
  const tree = readPage(page.text);
  return { page, genre: classifyGenre(tree, measurePage(tree)) };
});
const train = read.filter(({ page }) => page.split === 'train');

describe('the genre model', () => {
  it('maps every genre it was fitted on to one of the groups, with one row of weights each', () => {
    expect(GENRE_MODEL.genres.length).toBeGreaterThanOrEqual(GENRE_GROUP_NAMES.length);
    for (const genre of GENRE_MODEL.genres)
      expect(GENRE_GROUP_NAMES).toContain(GENRE_MODEL.groupOf[genre]);
    expect(GENRE_MODEL.weights).toHaveLength(GENRE_MODEL.genres.length);
    for (const row of GENRE_MODEL.weights) expect(row).toHaveLength(GENRE_MODEL.inputs.length);
    // Every group is some genre's.
    expect(new Set(Object.values(GENRE_MODEL.groupOf)).size).toBe(GENRE_GROUP_NAMES.length);
  });

  it('reads the group of at least 80% of the training pages, and some pages of every group', () => {
    expect(train.length).toBeGreaterThan(140);
    const right = train.filter(
      ({ page, genre }) => GENRE_MODEL.groupOf[page.genre] === genre.group,
    ).length;
    expect(right / train.length).toBeGreaterThanOrEqual(0.8);
    for (const group of GENRE_GROUP_NAMES) {
      const own = train.filter(({ page }) => GENRE_MODEL.groupOf[page.genre] === group);
      const found = own.filter(({ genre }) => genre.group === group).length;
      expect(found / own.length, group).toBeGreaterThanOrEqual(0.5);
    }
  });

  it('reads more than one group across the corpus, each with a probability', () => {
    const seen = new Set(read.map(({ genre }) => genre.group));
    expect(seen.size).toBe(GENRE_GROUP_NAMES.length);
    for (const { page, genre } of read) {
      expect(genre.probability, page.id).toBeGreaterThan(0);
      expect(genre.probability, page.id).toBeLessThanOrEqual(1);
    }
  });
});

describe("the engine's result", () => {
  it('carries the genre group of the page, the one the genre model reads', () => {
    for (const { page, genre } of read.filter((_, index) => index % 10 === 0)) {
      const analysis = analyzeDocument(page.text);
      expect(analysis.genre, page.id).toEqual(genre);
    }
  });

  it('carries a group for an empty text too', () => {
    expect(GENRE_GROUP_NAMES).toContain(analyzeDocument('').genre.group);
  });
});
