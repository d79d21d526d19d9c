import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnalysisParseError } from './analysis-parse-error.ts';
import { parseAnalysisSafely } from './fallback-results.ts';
import { parseAnalysis } from './parse-analysis.ts';

// Fragments an AI response is made of, so generated input reaches the interesting branches.
const fragment = fc.oneof(
  fc.string(),
  fc.constantFrom(
    'KEY INSIGHTS',
    '2. KEY INSIGHTS',
    '3. IMPROVEMENT SUGGESTIONS',
    '## Notes',
    '- ',
    '* **',
    '| a | 5 |',
    'Global Score: ',
    'average: ',
    ': ',
    ' (Good)',
    ' - Rating',
    '/100',
    '\n',
    '\n\n',
    '. ',
  ),
  fc
    .tuple(
      fc.constantFrom('Clarity', 'Depth', 'Trust Signals', 'AI', 'Output'),
      fc.integer({ min: -20, max: 250 }),
    )
    .map(([name, score]) => `${name}: ${score}`),
);
const response = fc.array(fragment, { maxLength: 40 }).map((parts) => parts.join(''));

describe('parseAnalysis on arbitrary input', () => {
  it('either returns a result with every score in 0-100 or throws an AnalysisParseError', () => {
    fc.assert(
      fc.property(fc.oneof(response, fc.string({ unit: 'binary' })), (raw) => {
        try {
          const result = parseAnalysis(raw);
          for (const factor of result.factors) {
            expect(factor.score).toBeGreaterThanOrEqual(0);
            expect(factor.score).toBeLessThanOrEqual(100);
            expect(factor.name.length).toBeGreaterThan(2);
          }
          expect(result.overallScore).toBeGreaterThanOrEqual(0);
          expect(result.overallScore).toBeLessThanOrEqual(100);
          expect(Number.isInteger(result.overallScore)).toBe(true);
        } catch (error) {
          expect(error).toBeInstanceOf(AnalysisParseError);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('keeps every insight and improvement over 10 characters', () => {
    fc.assert(
      fc.property(response, (raw) => {
        const result = parseAnalysisSafely(raw);
        for (const insight of result.insights) expect(insight.text.length).toBeGreaterThan(10);
        for (const item of result.improvements) {
          expect(`${item.title}${item.description}`.length).toBeGreaterThan(8);
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseAnalysisSafely on arbitrary input', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(response, fc.string({ unit: 'binary' }), fc.anything()), (raw) => {
        const result = parseAnalysisSafely(raw as string);
        expect(result.overallScore).toBeGreaterThanOrEqual(0);
        expect(result.overallScore).toBeLessThanOrEqual(100);
      }),
      { numRuns: 500 },
    );
  });
});
