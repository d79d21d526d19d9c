import {
  type Phrased,
  phraseDefinitionQuestion,
  phraseHeadingQuestion,
  phraseStatementQuestion,
} from './phrase-questions.ts';
import { termsOfText } from './retrieval-terms.ts';
import type { DerivedQuestion, Passage, QuestionSource } from './types.ts';

/** At most this many questions from the sentences of one passage (its heading adds one). */
export const MAX_SENTENCE_QUESTIONS = 3;
/** Sentences read for definitions and statements: the answer a passage offers is near its top. */
const SENTENCES_READ = 6;

/** Passages a retriever indexes and quotes: prose, lists and tables. */
export function isRetrievable(passage: Passage): boolean {
  return passage.kind === 'prose' || passage.kind === 'list' || passage.kind === 'table';
}

/**
 * The questions a passage answers, from its own words: its heading (or FAQ question), the
 * terms it defines ("X is a…"), and what its subjects do ("X lets…", "X can…"). A heading
 * split over several passages asks its question once, of the first.
 */
export function deriveQuestions(
  passage: Passage,
  previous: Passage | undefined,
): DerivedQuestion[] {
  if (!isRetrievable(passage)) return [];
  const questions: DerivedQuestion[] = [];
  const seen = new Set<string>();
  const add = (phrased: Phrased | null, source: QuestionSource) => {
    if (!phrased) return;
    const key = phrased.text.toLowerCase();
    const terms = [...new Set(termsOfText(phrased.slot))];
    if (seen.has(key) || terms.length === 0) return;
    seen.add(key);
    questions.push({ text: phrased.text, source, passage: passage.index, terms });
  };
  const isFirstUnderHeading = !previous || previous.heading !== passage.heading;
  if (passage.heading && isFirstUnderHeading) {
    const isHowTo = /^how to\s/i.test(passage.heading);
    add(
      phraseHeadingQuestion(passage.heading, passage.isQuestionLed),
      passage.isQuestionLed && !isHowTo ? 'question' : 'heading',
    );
  }
  let fromSentences = 0;
  for (const sentence of passage.sentences.slice(0, SENTENCES_READ)) {
    if (fromSentences >= MAX_SENTENCE_QUESTIONS) break;
    const before = questions.length;
    const text = sentence.text.slice(0, 400);
    if (!text.trim().endsWith('?')) {
      add(phraseDefinitionQuestion(text), 'definition');
      if (questions.length === before) add(phraseStatementQuestion(text), 'statement');
    }
    fromSentences += questions.length - before;
  }
  return questions;
}
