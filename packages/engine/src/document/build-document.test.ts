import { describe, expect, it } from 'vitest';
import { buildDocument } from './build-document.ts';

describe('buildDocument: markdown', () => {
  const markdown = [
    '# Cold brew guide',
    '',
    'Cold brew is coffee steeped in cold water. It tastes smooth [1].',
    '',
    '## How long does it steep?',
    '',
    'Steep it for 12 to 18 hours. See [the chart](https://example.org/chart).',
    '',
    '- Coarse grind',
    '- Filtered water',
    '',
    '> "Patience is the secret," says one barista.',
    '',
    '| Ratio | Strength |',
    '| --- | --- |',
    '| 1:4 | Strong |',
    '',
    '```',
    'not prose',
    '```',
  ].join('\n');
  const document = buildDocument(markdown);

  it('reads headings with their levels and opens a section for each', () => {
    expect(document.headings.map((heading) => [heading.level, heading.text])).toEqual([
      [1, 'Cold brew guide'],
      [2, 'How long does it steep?'],
    ]);
    expect(document.sections).toHaveLength(3);
  });

  it('numbers paragraphs and splits their sentences', () => {
    expect(document.paragraphs.map((paragraph) => paragraph.number)).toEqual([1, 2]);
    expect(document.paragraphs[0]?.sentences.map((sentence) => sentence.text)).toEqual([
      'Cold brew is coffee steeped in cold water.',
      'It tastes smooth .',
    ]);
  });

  it('marks sentences that carry a citation or a link', () => {
    const flags = document.sentences.map((sentence) => [sentence.hasCitation, sentence.hasLink]);
    expect(flags.slice(0, 4)).toEqual([
      [false, false],
      [true, false],
      [false, false],
      [false, true],
    ]);
    expect(document.links).toHaveLength(1);
    expect(document.citationMarks).toBe(1);
  });

  it('reads lists, quotes and tables as passages, and leaves code out', () => {
    expect(document.blocks.map((block) => block.kind)).toEqual([
      'heading',
      'paragraph',
      'heading',
      'paragraph',
      'list',
      'quote',
      'table',
      'code',
    ]);
    const kinds = document.sentences.map((sentence) => sentence.kind);
    expect(kinds.filter((kind) => kind === 'list-item')).toHaveLength(2);
    expect(kinds.filter((kind) => kind === 'table')).toHaveLength(2);
    expect(document.sentences.some((sentence) => sentence.text.includes('not prose'))).toBe(false);
  });

  it('counts the words of prose', () => {
    expect(document.wordCount).toBe(
      document.sentences.reduce((sum, sentence) => sum + sentence.words.length, 0),
    );
  });
});

describe('buildDocument: plain text', () => {
  it('takes short capitalised lines above text as headings', () => {
    const document = buildDocument(
      'Brewing at home\n\nGrind the beans coarsely and add water.\n\nWhy use cold water?\n\nCold water pulls out less acid.',
    );
    expect(
      document.headings.map((heading) => [heading.level, heading.text, heading.implicit]),
    ).toEqual([
      [1, 'Brewing at home', true],
      [2, 'Why use cold water?', true],
    ]);
  });

  it('takes one paragraph per line when the text has no blank lines', () => {
    const document = buildDocument('First paragraph here.\nSecond paragraph here.\nThird one.');
    expect(document.paragraphs).toHaveLength(3);
  });

  it('keeps a hard-wrapped paragraph whole', () => {
    const document = buildDocument(
      'This paragraph was wrapped\nby an editor at a fixed\nwidth of columns.\n\nNext.',
    );
    expect(document.paragraphs[0]?.sentences).toHaveLength(1);
  });

  it('does not invent headings in markdown that has its own', () => {
    const document = buildDocument('# Title\n\nShort line\n\nA paragraph of text follows here.');
    expect(document.headings).toHaveLength(1);
  });
});

describe('buildDocument: HTML', () => {
  it('reduces pasted HTML to the same structure', () => {
    const document = buildDocument(
      '<h2>What is cold brew?</h2><p>Cold brew is coffee steeped for <a href="https://x.org">hours</a>.</p><ul><li>Smooth</li><li>Sweet</li></ul><script>alert(1)</script>',
    );
    expect(document.source).toBe('html');
    expect(document.headings[0]?.text).toBe('What is cold brew?');
    expect(document.paragraphs[0]?.text).toBe('Cold brew is coffee steeped for hours.');
    expect(document.links).toHaveLength(1);
    expect(document.blocks.some((block) => block.kind === 'list')).toBe(true);
    expect(document.sentences.some((sentence) => sentence.text.includes('alert'))).toBe(false);
  });
});

describe('buildDocument: edge cases', () => {
  it('gives an empty document for empty text', () => {
    const document = buildDocument('');
    expect(document.wordCount).toBe(0);
    expect(document.sentences).toEqual([]);
    expect(document.sections).toHaveLength(1);
  });
});

describe('buildDocument on near-empty input', () => {
  it('reads a text that is only a heading as one heading and no words', () => {
    const document = buildDocument('# How heat pumps work');
    expect(document.headings.map((heading) => heading.text)).toEqual(['How heat pumps work']);
    expect(document.wordCount).toBe(0);
    expect(document.sections).toHaveLength(2);
  });

  it('reads the text before an unclosed fence and marks the fence as unclosed', () => {
    const document = buildDocument(
      '# Cold brew\n\nCold brew is coffee steeped in cold water.\n\n```\nThe rest was pasted after a stray fence.',
    );
    expect(document.sentences.map((sentence) => sentence.text)).toEqual([
      'Cold brew is coffee steeped in cold water.',
    ]);
    expect(document.blocks.at(-1)).toEqual({
      kind: 'code',
      text: 'The rest was pasted after a stray fence.',
      unclosed: true,
    });
  });
});

describe('buildDocument on links', () => {
  it('counts a link inside a statement as able to cite, and a menu of links as not', () => {
    const document = buildDocument(
      'Cookies follow [RFC 6265](https://www.rfc-editor.org/rfc/rfc6265) in every detail.\n\n- [Docs](https://example.org/docs)\n- [Home](#top)',
    );
    expect(document.sentences.map((sentence) => sentence.hasLink)).toEqual([true, false, false]);
  });

  it('keeps the editor word count beside the prose count', () => {
    const document = buildDocument('Some prose here.\n\n```\nconst code = 1;\n```');
    expect(document.wordCount).toBe(3);
    expect(document.editorWordCount).toBe(9);
  });
});
