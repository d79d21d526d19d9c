import { findTypedAnswer } from '../passages/answer-types.ts';
import type { PassageSentence } from '../passages/types.ts';
import type { AnswerUnit, Target, TargetRetrieval } from './read-targets.ts';

/**
 * A passage answers a target only when it holds at least this share of the target's terms,
 * in its body or its heading: an answer of the right type (a figure, a date, steps) about
 * something else is no answer to it. Half, as the citation map's keyword match asks.
 */
export const TARGET_COVERAGE = 0.5;

/** How many of a target's terms a paragraph must hold (in its words or its heading). */
export function termsNeeded(count: number): number {
  return Math.ceil(count * TARGET_COVERAGE);
}

/**
 * The sentence of candidate `at` that answers the target with an answer of its type, or null
 * (findTypedAnswer, the citation map's own check). A heading that holds most of the target's
 * terms anchors the passage to it, as a question heading anchors the map's questions: its
 * sentences then need not repeat the terms.
 */
export function findTargetAnswer(
  target: Target,
  retrieval: TargetRetrieval,
  unit: AnswerUnit,
): PassageSentence | null {
  const passage = retrieval.candidates[unit.at];
  if (!passage || passage.wordCount === 0 || target.terms.length === 0) return null;
  const heading = retrieval.headingTerms[unit.at] ?? new Set();
  const needed = termsNeeded(target.terms.length);
  const isAnchored = target.terms.filter((term) => heading.has(term)).length >= needed;
  const held = target.terms.filter((term) => unit.terms.has(term) || heading.has(term)).length;
  if (held < needed) return null;
  const sentence = findTypedAnswer(
    {
      text: target.text,
      source: isAnchored ? 'question' : 'statement',
      type: target.type,
      passage: passage.index,
      terms: target.terms,
    },
    {
      ...passage,
      sentences: unit.sentences,
      wordCount: unit.sentences.reduce((sum, s) => sum + s.words.length, 0),
    },
    unit.read,
    retrieval.pack,
  );
  // A question in the text ("What is a DAO?") asks; it does not answer.
  return sentence && !sentence.text.trim().endsWith('?') ? sentence : null;
}
