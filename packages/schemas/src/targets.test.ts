import { describe, expect, it } from 'vitest';
import { AnalyzeRequest, ImproveRequest, RescoreImprovementRequest } from './functions.ts';
import {
  MAX_TARGET_QUESTION_LENGTH,
  MAX_TARGET_QUESTIONS,
  TARGET_MESSAGES,
  TargetQuestions,
} from './targets.ts';

const firstMessage = (value: unknown) => {
  const parsed = TargetQuestions.safeParse(value);
  return parsed.success ? null : parsed.error.issues[0]?.message;
};

describe('target questions in a request', () => {
  it('trims each, keeps a repeat once, and leaves out nothing else', () => {
    expect(TargetQuestions.parse(['  How much?  ', 'how   MUCH?', 'When?'])).toEqual([
      'How much?',
      'When?',
    ]);
    expect(TargetQuestions.parse(undefined)).toBeUndefined();
    expect(TargetQuestions.parse([])).toEqual([]);
  });

  it('takes the limits themselves and refuses one past them, with its message', () => {
    const longest = 'q'.repeat(MAX_TARGET_QUESTION_LENGTH);
    expect(TargetQuestions.parse([longest])).toEqual([longest]);
    expect(firstMessage([`${longest}q`])).toBe(TARGET_MESSAGES.tooLong);
    const most = Array.from({ length: MAX_TARGET_QUESTIONS }, (_, i) => `Question ${i}?`);
    expect(TargetQuestions.parse(most)).toHaveLength(MAX_TARGET_QUESTIONS);
    expect(firstMessage([...most, 'One more?'])).toBe(TARGET_MESSAGES.tooMany);
  });

  it('says what is wrong with a list that is not one of questions', () => {
    expect(firstMessage('How much?')).toBe(TARGET_MESSAGES.notAList);
    expect(firstMessage([3])).toBe(TARGET_MESSAGES.notText);
    expect(firstMessage([' \n '])).toBe(TARGET_MESSAGES.empty);
  });

  it('is optional on analyze, improve and rescoring alike', () => {
    for (const schema of [AnalyzeRequest, ImproveRequest]) {
      expect(schema.parse({ content: 'Text.' }).targetQuestions).toBeUndefined();
      expect(
        schema.parse({ content: 'Text.', targetQuestions: [' Why? '] }).targetQuestions,
      ).toEqual(['Why?']);
    }
    const rescore = { content: 'Text.', acceptedEditIds: [] };
    expect(RescoreImprovementRequest.parse(rescore).targetQuestions).toBeUndefined();
    expect(RescoreImprovementRequest.safeParse({ ...rescore, targetQuestions: [''] }).success).toBe(
      false,
    );
  });
});
