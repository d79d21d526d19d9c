import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { anchorQuote, quoteEvidence } from '../parser/quote-evidence.ts';
import { createLocator } from './locate.ts';

describe('createLocator', () => {
  it("finds a short sentence ('No.') as whole words, not inside other words", () => {
    const text = 'We can use it in our software.\n\n    No.  Please read the licence.';
    const span = createLocator(text).find('No.');
    expect(text.slice(span?.start, span?.end)).toBe('No.');
    expect(span?.start).toBe(text.indexOf('No.'));
  });

  it('finds a sentence of an HTML paste across tags and entities', () => {
    const html =
      '<p>Caf&eacute; hours: we open at <b>8 am</b>.</p><p>Closed &amp; quiet on Sundays.</p>';
    const [first, second] = buildDocument(html).sentences;
    const locator = createLocator(html);
    const span = locator.find(first?.text ?? '');
    expect(html.slice(span?.start, span?.end)).toBe('Caf&eacute; hours: we open at <b>8 am</b>.');
    const next = locator.find(second?.text ?? '', span?.end);
    expect(html.slice(next?.start, next?.end)).toBe('Closed &amp; quiet on Sundays.');
  });

  it('finds a markdown sentence without its link target, and not before `from`', () => {
    const markdown = 'See [the guide](https://example.org/guide) first.\n\nSee the guide first.';
    const locator = createLocator(markdown);
    const sentence = buildDocument(markdown).sentences[0]?.text ?? '';
    expect(markdown.slice(locator.find(sentence)?.start, locator.find(sentence)?.end)).toBe(
      'See [the guide](https://example.org/guide) first.',
    );
    const later = locator.find(sentence, 10);
    expect(markdown.slice(later?.start)).toBe('See the guide first.');
    expect(locator.find('Nowhere in the text.')).toBeNull();
  });
});

describe('quoteEvidence (an LLM analysis)', () => {
  const text = 'Widgets ship in May.\n\nThe widget API is stable since version 2 and documented.';
  it('anchors a finding that quotes the text word for word, and no other', () => {
    expect(anchorQuote(text, 'The sentence “The widget API is stable” needs a source.')).toEqual({
      passage: { start: 22, end: text.length },
      sentence: { start: 22, end: 46 },
    });
    expect(
      anchorQuote(text, 'The sentence “The widget API is unstable” needs a source.'),
    ).toBeUndefined();
    expect(anchorQuote(text, 'Say “May” once.')).toBeUndefined();
  });

  it('reads the raw answer and keys the anchors by what the parser reads back', () => {
    const raw = [
      'Overall Score: 60/100',
      'Semantic Clarity: 60',
      'Key Insights:',
      'The opening “Widgets ship in May” is direct.',
      'Improvement Suggestions:',
      '- Cite the API claim: link the changelog behind “The widget API is stable since version 2”.',
    ].join('\n');
    const evidence = quoteEvidence(text, raw);
    expect(evidence.paragraphs).toHaveLength(2);
    expect(evidence.insights[0]?.anchor.sentence).toEqual({ start: 0, end: 19 });
    expect(evidence.improvements[0]?.title).toBe('Cite the API claim');
  });
});

describe('anchorQuote across line breaks', () => {
  it('finds a one-line quotation of text that wraps', () => {
    const wrapped = 'Pointers to the (precompiled) DLL are found\n   on the web site.';
    const anchor = anchorQuote(
      wrapped,
      'Quote “Pointers to the (precompiled) DLL are found on the web site”.',
    );
    expect(anchor?.sentence).toEqual({ start: 0, end: wrapped.length - 1 });
  });
});
