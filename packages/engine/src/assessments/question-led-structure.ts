import type { Research } from '../research/types.ts';

/**
 * In an FAQ written as "Q:" paragraphs or numbered questions (the xz FAQ), each question
 * divides the text as a heading does: a reader scans the questions. Returns how many such
 * questions there are and the longest stretch of words between two of them or a heading; null
 * when the text is not led by questions written in its body.
 */
export function readQuestionLedStructure(
  research: Research,
): { dividers: number; longest: { words: number; question: string | null } } | null {
  const { questions, isQuestionLed } = research.substance.questions;
  const inBody = questions.filter((question) => question.form === 'passage');
  if (!isQuestionLed || inBody.length === 0) return null;
  const starts = new Map(
    inBody.flatMap((question) => (question.answer ? [[question.answer, question.text]] : [])),
  );
  let longest = { words: 0, question: null as string | null };
  let current = { words: 0, question: null as string | null };
  let section = -1;
  for (const sentence of research.document.sentences) {
    const question = starts.get(sentence);
    if (question !== undefined || sentence.section !== section) {
      current = { words: 0, question: question ?? null };
      section = sentence.section;
    }
    current.words += sentence.words.length;
    if (current.words > longest.words) longest = { ...current };
  }
  return { dividers: inBody.length, longest };
}
