import type { Heading } from '../document/types.ts';
import { QUESTION_START, READER_CALL_HEADING } from './word-lists.ts';

export function isQuestionHeading(heading: Heading): boolean {
  const text = heading.text.trim();
  if (READER_CALL_HEADING.test(text)) return false;
  return text.endsWith('?') || QUESTION_START.test(text);
}
