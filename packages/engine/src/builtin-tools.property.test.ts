import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze/analyze-document.ts';
import { improveText } from './improve/improve-text.ts';
import { extractKeywords } from './keywords/extract-keywords.ts';

// The builtin tools take whatever a user pastes; none may throw or leave its ranges.
const markdownish = fc
  .array(
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom(
        '\n',
        '\n\n',
        '# ',
        '- ',
        '1. ',
        '> ',
        '| a | b |\n| --- | --- |\n',
        '```\n',
        '<p>',
        '</li>',
        '[x](http://a.b)',
        '"',
        '. ',
        '? ',
        '45%',
        'Cold brew is a drink.',
      ),
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

// Hundreds of full analyses: seconds on a quiet machine, more when the machine is shared.
describe('builtin tools on arbitrary input', { timeout: 60_000 }, () => {
  it('analyzeDocument keeps every score within 0-100', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        const analysis = analyzeDocument(text);
        for (const { score } of analysis.criteria) {
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('improveText returns markdown and factors within 0-100', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        const { improvedContent, improvementFactors } = improveText(text);
        expect(typeof improvedContent).toBe('string');
        for (const value of Object.values(improvementFactors)) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('extractKeywords gives at most 15 keywords scored 0-10', () => {
    fc.assert(
      fc.property(markdownish, (text) => {
        const keywords = extractKeywords(text);
        expect(keywords.length).toBeLessThanOrEqual(15);
        for (const { keyword, llmScore } of keywords) {
          expect(keyword.trim()).not.toBe('');
          expect(llmScore).toBeGreaterThanOrEqual(0);
          expect(llmScore).toBeLessThanOrEqual(10);
        }
      }),
      { numRuns: 200 },
    );
  });
});
