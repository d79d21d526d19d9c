import { findTypedAnswer } from '../passages/answer-types.ts';
import type { PassageSentence } from '../passages/types.ts';
import type { AnswerUnit, Target, TargetRetrieval } from './read-targets.ts';

/**
 * A paragraph answers a target only when it holds at least this share of the target's terms,
 * weighed by their rarity on the page (termWeights), in its words or its passage's heading:
 * an answer of the right type (a figure, a date, steps) about something else is no answer to
 * it. Half, as the citation map's keyword match asks.
 */
export const TARGET_COVERAGE = 0.5;

/** The weighed share of the target's terms a paragraph holds, in its words or its heading. */
export function coverageOf(
  target: Target,
  weights: readonly number[],
  retrieval: TargetRetrieval,
  unit: AnswerUnit,
): number {
  const heading = retrieval.headingTerms[unit.at] ?? new Set();
  let held = 0;
  let total = 0;
  target.terms.forEach((term, index) => {
    const weight = weights[index] ?? 0;
    total += weight;
    if (unit.terms.has(term) || heading.has(term)) held += weight;
  });
  return total > 0 ? held / total : 0;
}

/**
 * The sentence of the paragraph that answers the target with an answer of its type, or null
 * (findTypedAnswer, the citation map's own check), once the paragraph holds the target's
 * terms (coverageOf). A heading that holds most of them anchors the passage to the target, as
 * a question heading anchors the map's questions: its sentences then need not repeat them.
 */
export function findTargetAnswer(
  target: Target,
  weights: readonly number[],
  retrieval: TargetRetrieval,
  unit: AnswerUnit,
): PassageSentence | null {
  const passage = retrieval.candidates[unit.at];
  if (!passage || passage.wordCount === 0 || target.terms.length === 0) return null;
  if (coverageOf(target, weights, retrieval, unit) < TARGET_COVERAGE) return null;
  const heading = retrieval.headingTerms[unit.at] ?? new Set();
  const anchoring = weights.reduce(
    (sum, weight, index) => sum + (heading.has(target.terms[index] ?? '') ? weight : 0),
    0,
  );
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const isAnchored = total > 0 && anchoring / total >= TARGET_COVERAGE;
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
