import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document.ts';
import { assessDocument } from './assess-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// The citation map agrees with the insights on kinds that are not rewritten to answer
// questions (fixtures/real, SOURCES.md).

describe("graceful-fs's licence (Blue Oak Model License 1.0.0)", () => {
  const analysis = analyzeDocument(fixture('graceful-fs-licence.md'), knowledge);

  it('is not told, row by row, to add sentences or words to its terms', () => {
    const rows = analysis.citationMap.entries.filter((entry) => entry.status !== 'cited');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.advice).not.toMatch(
        /Add one sentence|hardly uses the question|Passage \d+ is found/,
      );
      expect(row.advice).toMatch(/^Nothing to change in the licence/);
    }
  });
});

describe("chromium's NEWS.Debian: a changelog", () => {
  const text = fixture('chromium-news-debian.txt');

  it('is not warned that spoken questions are answered best at a reading ease of 70', () => {
    expect(advice(text)).not.toMatch(/spoken questions are answered best/);
  });

  it('is not told in the map to add a sentence of 15-60 words to an entry', () => {
    const rows = analyzeDocument(text, knowledge).citationMap.entries;
    expect(rows.map((row) => row.advice).join('\n')).not.toMatch(/15-60 words/);
  });
});

describe("GNU ed's NEWS: 'Changes in version 1.19:' and the release's entries", () => {
  const text = fixture('ed-news.txt');

  it('is a changelog, not a short answer asked for a question heading and "you"', () => {
    expect(assessDocument(text, knowledge).research.substance.kind).toBe('changelog');
    expect(advice(text)).not.toMatch(/Phrase headings as questions|Address the reader/);
  });
});
