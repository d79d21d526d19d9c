import { describe, expect, it } from 'vitest';
import { LANGUAGE_PACKS } from '../languages/packs.ts';
import { segmentSentences } from './segment-text.ts';

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
