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

/**
 * The weighed share of the target's terms a paragraph holds, in its words or its heading: of
 * all its terms, or of those of the sentence that asks (Target.askedTerms), whichever is more.
 */
export function coverageOf(
  target: Target,
  weights: readonly number[],
  retrieval: TargetRetrieval,
  unit: AnswerUnit,
): number {
  const heading = retrieval.headingTerms[unit.at] ?? new Set();
  const shareOf = (terms: readonly string[]) => {
    let held = 0;
    let total = 0;
    for (const term of terms) {
      const weight = weights[target.terms.indexOf(term)] ?? 0;
      total += weight;
      if (unit.terms.has(term) || heading.has(term)) held += weight;
    }
    return total > 0 ? held / total : 0;
  };
  return Math.max(shareOf(target.terms), shareOf(target.askedTerms));
}

/**
 * How many of the target's terms the page must use, whatever their weight: one shared word is
 * the page's subject as often as the question's ("zlib" in an answer of zlib's FAQ, asked "Is
 * zlib thread-safe?"), so a target of two terms or more needs two of them on the page. Counted
 * on the page, not the paragraph: an answer may leave the page's subject unsaid ("The Starter
 * plan costs $12" answers "How much does Ledgerly cost?").
 */
const MIN_PAGE_TERMS = 2;

const pageHolds = (target: Target, retrieval: TargetRetrieval) =>
  target.terms.filter((term) => retrieval.termSets.some((terms) => terms.has(term))).length;

/**
 * A question in the text ("What is a DAO?") asks, and a sentence quoting one ('See the answer
 * to the "Does lsof support wide characters?" question') points elsewhere: neither answers. A
 * question mark inside a word (a link's "?q=") is neither.
 */
const asksOrQuotesQuestion = (text: string) => /\?(?=["'”’»)\s]|$)/u.test(text.trim());

/**
 * An open question's answer (findTypedAnswer asks for a sentence an engine would quote alone):
 * failing one, a statement of the paragraph holding most of the target's terms. The verdict
 * says whether the text answers; whether the answer quotes well alone is what the
 * answer-first and subject edits improve ("No. The files in contrib are not part of zlib."
 * answers its question though "No." leans on it).
 */
function findOpenStatement(target: Target, unit: AnswerUnit): PassageSentence | null {
  let best: PassageSentence | null = null;
  let bestShared = 0;
  for (const read of unit.read) {
    if (asksOrQuotesQuestion(read.sentence.text)) continue;
    const shared = target.terms.filter((term) => read.terms.has(term)).length;
    if (shared > bestShared) {
      best = read.sentence;
      bestShared = shared;
    }
  }
  return best;
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
  if (pageHolds(target, retrieval) < Math.min(MIN_PAGE_TERMS, target.terms.length)) return null;
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
  if (sentence && !asksOrQuotesQuestion(sentence.text)) return sentence;
  // A heading claims what the paragraph must show: its own words must hold the terms.
  const isShownByWords =
    coverageOf(target, weights, { ...retrieval, headingTerms: [] }, unit) >= TARGET_COVERAGE;
  return target.type === 'open' && isShownByWords ? findOpenStatement(target, unit) : null;
}
