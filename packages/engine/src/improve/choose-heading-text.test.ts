import { describe, expect, it } from 'vitest';
import { chooseHeadingText, type HeadingContext } from './choose-heading-text.ts';
import { readTextLanguage } from './text-language.ts';

// Sentences as the improver reads them (inline code stripped to its text), from the ioredis
// README's passage on Sentinel's preferredSlaves option, word for word.
const PREFERRED_SLAVES = [
  "If you specify the option preferredSlaves along with role: 'slave' ioredis will attempt to use this value when selecting the slave from the pool of available slaves.",
  'The value of preferredSlaves should either be a function that accepts an array of available slaves and returns a single result, or an array of slave values priorities by the lowest prio value first with a default value of 1.',
  "Besides the retryStrategy option, there's also a sentinelRetryStrategy in Sentinel mode which will be invoked when all the sentinel nodes are unreachable during connecting.",
  'The default value of sentinelRetryStrategy is:',
];

function context(sentences: readonly string[]): HeadingContext {
  const prose = sentences.join(' ');
  return {
    language: readTextLanguage(prose),
    lowerCaseWords: new Set(prose.match(/(?<![\p{L}\p{N}])\p{Ll}[\p{L}'’-]*/gu) ?? []),
    used: [],
  };
}

describe('chooseHeadingText names what the passage is about', () => {
  it('offers no phrase that leaves out the code name the passage is about', () => {
    const choice = chooseHeadingText(
      PREFERRED_SLAVES,
      PREFERRED_SLAVES.slice(0, 2).join(' '),
      null,
      context(PREFERRED_SLAVES),
    );
    expect(choice?.text ?? '').not.toMatch(/^Default value$/i);
  });

  it('still offers a key phrase when no code name outweighs it', () => {
    const sentences = [
      'If a heat pump freezes in winter, the outdoor unit may need defrosting more often.',
      'Defrosting more often costs energy, so check the outdoor unit for ice after a cold night.',
      'An outdoor unit that stays covered in ice needs a technician.',
    ];
    const choice = chooseHeadingText(sentences, sentences[0] as string, null, context(sentences));
    expect(choice?.text).toBe('Outdoor unit');
  });
});
