import { MAX_TARGET_QUESTION_LENGTH, MAX_TARGET_QUESTIONS } from '@citable/engine';

// The target questions' limits and messages without Zod (issue 35): the screens check a list
// with them before loading any schema; targets.ts builds the request schema on them.
export { MAX_TARGET_QUESTION_LENGTH, MAX_TARGET_QUESTIONS };

export const TARGET_MESSAGES = {
  notAList: 'Target questions must be a list of questions.',
  notText: 'Each target question must be text.',
  empty: 'A target question cannot be empty.',
  tooLong: `A target question can be at most ${MAX_TARGET_QUESTION_LENGTH} characters.`,
  tooMany: `At most ${MAX_TARGET_QUESTIONS} target questions can be given.`,
} as const;
