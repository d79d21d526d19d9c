import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_PACKS } from '../languages/packs.ts';
import { segmentSentences, segmentWords } from './segment-text.ts';

/** The words Intl.Segmenter finds, the reference segmentWords must match. */
function segmenterWords(text: string, locale: string): string[] {
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  return [...segmenter.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

describe('segmentWords', () => {
  // The characters where UAX #29's word rules differ: letters, digits, "_", the marks that join
  // letters or digits (":", ".", apostrophes, ",", ";") and some that never join.
  const simple = fc.string({
    unit: fc.constantFrom(...'aZq09_:.\'’‘,; -\n“…\u00A0"$%#/(@e1'.split('')),
    maxLength: 14,
  });

  it('finds the words Intl.Segmenter finds, in each language', () => {
    fc.assert(
      fc.property(simple, fc.constantFrom('en', 'de', 'fr', 'es'), (text, locale) => {
        expect(segmentWords(text, locale)).toEqual(segmenterWords(text, locale));
      }),
      { numRuns: 10_000 },
    );
  });

  it('reads words with and without letters outside ASCII', () => {
    const text = 'It’s 1,000.5 km: e.g. __init__ or _ and a:b, Müller’s café 3.5x.';
    expect(segmentWords(text)).toEqual(segmenterWords(text, 'en'));
    expect(segmentWords(text)).toContain('Müller’s');
    expect(segmentWords('It’s 1,000.5 km: e.g. __init__ or _')).toEqual([
      'It’s',
      '1,000.5',
      'km',
      'e.g',
      '__init__',
      'or',
    ]);
  });
});

describe('segmentSentences', () => {
  it('does not end a sentence after an abbreviation of the language', () => {
    expect(
      segmentSentences('Ask Dr. Smith, e.g. at the desk. Then go home.', LANGUAGE_PACKS.en, 'en'),
    ).toEqual(['Ask Dr. Smith, e.g. at the desk.', 'Then go home.']);
    expect(
      segmentSentences('Dr. Müller kam z.B. am 3. Mai. Er blieb.', LANGUAGE_PACKS.de, 'de'),
    ).toEqual(['Dr. Müller kam z.B. am 3. Mai.', 'Er blieb.']);
  });
});
