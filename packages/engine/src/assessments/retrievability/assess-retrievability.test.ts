import { describe, expect, it } from 'vitest';
import type { Paragraph } from '../../document/types.ts';
import type { OpeningKind } from '../../research/types.ts';
import { createResearch, createSentence, PERFECT_GATE } from '../test-research.ts';
import { assessRetrievability } from './assess-retrievability.ts';

const opening = (kind: OpeningKind, text = 'Cold brew is coffee steeped in cold water.') =>
  createResearch({
    wordCount: 400,
    retrieval: { opening: { kind, sentence: createSentence(text) } },
  });
const signal = (research: ReturnType<typeof createResearch>, id: string) =>
  assessRetrievability(research, PERFECT_GATE).signals.find((s) => s.id === id);

describe('assessRetrievability', () => {
  it('ranks openings: definition, direct, long, question, preamble', () => {
    const scores = (['definition', 'direct', 'indirect', 'question', 'preamble'] as const).map(
      (kind) => signal(opening(kind), 'answer-first')?.score ?? -1,
    );
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores[0]).toBe(1);
    expect(scores[4]).toBe(0.1);
  });

  it('quotes a preamble opening in its problem', () => {
    const found = signal(
      opening('preamble', 'In this article we will look at coffee.'),
      'answer-first',
    );
    expect(found?.problem).toBe(
      'A direct answer is missing from the opening: ‘In this article we will look at coffee’ announces the text instead of answering.',
    );
  });

  it('rewards paragraphs that stand alone and names those that point back', () => {
    const paragraph = (number: number) => ({ number }) as Paragraph;
    const research = createResearch({
      paragraphs: {
        count: 4,
        selfContained: [paragraph(1)],
        dangling: [paragraph(2), paragraph(3)],
      },
    });
    const found = signal(research, 'self-contained');
    expect(found?.score).toBeCloseTo(0.3);
    expect(found?.fix?.detail).toContain('Paragraphs 2 and 3 open with a word that points back');
  });

  it('counts definitions up to two', () => {
    const definitions = [
      createSentence('GEO is a practice.'),
      createSentence('A retriever is a search step.'),
    ];
    expect(
      signal(createResearch({ retrieval: { definitions: definitions.slice(0, 1) } }), 'definitions')
        ?.score,
    ).toBe(0.5);
    expect(signal(createResearch({ retrieval: { definitions } }), 'definitions')?.score).toBe(1);
  });

  it('asks for a summary only from 300 words', () => {
    expect(signal(createResearch({ wordCount: 200 }), 'summary')?.score).toBe(1);
    expect(signal(createResearch({ wordCount: 400 }), 'summary')?.score).toBe(0);
  });
});
