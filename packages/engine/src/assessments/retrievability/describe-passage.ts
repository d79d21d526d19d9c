import type { Focus } from '../../evidence/types.ts';
import type { Passage, QuestionTest } from '../../passages/types.ts';
import { quoteName, quoteSentence } from '../quote.ts';
import type { Signal } from '../signal.ts';

/** "passage 3 under ‘Installing from source’" or "passage 1 (‘Widget is a tool that…’)". */
export function describePassage(passage: Passage): string {
  const number = `passage ${passage.index + 1}`;
  const heading = passage.heading ? quoteName(passage.heading) : null;
  if (heading) return `${number} under ${heading}`;
  const opening = passage.sentences[0] ? quoteSentence(passage.sentences[0].text) : null;
  return opening ? `${number} (${opening})` : number;
}

/** Where the passage describePassage names stands, for a problem and a fix that name it. */
export function aboutPassage(passage: Passage | undefined): Signal['about'] {
  if (!passage || passage.sentences.length === 0) return undefined;
  const focus: Focus = { passageSentences: passage.sentences.map((sentence) => sentence.text) };
  return { problem: focus, fix: focus };
}

/** The question as a short safe quotation (the parser splits at ". " and reads "?" lines). */
export function quoteQuestion(test: QuestionTest): string {
  return (
    quoteSentence(test.question.text, { min: 1, max: 10 }) ?? `‘${test.question.terms.join(' ')}’`
  );
}
