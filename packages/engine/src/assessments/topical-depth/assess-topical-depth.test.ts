import { describe, expect, it } from 'vitest';
import { createResearch, PERFECT_GATE } from '../test-research.ts';
import { assessTopicalDepth } from './assess-topical-depth.ts';

const signal = (research: ReturnType<typeof createResearch>, id: string) =>
  assessTopicalDepth(research, PERFECT_GATE).signals.find((s) => s.id === id);

describe('assessTopicalDepth', () => {
  it('grows with length between 150 and 900 words', () => {
    expect(signal(createResearch({ wordCount: 150 }), 'length')?.score).toBe(0);
    expect(signal(createResearch({ wordCount: 525 }), 'length')?.score).toBe(0.5);
    expect(signal(createResearch({ wordCount: 900 }), 'length')?.score).toBe(1);
  });

  it('rewards varied vocabulary and penalises the same words recurring', () => {
    const varied = signal(createResearch({ vocabulary: { lexicalVariety: 0.8 } }), 'variety');
    const narrow = signal(createResearch({ vocabulary: { lexicalVariety: 0.5 } }), 'variety');
    expect(varied?.score).toBe(1);
    expect(narrow?.score).toBe(0);
    expect(narrow?.problem).toContain('0.5');
  });

  it('states the number of examples when there are some but too few', () => {
    const one = signal(
      createResearch({ vocabulary: { exampleMarkers: 1 }, wordCount: 300 }),
      'examples',
    );
    expect(one?.problem).toBe('Examples are insufficient: 1 example against a target of 3.');
    const none = signal(
      createResearch({ vocabulary: { exampleMarkers: 0 }, wordCount: 300 }),
      'examples',
    );
    expect(none?.problem).toMatch(/^Examples are missing: no ‘for example’/);
  });

  it('counts examples up to three', () => {
    expect(signal(createResearch({ vocabulary: { exampleMarkers: 3 } }), 'examples')?.score).toBe(
      1,
    );
    expect(
      signal(createResearch({ vocabulary: { exampleMarkers: 0 } }), 'examples')?.problem,
    ).toContain('missing');
  });

  it('scores a long, varied, specific text high', () => {
    const research = createResearch({
      wordCount: 1000,
      vocabulary: { lexicalVariety: 0.85, distinctContentWords: 300, exampleMarkers: 4 },
      sources: {
        statisticSentences: [],
        namedSources: Array.from({ length: 25 }, (_, i) => `Name ${i}`),
      },
    });
    expect(assessTopicalDepth(research, PERFECT_GATE).score).toBe(80);
  });
});
