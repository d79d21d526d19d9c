import type { Document, Heading, Sentence } from '../document/types.ts';
import { classifyOpening } from './measure-retrieval.ts';
import { isContentWord } from './measure-vocabulary.ts';
import { stem } from './stem.ts';
import type { AnsweredQuestion, ConversationResearch } from './types.ts';
import { FAQ_HEADING, QUESTION_START, READER_CALL_HEADING } from './word-lists.ts';

/** An answer longer than this buries the reply (SCORING.md, Conversational alignment). */
export const DIRECT_ANSWER_WORDS = 40;

export function isQuestionHeading(heading: Heading): boolean {
  const text = heading.text.trim();
  if (READER_CALL_HEADING.test(text)) return false;
  return text.endsWith('?') || QUESTION_START.test(text);
}

/** A direct answer is short, not a question or a preamble, and says yes/no or picks up the question's terms. */
export function isDirectAnswer(question: string, answer: Sentence | null): boolean {
  if (!answer || answer.words.length > DIRECT_ANSWER_WORDS) return false;
  const opening = classifyOpening(answer);
  if (opening === 'preamble' || opening === 'question') return false;
  if (/^(?:yes|no)\b/i.test(answer.text)) return true;
  const asked = new Set(
    question
      .toLowerCase()
      .split(/[^\p{L}\p{N}'-]+/u)
      .filter(isContentWord)
      .map(stem),
  );
  // A question of no content word of its own ("What?" under pino's "Pino is an OPEN Open
  // Source Project") asks about the heading above it: its answer has no words to pick up, and
  // a short first sentence that is no preamble answers it directly.
  if (asked.size === 0) return true;
  return answer.words.some((word) => asked.has(stem(word)));
}

export function measureConversation(document: Document): ConversationResearch {
  const questionHeadings: AnsweredQuestion[] = document.headings
    .filter(isQuestionHeading)
    .map((heading) => {
      const answer = document.sections[heading.section]?.sentences[0] ?? null;
      return { heading, answer, isDirect: isDirectAnswer(heading.text, answer) };
    });
  return {
    questionHeadings,
    hasFaq: document.headings.some((heading) => FAQ_HEADING.test(heading.text)),
    bodyQuestions: document.sentences.filter((sentence) => sentence.text.trim().endsWith('?'))
      .length,
  };
}
