import type { Document, Sentence } from '../document/types.ts';
import { contentKeys } from './content-keys.ts';
import { isQuestionHeading } from './measure-conversation.ts';

// Which questions the text asks, and whether the text below each one answers it. A question
// heading counts only when answered (issue 10, point 3): the passage below must pick up the
// question's own content words. Questions are read in every form real FAQs use: headings,
// "Q:" / "Q." paragraphs and numbered questions ("1.1. How do you...?").

export interface AskedQuestion {
  text: string;
  /** Heading (markdown or plain-text title) or a question opening a passage of the body. */
  form: 'heading' | 'passage';
  /** The first sentence after the question, or null when nothing follows it. */
  answer: Sentence | null;
  /** The text below picks up at least one of the question's content words. */
  isAnswered: boolean;
}

export interface QuestionResearch {
  questions: AskedQuestion[];
  /** Questions written as passages of the body ("Q:" or numbered), not as headings. */
  passageQuestions: number;
  /** FAQ-shaped text: three or more answered questions, leading 40% or more of its sections and passages. */
  isQuestionLed: boolean;
}

/** "Q:", "Q.", "Question:", "1.", "1.1." or "2)" before a question. */
const QUESTION_MARKER = /^(?:Q\s{0,2}[:.)]|Question\s{0,2}:|\d{1,3}(?:\.\d{1,3}){0,3}[.)]?\s)/i;
const ANSWER_MARKER = /^A\s{0,2}[:.)]\s/;
/** Words of the answer read against the question: about one passage. */
const ANSWER_WORDS = 120;

function isQuestionOpening(sentence: Sentence, passageSentences: number): boolean {
  const text = sentence.text.trim();
  if (ANSWER_MARKER.test(text)) return false;
  if (/^Q\s{0,2}[:.)]/i.test(text)) return true;
  if (!text.endsWith('?')) return false;
  return QUESTION_MARKER.test(text) || passageSentences === 1;
}

function answers(question: string, below: readonly Sentence[]): boolean {
  const asked = contentKeys(
    question
      .replace(QUESTION_MARKER, '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}'’.-]+/u),
  );
  if (asked.size === 0) return below.length > 0;
  let words = 0;
  for (const sentence of below) {
    if (/^(?:yes|no|oui|non|sí|ja|nein)\b/i.test(sentence.text.replace(ANSWER_MARKER, '')))
      return true;
    for (const key of contentKeys(sentence.words)) if (asked.has(key)) return true;
    words += sentence.words.length;
    if (words >= ANSWER_WORDS) break;
  }
  return false;
}

export function measureQuestions(document: Document): QuestionResearch {
  const questions: AskedQuestion[] = [];
  const passageSize = new Map<number, number>();
  for (const sentence of document.sentences)
    passageSize.set(sentence.passage, (passageSize.get(sentence.passage) ?? 0) + 1);
  for (const section of document.sections) {
    const { heading, sentences } = section;
    // Body questions first, so a heading's answer stops where the first of them starts.
    const openings: number[] = [];
    let lastPassage = -1;
    sentences.forEach((sentence, index) => {
      const opensPassage = sentence.passage !== lastPassage;
      lastPassage = sentence.passage;
      if (opensPassage && isQuestionOpening(sentence, passageSize.get(sentence.passage) ?? 1))
        openings.push(index);
    });
    if (heading && isQuestionHeading(heading)) {
      const below = sentences.slice(0, openings[0] ?? sentences.length);
      questions.push({
        text: heading.text,
        form: 'heading',
        answer: below[0] ?? null,
        isAnswered: answers(heading.text, below),
      });
    }
    openings.forEach((start, k) => {
      const question = sentences[start] as Sentence;
      const below = sentences.slice(start + 1, openings[k + 1] ?? sentences.length);
      questions.push({
        text: question.text,
        form: 'passage',
        answer: below[0] ?? null,
        isAnswered: answers(question.text, below),
      });
    });
  }
  const passageQuestions = questions.filter((question) => question.form === 'passage').length;
  const units = Math.max(1, document.headings.length + passageQuestions);
  // Only answered questions make an FAQ: headings phrased as questions over unrelated text
  // must not earn the credit an FAQ gets.
  const answered = questions.filter((question) => question.isAnswered).length;
  return {
    questions,
    passageQuestions,
    isQuestionLed: answered >= 3 && answered >= units * 0.4,
  };
}
