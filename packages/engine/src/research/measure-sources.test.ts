import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { cpuMillis } from '../testing/cpu-time.server.ts';
import {
  findNamedSources,
  hasCheckableSource,
  isClaim,
  isUncheckedAttribution,
  isUnverifiableEvidence,
} from './measure-sources.ts';

describe('findNamedSources', () => {
  it('names reporters and institutions', () => {
    expect(findNamedSources('Google says the update is live.')).toEqual(['Google']);
    expect(findNamedSources('The Pew Research Center reports growth.')).toContain(
      'Pew Research Center',
    );
  });
});

describe('source patterns on pathological input', () => {
  // Each of these took seconds to minutes with backtracking patterns; linear patterns take ms.
  it.each([
    ['a 100,000-digit number', '1'.repeat(100_000)],
    ['thousands separators', '1,000'.repeat(20_000)],
    ['a run of commas and digits', '1,'.repeat(50_000)],
    ['a run of dots and digits', '1.'.repeat(50_000)],
    ['a 100 KB word in capitals', 'A'.repeat(100_000)],
    ['hyphenated capitals', 'A-'.repeat(50_000)],
    ['capitalised words before a verb', `said. ${'Aa '.repeat(33_000)}`],
    ['a long university name', `University of ${'Aa '.repeat(30_000)}`],
    ['a run of quote marks', '"'.repeat(100_000)],
    ['an unclosed quotation', `"${'a'.repeat(100_000)}`],
    ['a run of punctuation', '.,;:-'.repeat(20_000)],
    ['a 100 KB single line of prose', 'the cat sat on a mat and '.repeat(4_000)],
  ])('measures %s in linear time', (_, text) => {
    const spent = cpuMillis(() => {
      for (const sentence of buildDocument(text).sentences) {
        isClaim(sentence);
        hasCheckableSource(sentence);
        isUnverifiableEvidence(sentence);
        isUncheckedAttribution(sentence);
      }
      findNamedSources(text);
    });
    expect(spent).toBeLessThan(1_000);
  });
});
