import { describe, expect, it } from 'vitest';
import type { Heading } from '../../document/types.ts';
import { createResearch, createSentence, PERFECT_GATE } from '../test-research.ts';
import { assessConversationalAlignment } from './assess-conversational-alignment.ts';

const question = (text: string, isDirect: boolean) => ({
  heading: { text, level: 2, implicit: false, section: 1 } as Heading,
  answer: createSentence('Cold brew lasts two weeks.'),
  isDirect,
});
const signal = (research: ReturnType<typeof createResearch>, id: string) =>
  assessConversationalAlignment(research, PERFECT_GATE).signals.find((s) => s.id === id);

describe('assessConversationalAlignment', () => {
  it('expects question headings for 40% of headings, at least two', () => {
    const research = (count: number, headings: number) =>
      createResearch({
        structure: { headingCount: headings },
        conversation: {
          questionHeadings: Array.from({ length: count }, () => question('Why?', true)),
        },
      });
    expect(signal(research(1, 2), 'question-headings')?.score).toBe(0.5);
    expect(signal(research(2, 2), 'question-headings')?.score).toBe(1);
    expect(signal(research(2, 10), 'question-headings')?.score).toBe(0.5);
  });

  it('scores the share of questions answered directly and names one that is not', () => {
    const research = createResearch({
      conversation: {
        questionHeadings: [
          question('How long does it last?', true),
          question('Is it caffeinated?', false),
        ],
      },
    });
    const found = signal(research, 'direct-answers');
    expect(found?.score).toBe(0.5);
    expect(found?.fix?.detail).toContain('Under ‘Is it caffeinated’');
  });

  it('gives no direct-answer advice before there are question headings', () => {
    expect(signal(createResearch(), 'direct-answers')?.fix).toBeUndefined();
  });

  it('values an FAQ section, or several questions in the body', () => {
    expect(signal(createResearch({ conversation: { hasFaq: true } }), 'faq')?.score).toBe(1);
    expect(signal(createResearch({ conversation: { bodyQuestions: 3 } }), 'faq')?.score).toBe(0.5);
    expect(signal(createResearch(), 'faq')?.score).toBe(0);
  });

  it('rises as the text addresses the reader', () => {
    expect(
      signal(createResearch({ vocabulary: { secondPersonPer100: 1.5 } }), 'address')?.score,
    ).toBe(1);
    expect(
      signal(createResearch({ vocabulary: { secondPersonPer100: 0 } }), 'address')?.score,
    ).toBe(0);
  });
});
