import {
  MAX_TARGET_QUESTION_LENGTH,
  MAX_TARGET_QUESTIONS,
  TARGET_MESSAGES,
} from './target-limits.ts';
import { z } from './zod.ts';

/*
 * Issue 36: target questions. The writer names up to ten questions (or keyphrases) the text
 * should be cited for; the analyzer reports on each and the improver edits toward them. The
 * engine's TargetReport and TargetImprovement have these shapes (engine-contract.ts).
 */
export { MAX_TARGET_QUESTION_LENGTH, MAX_TARGET_QUESTIONS, TARGET_MESSAGES };

/** Folded for comparison: the same question typed twice is one target. */
const sameQuestion = (text: string) => text.toLowerCase().replace(/\s+/g, ' ');

/**
 * Each question trimmed, none empty or over the limit; at most ten; a question repeated (in
 * any case or spacing) is kept once, the first time it is given. Leaving it out, or an empty
 * list, is the call without targets.
 */
export const TargetQuestions = z
  .array(
    z
      .string({ error: TARGET_MESSAGES.notText })
      .trim()
      .min(1, TARGET_MESSAGES.empty)
      .max(MAX_TARGET_QUESTION_LENGTH, TARGET_MESSAGES.tooLong),
    { error: TARGET_MESSAGES.notAList },
  )
  .max(MAX_TARGET_QUESTIONS, TARGET_MESSAGES.tooMany)
  .transform((questions) => {
    const seen = new Set<string>();
    return questions.filter((question) => {
      const key = sameQuestion(question);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  })
  .optional();
export type TargetQuestions = z.infer<typeof TargetQuestions>;

export const TargetVerdict = z.enum(['answered-first', 'answered-buried', 'not-answered']);
export type TargetVerdict = z.infer<typeof TargetVerdict>;

export const AnswerType = z.enum([
  'cost',
  'amount',
  'date',
  'duration',
  'steps',
  'definition',
  'comparison',
  'safety',
  'open',
]);
export type AnswerType = z.infer<typeof AnswerType>;

export const TargetPassage = z.object({
  number: z.number().int().min(1),
  label: z.string(),
});
export type TargetPassage = z.infer<typeof TargetPassage>;

export const TargetAnswer = TargetPassage.extend({
  keywordRank: z.number().int().min(1),
  semanticRank: z.number().int().min(1).nullable(),
  rank: z.number().int().min(1),
  quote: z.string(),
});
export type TargetAnswer = z.infer<typeof TargetAnswer>;

export const TargetOutline = z.object({
  answerShape: z.string(),
  nearbyFacts: z.array(z.string()),
  outline: z.array(z.string()),
});
export type TargetOutline = z.infer<typeof TargetOutline>;

export const TargetReport = z.object({
  question: z.string(),
  answerType: AnswerType,
  verdict: TargetVerdict,
  firstByKeyword: TargetPassage.nullable(),
  firstByMeaning: TargetPassage.nullable(),
  answer: TargetAnswer.nullable(),
  note: z.string(),
  outline: TargetOutline.nullable(),
});
export type TargetReport = z.infer<typeof TargetReport>;

export const TargetImprovement = z.object({
  question: z.string(),
  answerType: AnswerType,
  before: TargetReport,
  after: TargetReport,
  editIds: z.array(z.string()),
  warning: z.string().nullable(),
});
export type TargetImprovement = z.infer<typeof TargetImprovement>;
