import { describe, expect, it } from 'vitest';
// The improver marks claims with the analyzer's own reading of sources (research/measure-sources.ts).
import { hasSource } from '../research/measure-sources.ts';
import { splitRawSentences } from './raw-sentences.ts';

const sourced = (text: string) =>
  splitRawSentences(text).some(({ sentence }) => hasSource(sentence));

describe('hasSource', () => {
  it.each([
    'Research shows they cut bills by 60%.',
    'Everyone says they pay for themselves in 3 years.',
    'Experts say maintenance is simple.',
    'Studies suggest heat pumps last 20 years.',
    'According to experts, 90% of homes could use one.',
    'According to research, bills fall by half.',
    'Scientists found that 3 in 4 units are oversized.',
    'Many people say it is the best choice.',
  ])('does not count a vague attribution as a source: "%s"', (text) => {
    expect(sourced(text)).toBe(false);
  });

  it.each([
    '"The biggest mistake installers make is undersizing," says Jan Rosenow, a researcher at the Regulatory Assistance Project.',
    '"Grind size matters more than anything," said barista Anna Lee.',
    '"Patience is the secret" — Tom Reyes, roaster.',
    'The International Energy Agency reports that sales rose 11%.',
    'According to the US Department of Energy, bills fall by 50%.',
    'Bills fell by 50% ([study](https://example.org/study)).',
    'Bills fell by 50% [1].',
    'In our tests of 12 installations, quotes ranged widely.',
    'Units kept a COP above 2 (Hansen et al., 2023).',
  ])('counts a named, linked or cited source: "%s"', (text) => {
    expect(sourced(text)).toBe(true);
  });

  it('runs in linear time', () => {
    const started = Date.now();
    sourced(`says ${'a '.repeat(20_000)}X Y`);
    sourced(`${'— '.repeat(20_000)}x`);
    expect(Date.now() - started).toBeLessThan(500);
  });
});
