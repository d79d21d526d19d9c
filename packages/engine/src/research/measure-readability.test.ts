import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { measureParagraphs } from './measure-paragraphs.ts';
import { measureReadability } from './measure-readability.ts';
import { measureStructure } from './measure-structure.ts';

describe('measureReadability', () => {
  it('averages words per sentence over paragraphs, not list items', () => {
    const readability = measureReadability(
      buildDocument('One two three four. Five six.\n\n- a\n- b'),
    );
    expect(readability.sentenceCount).toBe(2);
    expect(readability.averageSentenceWords).toBe(3);
  });

  it('lists sentences over 25 words and counts filler words', () => {
    const long = `${'word '.repeat(26)}end.`;
    const readability = measureReadability(buildDocument(`${long} It is really very short.`));
    expect(readability.longSentences).toHaveLength(1);
    expect(readability.vagueWords).toBe(2);
    expect(readability.vagueExamples).toEqual(['really', 'very']);
  });

  it('scores simple text as easier to read than dense text', () => {
    const simple = measureReadability(buildDocument('The cat sat. The dog ran. We had fun.'));
    const dense = measureReadability(
      buildDocument(
        'Institutional considerations notwithstanding, comprehensive organizational restructuring necessitates extraordinary deliberation.',
      ),
    );
    expect(simple.fleschReadingEase).toBeGreaterThan(80);
    expect(dense.fleschReadingEase).toBeLessThan(10);
  });
});

describe('measureParagraphs', () => {
  it('finds long, dangling and self-contained paragraphs', () => {
    const standalone = `Cold brew ${'keeps well in the fridge and '.repeat(6)}tastes smooth.`;
    const paragraphs = measureParagraphs(
      buildDocument(`${standalone}\n\nHowever, ${standalone}\n\n${'word '.repeat(210)}end.`),
    );
    expect(paragraphs.longParagraphs.map((p) => p.number)).toEqual([3]);
    expect(paragraphs.dangling.map((p) => p.number)).toEqual([2]);
    expect(paragraphs.selfContained.map((p) => p.number)).toEqual([1]);
  });
});

describe('measureStructure', () => {
  it('counts lists, tables, skipped levels and the longest section', () => {
    const structure = measureStructure(
      buildDocument(
        '# A\n\n#### B\n\nOne two three.\n\n- x\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n## Introduction\n\nText.',
      ),
    );
    expect(structure).toMatchObject({
      headingCount: 3,
      listCount: 1,
      tableCount: 1,
      skippedLevels: 1,
      h1Count: 1,
    });
    expect(structure.longestSection.heading).toBe('B');
    expect(structure.genericHeadings.map((h) => h.text)).toEqual(['Introduction']);
  });
});
