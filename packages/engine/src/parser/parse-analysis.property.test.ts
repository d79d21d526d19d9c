import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cpuMillis } from '../testing/cpu-time.server.ts';
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
    '**2. KEY INSIGHTS**',
    '**3. IMPROVEMENT SUGGESTIONS**',
    '## **2) Key insights:**',
    'THE TEXT IS STRONG.',
    ' (Good) - clear structure',
    '. Clear text.',
    'e.g. ',
    'i.e. ',
    'etc. ',
    '3.5 ',
    'Semantic Clarity: 85 (Good)',
    // Forms real models write (fixtures/answer-styles/).
    '### Semantic Clarity\n**Score: 80/100**',
    '**Semantic Clarity (80/100 – Very Good):** ',
    'Semantic Clarity: Very Good (',
    '8.5 / 10',
    '/10',
    ' out of 10',
    '| 1 | **Clarity** | 8/10 | Notes |',
    '```json\n',
    '```',
    '{"semantic_clarity": {"score": 8, "max_score": 10}, "key_insights": ["',
    '[{"criterion": "E-E-A-T", "score": "7/10"}]',
    '"}',
    ']}',
    'Recommendations:',
    'Next steps:',
    '### High Priority',
    'Priority: high',
    '(High priority)',
    '[HIGH] ',
    'High: ',
    '🔴 ',
    'I hope this helps!',
    'Overall, ',
    '---',
    'Strengths:',
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
  }, 30_000);

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
  }, 30_000);
});

/**
 * Lines built to make a backtracking pattern try every split: long runs of the characters each
 * pattern of the parser repeats. Read in linear time they take milliseconds; a quadratic
 * pattern on 100 KB takes minutes, so the bound below is far from any real timing.
 */
const HOSTILE_LINES = [
  `**${'a '.repeat(50_000)}`,
  `**Clarity (${' '.repeat(100_000)}80/100`,
  `Clarity (80${' '.repeat(100_000)}`,
  `Clarity: Very Good (${'a'.repeat(100_000)}`,
  `(${' '.repeat(100_000)}high`,
  `priority${' '.repeat(100_000)}`,
  `${'[high '.repeat(20_000)}`,
  `${'high-priority '.repeat(10_000)}`,
  `High${' '.repeat(100_000)}:`,
  `${'{'.repeat(100_000)}`,
  `${'['.repeat(50_000)}${']'.repeat(50_000)}`,
  `\`\`\`json\n${'{"a":'.repeat(20_000)}`,
  `${'| 1 '.repeat(25_000)}|`,
  `| ${'a'.repeat(100_000)} | 8/10 |`,
  `Overall${' '.repeat(100_000)},`,
  `${'\n '.repeat(5_000)}{`,
  `### ${'Score '.repeat(20_000)}`,
  `Score: 8${' /'.repeat(50_000)}`,
  `- **${'x'.repeat(100_000)}`,
  `I hope${' '.repeat(100_000)}`,
];

describe('parseAnalysis on hostile input', () => {
  it('reads 100 KB lines of repeated marks in linear time', () => {
    const spent = cpuMillis(() => {
      for (const line of HOSTILE_LINES) {
        parseAnalysisSafely(line);
        parseAnalysisSafely(`Recommendations:\n${line}\nStrengths:\n${line}`);
      }
    });
    // Far above the ~1 s this takes on a busy two-core machine, far below a quadratic pattern's
    // minutes: a guard against catastrophic backtracking, not a speed measure.
    expect(spent).toBeLessThan(10_000);
  }, 30_000);
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
  }, 30_000);
});

// Well-formed responses in the shapes AIs write (spec §5 forms plus commentary, headings in any
// order of marks, score lines before or after the insights): every score and insight is read.
const NAMES = [
  'Semantic Clarity',
  'Structured Formatting',
  'Authority & Trust Signals',
  'Topical Depth',
];
const scoreForm = fc.constantFrom(
  (name: string, score: number) => `${name}: ${score} (Good)`,
  (name: string, score: number) => `- ${name}: ${score} - Good`,
  (name: string, score: number) => `* **${name}**: ${score}/100 (Very Good) - clear structure`,
  (name: string, score: number) => `${name}: ${score}. Clear text.`,
  (name: string, score: number) => `${name}: ${score} Average`,
  (name: string, score: number) => `| ${name} | ${score} | Good |`,
);
const heading = (title: string, number: number) =>
  fc.constantFrom(
    `${number}. ${title}`,
    `**${number}. ${title}**`,
    `${number}. **${title}**`,
    `## **${number}) ${title}**`,
    `### ${number}. ${title}:`,
    `__${title}__`,
  );
const insightSentence = fc.constantFrom(
  'The headings are clear, e.g. the second one.',
  'THE TEXT IS STRONG.',
  'Sources are missing for 3.5 claims, i.e. most of them.',
  'Lists, tables etc. are used well.',
  'Paragraph 4 runs to 212 words.',
);
const wellFormed = fc.record({
  scores: fc.array(fc.tuple(scoreForm, fc.integer({ min: 0, max: 100 })), {
    minLength: 1,
    maxLength: NAMES.length,
  }),
  scoresAfter: fc.boolean(),
  insightsHeading: heading('KEY INSIGHTS', 2),
  improvementsHeading: heading('IMPROVEMENT SUGGESTIONS', 3),
  insights: fc.array(insightSentence, { minLength: 1, maxLength: 4 }),
});

describe('parseAnalysis on well-formed responses in varied shapes', () => {
  it('reads every score and every insight, wherever the score lines stand', () => {
    fc.assert(
      fc.property(wellFormed, (parts) => {
        const scoreLines = parts.scores.map(([form, score], index) =>
          form(NAMES[index] as string, score),
        );
        const lines = [
          ...(parts.scoresAfter ? [] : scoreLines),
          parts.insightsHeading,
          ...parts.insights.map((insight) => `- ${insight}`),
          '',
          ...(parts.scoresAfter ? scoreLines : []),
          '',
          parts.improvementsHeading,
          '- Add sources: cite the studies behind each claim.',
        ];
        const result = parseAnalysis(lines.join('\n'));
        expect(result.factors.map((factor) => factor.score)).toEqual(
          parts.scores.map(([, score]) => score),
        );
        expect(result.insights.map((insight) => insight.text)).toEqual(parts.insights);
        expect(result.improvements.map((item) => item.title)).toEqual(['Add sources']);
      }),
      { numRuns: 300 },
    );
  }, 30_000);
});
