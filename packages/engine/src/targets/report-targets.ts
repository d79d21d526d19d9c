import { holdsAnswerType } from '../passages/answer-types.ts';
import { labelOf } from '../passages/build-citation-map.ts';
import { outlineFor, writeNote } from './describe-target.ts';
import { coverageOf, findTargetAnswer } from './find-target-answer.ts';
import { type AnswerUnit, readTarget, type Target, type TargetRetrieval } from './read-targets.ts';
import type { TargetAnswer, TargetPassage, TargetReport, TargetVerdict } from './types.ts';

/** Nearby facts offered for a target no passage answers. */
const MAX_NEARBY = 3;

/** 1 when first; ties count against the passage, as in the citation map. */
function rankIn(scores: readonly number[], at: number): number {
  const own = scores[at] ?? 0;
  return 1 + scores.filter((score, other) => other !== at && score >= own).length;
}

function firstOf(
  scores: readonly number[] | null,
  retrieval: TargetRetrieval,
): TargetPassage | null {
  if (!scores) return null;
  let best = -1;
  scores.forEach((score, at) => {
    if (score > 0 && (best < 0 || score > (scores[best] ?? 0))) best = at;
  });
  const passage = retrieval.candidates[best];
  return passage ? { number: passage.index + 1, label: labelOf(passage) } : null;
}

/**
 * Sentences the writer could build an answer from: those of the passages richest in the
 * target's terms, ones holding a figure of the asked type first.
 */
