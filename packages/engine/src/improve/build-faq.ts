import { readDefinedTerm } from '../research/measure-retrieval.ts';
import type { RawSentence } from './raw-sentences.ts';

export interface FaqEntry {
  question: string;
  answer: string;
}

export const MAX_FAQ_ENTRIES = 5;
const MAX_QUESTION_WORDS = 16;
const PRONOUN = /\b(?:it|its|they|them|this|that|these|those|he|she|him|her)\b/i;

/** Lowercases a sentence-initial capital unless the word is a name. */
export type CaseFixer = (phrase: string) => string;

/** The predicate up to its first clause break, without closing stops; linear in time. */
function trimPredicate(text: string): string {
  const clause = (
    text.replace(/\s+/g, ' ').split(/,|;| (?:and|but|because|so|while|although|which) /i)[0] ?? ''
  ).trim();
  let end = clause.length;
  while (end > 0 && '.!?'.includes(clause.charAt(end - 1))) end--;
  return clause.slice(0, end).trim();
}

/** "Heat pumps can not work..." would ask "Can heat pumps not work...?": left out. */
const NEGATION = /\b(?:not|never|cannot|no longer)\b|n['’]t\b/i;

/** A question the sentence itself answers, built only from its own words; null if none fits. */
function askOf(text: string, fixCase: CaseFixer): string | null {
  if (NEGATION.test(text.split(',')[0] ?? '')) return null;
  const defined = readDefinedTerm(text);
  if (defined && !PRONOUN.test(defined.term))
    return `What ${defined.verb} ${fixCase(defined.term)}?`;
  const made = /^(.{3,60}?)\s+(is|are)\s+made\s+(?:by|from|with|in)\b/i.exec(text);
  if (made && !PRONOUN.test(made[1] as string))
    return `How ${(made[2] as string).toLowerCase()} ${fixCase(made[1] as string)} made?`;
  const purpose = /^To\s+([^,]{3,60}),\s+\S/.exec(text);
  if (purpose && !PRONOUN.test(purpose[1] as string)) return `How do you ${purpose[1]}?`;
  const ability = /^([^,]{2,40}?)\s+can\s+(.{3,})$/i.exec(text);
  if (ability && !PRONOUN.test(ability[1] as string)) {
    const predicate = trimPredicate(ability[2] as string);
    if (predicate.split(/\s+/).length >= 2 && !PRONOUN.test(predicate))
      return `Can ${fixCase(ability[1] as string)} ${predicate}?`;
  }
  return null;
}

/**
 * An FAQ whose answers are the text's own statements (issue 3): each question is rebuilt from
 * a definition ("X is a..." -> "What is X?"), a "made by" sentence, a "To X, ..." instruction or
 * a "can" statement. Questions the text already asks are left out.
 */
export function buildFaq(
  sentences: readonly RawSentence[],
  fixCase: CaseFixer,
  asked: ReadonlySet<string>,
): FaqEntry[] {
  const entries: FaqEntry[] = [];
  const seen = new Set([...asked].map((question) => question.toLowerCase()));
  for (const { raw, sentence } of sentences) {
    if (entries.length >= MAX_FAQ_ENTRIES) break;
    const question = askOf(sentence.text, fixCase);
    if (!question || question.split(/\s+/).length > MAX_QUESTION_WORDS) continue;
    if (seen.has(question.toLowerCase())) continue;
    seen.add(question.toLowerCase());
    entries.push({ question, answer: raw });
  }
  return entries;
}
