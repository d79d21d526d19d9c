import { describe, expect, it } from 'vitest';
import { createResearch, createSentence, PERFECT_GATE } from '../test-research.ts';
import { assessAuthorityTrust } from './assess-authority-trust.ts';

const sentences = (count: number) =>
  Array.from({ length: count }, (_, i) => createSentence(`Claim number ${i}.`));
const assess = (sources: object, wordCount = 500) =>
  assessAuthorityTrust(createResearch({ wordCount, sources }), PERFECT_GATE);
const signal = (sources: object, id: string) => assess(sources).signals.find((s) => s.id === id);

describe('assessAuthorityTrust', () => {
  it('scores 0 without any source, figure, quotation or date', () => {
    expect(assess({}).score).toBe(0);
  });

  it('gives full marks when every kind of evidence is there', () => {
    const research = {
      sourcedSentences: sentences(2),
      statisticSentences: sentences(2),
      quotations: 2,
      attributedQuotations: 2,
      namedSources: ['WHO', 'Stanford University', 'Pew Research Center'],
      dates: ['2021', '2023'],
      experienceSentences: sentences(2),
      claimCount: 4,
      unsupportedClaims: [],
    };
    expect(assess(research).score).toBe(100);
  });

  it('raises the score with each kind of evidence', () => {
    const base = assess({}).score;
    expect(assess({ sourcedSentences: sentences(2) }).score).toBeGreaterThanOrEqual(base + 15);
    expect(assess({ statisticSentences: sentences(2) }).score).toBeGreaterThanOrEqual(base + 15);
    expect(assess({ quotations: 2, attributedQuotations: 2 }).score).toBeGreaterThanOrEqual(
      base + 15,
    );
  });

  it('states the count of weak but present evidence instead of saying there is none', () => {
    const research = {
      statisticSentences: sentences(1),
      quotations: 1,
      attributedQuotations: 0,
      namedSources: ['WHO'],
      dates: ['2021'],
    };
    const problems = assessAuthorityTrust(
      createResearch({ wordCount: 1500, sources: research }),
      PERFECT_GATE,
    )
      .signals.map((s) => s.problem ?? '')
      .join('\n');
    expect(problems).toContain(
      'Statistics are insufficient: 1 sentence gives a measured figure, against a target of 5.',
    );
    expect(problems).toContain(
      'Expert quotations are weak: the text has 1 quotation, 0 from a named speaker with a checkable source.',
    );
    // Named sources give no finding of their own: the Sources signal already covers the gap.
    expect(problems).not.toContain('Named sources');
    expect(problems).toContain(
      'Dates are insufficient: the text mentions 1 date or year, against a target of 2.',
    );
    expect(problems).not.toMatch(
      /quotes no one|names no organisation|mentions no year|no sentence \(of \d+\) gives/,
    );
  });

  it('scales the source target with length, between 2 and 8, with diminishing returns', () => {
    // 2 of 8 sources: the square root of a quarter.
    expect(assess({ sourcedSentences: sentences(2) }, 2000).signals[0]?.score).toBe(0.5);
    expect(assess({ sourcedSentences: sentences(2) }, 300).signals[0]?.score).toBe(1);
    expect(assess({ sourcedSentences: sentences(1) }, 300).signals[0]?.score).toBeCloseTo(0.71, 2);
  });

  it('asks a text shorter than 250 words for one source, not two', () => {
    expect(assess({ sourcedSentences: sentences(1) }, 100).signals[0]?.score).toBe(1);
    expect(assess({ sourcedSentences: sentences(0) }, 100).signals[0]?.fix?.detail).toContain(
      '0 of 1 expected citation',
    );
  });

  it('quotes an unsupported claim with its paragraph', () => {
    const claim = createSentence('Sales rose by 40% last year.', { paragraph: 2 });
    const found = signal({ claimCount: 2, unsupportedClaims: [claim] }, 'supported-claims');
    expect(found?.score).toBe(0.5);
    expect(found?.fix?.detail).toContain('‘Sales rose by 40% last year’ (paragraph 2)');
  });

  it('credits a checkable quotation and gives an unsourced one nothing', () => {
    expect(signal({ quotations: 1, attributedQuotations: 1 }, 'quotations')?.score).toBe(0.8);
    expect(signal({ quotations: 1, attributedQuotations: 0 }, 'quotations')?.score).toBe(0);
  });
});
