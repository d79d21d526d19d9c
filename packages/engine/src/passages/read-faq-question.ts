import type { PassageSentence } from './types.ts';

// FAQ layouts real documents use: "Q:"/"A:" (or "Q."/"A."), "Question:"/"Answer:", and numbered
// questions ("1.2. How do I...?") with the answer below. Each question leads a passage of its
// own, as a question heading does.

const QUESTION_MARK = /^(?:q|question)\s{0,3}[:.)]\s*/i;
const ANSWER_MARK = /^(?:a|answer)\s{0,3}[:.)]\s*/i;
const NUMBER_MARK = /^\(?\d{1,3}(?:\.\d{1,3}){0,3}[.)]?\s+(?=\S)/;
/** A question standing alone as a paragraph is a heading when it is this short. */
const MAX_QUESTION_WORDS = 30;

export interface FaqSplit {
  question: string;
  answer: PassageSentence[];
}

function dropMark(sentence: PassageSentence, mark: RegExp): PassageSentence {
  const text = sentence.text.replace(mark, '');
  const dropped = sentence.text.length - text.length;
  if (dropped === 0) return sentence;
  // The mark is one token ("Q", "A", "1.2"): drop it from the words too.
  const marks = sentence.text.slice(0, dropped).match(/[\p{L}\p{N}]+(?:\.[\p{L}\p{N}]+)*/gu);
  return { text, words: sentence.words.slice(marks?.length ?? 0) };
}

/**
 * A heading's text without an FAQ mark: the document model takes a short "Q: …?" or "1.2. …?"
 * line above a longer one for a heading, which is right, but the mark is not the question.
 */
export function stripQuestionMark(heading: string): string {
  const unmarked = heading.replace(QUESTION_MARK, '');
  if (unmarked !== heading) return unmarked;
  return heading.trim().endsWith('?') ? heading.replace(NUMBER_MARK, '') : heading;
}

export function stripAnswerMark(sentences: PassageSentence[]): PassageSentence[] {
  const [first, ...rest] = sentences;
  return first && ANSWER_MARK.test(first.text)
    ? [dropMark(first, ANSWER_MARK), ...rest]
    : sentences;
}

const isQuestion = (sentence: PassageSentence) => /\?["'”’)]*$/.test(sentence.text.trim());

/**
 * A block that opens with an FAQ question: the question (marks dropped) and the answer that
 * follows it in the same block (possibly none). Null for any other block.
 */
export function readFaqQuestion(
  sentences: PassageSentence[],
  isListItem: boolean,
): FaqSplit | null {
  const first = sentences[0];
  if (!first) return null;
  let mark: RegExp | null = null;
  if (QUESTION_MARK.test(first.text)) mark = QUESTION_MARK;
  else if ((isListItem || NUMBER_MARK.test(first.text)) && isQuestion(first)) mark = NUMBER_MARK;
  else if (
    sentences.every(isQuestion) &&
    sentences.reduce((sum, sentence) => sum + sentence.words.length, 0) <= MAX_QUESTION_WORDS
  )
    mark = NUMBER_MARK;
  if (!mark) return null;
  // The question runs to its question mark (a "Q:" question may take several sentences).
  let end = sentences.findIndex(isQuestion);
  if (end < 0 || (mark === QUESTION_MARK && sentences.slice(1, end + 1).some(isAnswer)))
    end = Math.max(0, sentences.findIndex(isAnswer) - 1);
  const question = sentences
    .slice(0, end + 1)
    .map((sentence, index) => (index === 0 ? dropMark(sentence, mark) : sentence).text)
    .join(' ')
    .trim();
  if (!question) return null;
  return { question, answer: stripAnswerMark(sentences.slice(end + 1)) };
}

const isAnswer = (sentence: PassageSentence) => ANSWER_MARK.test(sentence.text);

/** The text opens with a "Q:" or "Question:" mark. */
export function isMarkedQuestion(text: string): boolean {
  return QUESTION_MARK.test(text);
}
