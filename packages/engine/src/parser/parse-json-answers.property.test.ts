import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CRITERIA } from '../criteria.ts';
import { parseAnalysis } from './parse-analysis.ts';

// JSON answers in the spellings and scales models use: every criterion's score comes back on
// 0-100 under the criterion's own name, whatever the key style, nesting, scale or wrapping.
const KEY_STYLES = [
  (words: string[]) => words.join('_').toLowerCase(),
  (words: string[]) =>
    words.map((word, i) => (i === 0 ? word.toLowerCase() : word[0] + word.slice(1))).join(''),
  (words: string[]) => words.join(' '),
  (words: string[]) => words.join('-').toLowerCase(),
];
const wordsOf = (name: string) => name.replace(/&/g, ' ').split(/\s+/).filter(Boolean);

const answer = fc.record({
  scores: fc.array(fc.integer({ min: 0, max: 10 }), {
    minLength: CRITERIA.length,
    maxLength: CRITERIA.length,
  }),
  keyStyle: fc.integer({ min: 0, max: KEY_STYLES.length - 1 }),
  shape: fc.constantFrom('keyed-number', 'keyed-object', 'named-items', 'text-scores'),
  outOf: fc.constantFrom(10, 100),
  wrap: fc.constantFrom('bare', 'fence', 'sentence'),
});

function buildJson(parts: Parts): unknown {
  const key = (name: string) =>
    (KEY_STYLES[parts.keyStyle] as (w: string[]) => string)(wordsOf(name));
  const written = (index: number) => (parts.scores[index] as number) * (parts.outOf / 10);
  switch (parts.shape) {
    case 'keyed-number':
      return {
        scale: parts.outOf,
        scores: Object.fromEntries(
          CRITERIA.map((name, i) => [key(name), `${written(i)}/${parts.outOf}`]),
        ),
      };
    case 'keyed-object':
      return Object.fromEntries(
        CRITERIA.map((name, i) => [key(name), { score: written(i), max_score: parts.outOf }]),
      );
    case 'named-items':
      return {
        criteria: CRITERIA.map((name, i) => ({ name, score: written(i), maxScore: parts.outOf })),
      };
    default:
      return CRITERIA.map((name, i) => ({
        criterion: name,
        rating: `${written(i)}/${parts.outOf}`,
      }));
  }
}

interface Parts {
  scores: number[];
  keyStyle: number;
  shape: string;
  outOf: number;
  wrap: string;
}

describe('parseAnalysis on JSON answers of any spelling and scale', () => {
  it('reads the six criteria on 0-100', () => {
    fc.assert(
      fc.property(answer, (parts) => {
        const json = JSON.stringify(buildJson(parts), null, 2);
        const raw =
          parts.wrap === 'bare'
            ? json
            : parts.wrap === 'fence'
              ? `\`\`\`json\n${json}\n\`\`\``
              : `Here is my analysis:\n${json}\nI hope this helps!`;
        const result = parseAnalysis(raw);
        expect(result.factors.map((factor) => factor.name)).toEqual([...CRITERIA]);
        expect(result.factors.map((factor) => factor.score)).toEqual(
          parts.scores.map((score) => score * 10),
        );
        expect(result.missingCriteria).toBeUndefined();
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
