import { describe, expect, it } from 'vitest';
import { createResearch, createSentence, PERFECT_GATE } from '../test-research.ts';
import { assessConversationalAlignment } from './assess-conversational-alignment.ts';

const question = (text: string, isAnswered: boolean) => ({
  text,
  form: 'heading' as const,
  answer: createSentence(isAnswered ? 'Cold brew lasts two weeks.' : 'We love our customers.'),
  isAnswered,
});
const asked = (questions: ReturnType<typeof question>[], passageQuestions = 0) => ({
  substance: {
    ...createResearch().substance,
    questions: { questions, passageQuestions, isQuestionLed: passageQuestions >= 3 },
  },
});
const signal = (research: ReturnType<typeof createResearch>, id: string) =>
  assessConversationalAlignment(research, PERFECT_GATE).signals.find((s) => s.id === id);

describe('assessConversationalAlignment', () => {
  it('expects answered questions for 40% of headings, at least two', () => {
    const research = (count: number, headings: number) =>
      createResearch({
        wordCount: 600,
        structure: { headingCount: headings },
        ...asked(
          Array.from({ length: count }, () => question('How long does cold brew last?', true)),
        ),
      });
    expect(signal(research(1, 2), 'question-headings')?.score).toBe(0.5);
    expect(signal(research(2, 2), 'question-headings')?.score).toBe(1);
    expect(signal(research(2, 10), 'question-headings')?.score).toBe(0.5);
  });

  it('gives an unanswered question heading nothing, and asks for its answer', () => {
    const research = createResearch({
      wordCount: 600,
      structure: { headingCount: 2 },
      ...asked([question('How long does cold brew last?', true), question('Is it safe?', false)]),
    });
    const found = signal(research, 'question-headings');
    expect(found?.score).toBe(0.5);
    expect(found?.fix?.title).toBe('Answer each question below it');
  });

  it('expects one question heading of a text too short for a second section', () => {
    const research = (count: number, headings: number) =>
      createResearch({
        wordCount: 120,
        structure: { headingCount: headings },
        ...asked(
          Array.from({ length: count }, () => question('How long does cold brew last?', true)),
        ),
      });
    expect(signal(research(1, 1), 'question-headings')?.score).toBe(1);
    expect(signal(research(0, 0), 'question-headings')?.fix?.detail).toBe(
      'Head the text with the question it answers, in the words a reader would ask it (target: 1).',
    );
  });

  it('never tells a question-led text to phrase its headings as questions', () => {
    const research = createResearch({
      structure: { headingCount: 0 },
      ...asked([question('How long does cold brew last?', true)], 3),
    });
    expect(signal(research, 'question-headings')?.fix?.title).not.toBe(
      'Phrase headings as questions',
    );
  });

  it('scores the share of questions answered directly and names one that is not', () => {
    const research = createResearch(
      asked([
        question('How long does cold brew last?', true),
        question('Is it caffeinated?', false),
      ]),
    );
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
