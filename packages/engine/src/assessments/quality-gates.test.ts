import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { researchDocument } from '../research/research-document.ts';
import { assessQuality } from './quality-gates.ts';
import { createResearch, createSentence } from './test-research.ts';

const natural = {
  tokenCount: 300,
  functionWordShare: 0.45,
  uniqueSentenceShare: 1,
  loremShare: 0,
  topTerm: null,
};

describe('assessQuality', () => {
  it('leaves natural, varied prose of enough length untouched', () => {
    const gate = assessQuality(createResearch({ wordCount: 300, vocabulary: natural }));
    expect(gate).toEqual({ factor: 1, stuffing: 0, issues: [] });
  });

  it('gives an empty text a factor of 0', () => {
    expect(assessQuality(createResearch({ wordCount: 0 })).factor).toBe(0);
  });

  it('cuts placeholder Latin to a tenth and says so', () => {
    const gate = assessQuality(
      createResearch({ wordCount: 300, vocabulary: { ...natural, loremShare: 0.6 } }),
    );
    expect(gate.factor).toBeCloseTo(0.1);
    expect(gate.issues[0]?.id).toBe('placeholder');
    expect(gate.issues[0]?.problem).toContain('60%');
  });

  it('cuts word salad by its share of function words', () => {
    const salad = assessQuality(
      createResearch({ wordCount: 300, vocabulary: { ...natural, functionWordShare: 0.05 } }),
    );
    const sparse = assessQuality(
      createResearch({ wordCount: 300, vocabulary: { ...natural, functionWordShare: 0.2 } }),
    );
    expect(salad.factor).toBeLessThan(sparse.factor);
    expect(salad.issues.map((issue) => issue.id)).toContain('word-salad');
  });

  it('cuts repeated sentences and quotes the repeated one', () => {
    const repeated = [{ text: createSentence('Our beans come from farms.').text, count: 12 }];
    const gate = assessQuality(
      createResearch({
        wordCount: 300,
        vocabulary: { ...natural, uniqueSentenceShare: 0.2, repeatedSentences: repeated },
      }),
    );
    expect(gate.factor).toBeLessThan(0.2);
    expect(gate.issues[0]?.problem).toContain('‘Our beans come from farms’ appears 12 times');
  });

  it('shrinks texts under 50 words and names the count', () => {
    const gate = assessQuality(createResearch({ wordCount: 25, vocabulary: natural }));
    expect(gate.factor).toBeCloseTo(0.65);
    expect(gate.issues[0]?.problem).toContain('25 words');
  });

  it('measures keyword stuffing from the share of the top term', () => {
    const top = (share: number) => ({
      ...natural,
      topTerm: { term: 'cold brew', count: 30, share },
    });
    expect(assessQuality(createResearch({ wordCount: 300, vocabulary: top(0.05) })).stuffing).toBe(
      0,
    );
    expect(
      assessQuality(createResearch({ wordCount: 300, vocabulary: top(0.14) })).stuffing,
    ).toBeCloseTo(0.5);
    const stuffed = assessQuality(createResearch({ wordCount: 300, vocabulary: top(0.3) }));
    expect(stuffed.stuffing).toBe(1);
    expect(stuffed.issues[0]?.problem).toContain('‘cold brew’ appears 30 times');
  });
});

describe('assessQuality on a text in another language', () => {
  it('does not call a sound German text word salad, and notes the language', () => {
    const gate = assessQuality(
      researchDocument(
        buildDocument(
          'Der Sauerteig wird jeden Tag mit frischem Mehl und Wasser gefüttert. Nach einer Woche ist er kräftig genug, um einen Teig in wenigen Stunden aufgehen zu lassen. Wer nicht täglich backt, kann ihn im Kühlschrank aufbewahren und nur einmal pro Woche füttern.',
        ),
      ),
    );
    // Only the length (40 words, under 50) counts against it.
    expect(gate.issues.map((issue) => issue.id)).toEqual(['short']);
    expect(gate.languageNote).toMatch(/^The text appears to be in German rather than English/);
  });
});

describe('assessQuality on a changelog', () => {
  it('judges its terseness on all its tokens, hashes and versions included', () => {
    const changelog = [
      '# Changelog',
      '## [v1.2.1](https://example.org/compare/v1.2.0...v1.2.1) - 2024-02-04',
      '- [Fix] add missing `exports` entry [`5bb5f28`](https://example.org/commit/5bb5f28)',
      '## [v1.2.0](https://example.org/compare/v1.1.0...v1.2.0) - 2024-02-04',
      '- [New] add `ReferenceError` [`6d8cf5b`](https://example.org/commit/6d8cf5b)',
      '## v1.0.0 - 2024-02-03',
      '- Initial implementation, tests, readme, type [`8f47631`](https://example.org/commit/8f47631)',
    ].join('\n\n');
    const research = researchDocument(buildDocument(changelog));
    expect(research.substance.kind).toBe('changelog');
    const gate = (ofAll: number) =>
      assessQuality({
        ...research,
        vocabulary: {
          ...research.vocabulary,
          functionWordShare: 0.45,
          functionWordShareOfAllTokens: ofAll,
        },
      });
    // At 12% or less of linking words a changelog keeps its floor of 0.75, at 30% it is whole.
    expect(gate(0.05).factor / gate(0.45).factor).toBeCloseTo(0.75);
  });
});
