import { describe, expect, it } from 'vitest';
import { CRITERIA } from '../criteria.ts';
import { parseAnalysis } from '../parser/parse-analysis.ts';
import { DEFAULT_PROMPTS } from './default-prompts.ts';

describe('DEFAULT_PROMPTS (spec §9)', () => {
  it('asks the analyzer for the six criteria, the rating scale and both sections', () => {
    for (const name of CRITERIA) expect(DEFAULT_PROMPTS.analyzer).toContain(name);
    expect(DEFAULT_PROMPTS.analyzer).toContain(
      'Very Bad, Bad, Poor, Average, Good, Very Good, Excellent',
    );
    expect(DEFAULT_PROMPTS.analyzer).toContain('2. KEY INSIGHTS');
    expect(DEFAULT_PROMPTS.analyzer).toContain('3. IMPROVEMENT SUGGESTIONS');
    expect(DEFAULT_PROMPTS.analyzer).toMatch(/3 to 5 sentences/);
    expect(DEFAULT_PROMPTS.analyzer).toMatch(/3 to 5 items/);
  });

  it('shows the analyzer an example that the parser reads as six criteria', () => {
    const example = DEFAULT_PROMPTS.analyzer.slice(
      DEFAULT_PROMPTS.analyzer.indexOf('1. GLOBAL SCORE'),
    );
    const parsed = parseAnalysis(example);
    expect(parsed.factors.map((factor) => factor.name)).toEqual([...CRITERIA]);
    expect(parsed.overallScore).toBe(68);
  });

  it('asks the improver for markdown with facts, citations, structure and keywords, inventing nothing', () => {
    expect(DEFAULT_PROMPTS.improvement).toMatch(/Markdown/);
    expect(DEFAULT_PROMPTS.improvement).toMatch(/\[source needed\]/);
    expect(DEFAULT_PROMPTS.improvement).toMatch(/Never invent/);
    expect(DEFAULT_PROMPTS.improvement).toMatch(/keywords/);
  });

  it('asks for the five keyword sections with their counts', () => {
    for (const heading of [
      'SEARCH INTENT',
      'RELATED KEYWORDS',
      'CONTENT ANGLES',
      'QUESTIONS PEOPLE ASK',
      'OPTIMIZATION TIPS',
    ]) {
      expect(DEFAULT_PROMPTS.keywords).toContain(heading);
    }
    expect(DEFAULT_PROMPTS.keywords).toContain('10 to 15');
    expect(DEFAULT_PROMPTS.keywords).toContain('3 to 5');
    expect(DEFAULT_PROMPTS.keywords).toContain('5 to 10');
  });

  it('cannot be changed by a caller', () => {
    expect(Object.isFrozen(DEFAULT_PROMPTS)).toBe(true);
  });
});