function findNearby(target: Target, retrieval: TargetRetrieval, keyword: number[]): string[] {
  const order = keyword
    .map((score, at) => ({ score, at }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3);
  const sentences = order.flatMap(({ at }) =>
    (retrieval.sentences[at] ?? []).filter((read) =>
      target.terms.some((term) => read.terms.has(term)),
    ),
  );
  const typed = sentences.filter((read) =>
    target.type === 'open'
      ? false
      : holdsAnswerType(target.type, read.sentence.text, retrieval.pack),
  );
  return [...new Set([...typed, ...sentences].map((read) => read.sentence.text))].slice(
    0,
    MAX_NEARBY,
  );
}

interface Ranked {
  keywordRank: number;
  semanticRank: number | null;
}

/**
 * Retrieval order, which settles a tie between paragraphs holding the target's terms alike:
 * by keyword rank, then by meaning. The keyword retriever leads: it finds the true answer
 * about twice as often as the meaning one on the benchmark's real questions (QUESTION_WEIGHTS).
 */
function byRetrieval(a: Ranked, b: Ranked): number {
  return (
    a.keywordRank - b.keywordRank ||
    (a.semanticRank ?? Number.MAX_SAFE_INTEGER) - (b.semanticRank ?? Number.MAX_SAFE_INTEGER)
  );
}

export interface TargetFinding {
  report: TargetReport;
  /** Index among the retrieval's candidates of the answering passage, or -1. */
  answerAt: number;
  /**
   * Another paragraph holds the target's terms nearly as well as the answering one: which of
   * them answers cannot be told from the text, so no edit is made for the target.
   */
  rival: TargetPassage | null;
  /**
   * A buried answer whose paragraph neither retriever ranks first among the page's paragraphs
   * either: only the engine's reading of the terms picked it against both retrievers, so no
   * edit is made for the target (on the tuning files two such question headings in three
   * went over another answer: docs/journal/target-questions.md).
   */
  isUnsupported: boolean;
}

/**
 * The answering paragraph must hold the target's terms (weighed, coverageOf) by at least this
 * much more than any paragraph of another passage; otherwise the text does not say which of
 * them the question is about, and a heading over either may sit over the wrong answer. Chosen
 * on the improver's tuning files (docs/journal/target-questions.md).
 */
export const RIVAL_MARGIN = 0.05;

type RankedUnit = Ranked & { unit: AnswerUnit; coverage: number; passage: Ranked };

/**
 * The best-covering paragraph of another passage that answers the target too (an answer of
 * its type: a paragraph holding the words but no duration does not answer "how long"), when
 * it comes within RIVAL_MARGIN of the chosen one.
 */
function findRival(
  target: Target,
  weights: readonly number[],
  units: readonly RankedUnit[],
  chosen: RankedUnit,
  retrieval: TargetRetrieval,
): TargetPassage | null {
  const rival = units
    .filter(
      (other) =>
        other.unit.at !== chosen.unit.at && other.coverage > chosen.coverage - RIVAL_MARGIN,
    )
    .sort((a, b) => b.coverage - a.coverage)
    .find((other) => findTargetAnswer(target, weights, retrieval, other.unit) !== null);
  const passage = rival ? retrieval.candidates[rival.unit.at] : undefined;
  return passage ? { number: passage.index + 1, label: labelOf(passage) } : null;
}

/**
 * The truth of one target (issue 36): the passage each retriever ranks first, the paragraph
 * that answers it (an answer of the question's type, in the paragraph holding most of the
 * question's terms weighed by their rarity on the page), its passage's rank, and the verdict.
 */
export function findTarget(question: string, retrieval: TargetRetrieval): TargetFinding {
  const target = readTarget(question);
  const weights = retrieval.termWeights(target);
  const keyword = retrieval.keywordScores(target);
  const meaning = retrieval.meaningScores(target);
  const unitKeyword = retrieval.unitKeywordScores(target);
  const unitMeaning = retrieval.unitMeaningScores(target);
  const passageRanks = retrieval.candidates.map((_, at) => ({
    keywordRank: rankIn(keyword, at),
    semanticRank: meaning ? rankIn(meaning, at) : null,
  }));
  const units: RankedUnit[] = retrieval.allUnits.map((unit, index) => ({
    unit,
    coverage: coverageOf(target, weights, retrieval, unit),
    passage: passageRanks[unit.at] as Ranked,
    keywordRank: rankIn(unitKeyword, index),
    semanticRank: unitMeaning ? rankIn(unitMeaning, index) : null,
  }));
  // The paragraph holding most of the target's weighed terms answers it; on a tie, the one
  // retrievers rank higher.
  const ordered = [...units].sort(
    (a, b) => b.coverage - a.coverage || byRetrieval(a.passage, b.passage) || byRetrieval(a, b),
  );
  let answer: TargetAnswer | null = null;
  let answerAt = -1;
  let rival: TargetPassage | null = null;
  let isUnsupported = false;
  for (const candidate of ordered) {
    const passage = retrieval.candidates[candidate.unit.at];
    const sentence = findTargetAnswer(target, weights, retrieval, candidate.unit);
    if (!sentence || !passage) continue;
    const { keywordRank, semanticRank } = candidate.passage;
    answer = {
      number: passage.index + 1,
      label: labelOf(passage),
      keywordRank,
      semanticRank,
      rank: Math.min(keywordRank, semanticRank ?? keywordRank),
      quote: sentence.text,
    };
    answerAt = candidate.unit.at;
    rival = findRival(target, weights, units, candidate, retrieval);
    isUnsupported =
      target.type === 'open' &&
      answer.rank > 1 &&
      Math.min(candidate.keywordRank, candidate.semanticRank ?? Infinity) > 1;
    break;
  }
  const found = answer as TargetAnswer | null;
  const verdict: TargetVerdict = !found
    ? 'not-answered'
    : found.rank === 1
      ? 'answered-first'
      : 'answered-buried';
  const firstByKeyword = firstOf(keyword, retrieval);
  const firstByMeaning = firstOf(meaning, retrieval);
  const nearby = found ? [] : findNearby(target, retrieval, keyword);
  return {
    answerAt,
    rival,
    isUnsupported,
    report: {
      question: target.text,
      answerType: target.type,
      verdict,
      firstByKeyword,
      firstByMeaning,
      answer: found,
      note: writeNote({
        verdict,
        type: target.type,
        answer: found,
        first: firstByKeyword ?? firstByMeaning,
        hasNearby: nearby.length > 0,
        rival,
        isUnsupported,
      }),
      outline: found ? null : outlineFor(target.text, target.type, nearby),
    },
  };
}
