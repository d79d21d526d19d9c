import { holdsAnswerType } from '../passages/answer-types.ts';
import { labelOf } from '../passages/build-citation-map.ts';
import { outlineFor, writeNote } from './describe-target.ts';
import { findTargetAnswer } from './find-target-answer.ts';
import { readTarget, type Target, type TargetRetrieval } from './read-targets.ts';
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
 * Passages in the order they are searched for an answer: by keyword rank, then by meaning.
 * The keyword retriever leads: it finds the true answer about twice as often as the meaning
 * one on the benchmark's real questions (QUESTION_WEIGHTS), and the first passage in this
 * order that answers the target is the one its edits go to.
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
}

/**
 * The truth of one target (issue 36): the passage each retriever ranks first, the
 * best-ranked passage holding an answer of the question's type, and the verdict.
 */
export function findTarget(question: string, retrieval: TargetRetrieval): TargetFinding {
  const target = readTarget(question);
  const keyword = retrieval.keywordScores(target);
  const meaning = retrieval.meaningScores(target);
  const unitKeyword = retrieval.unitKeywordScores(target);
  const unitMeaning = retrieval.unitMeaningScores(target);
  const unitRanks = retrieval.allUnits.map((unit, index) => ({
    unit,
    keywordRank: rankIn(unitKeyword, index),
    semanticRank: unitMeaning ? rankIn(unitMeaning, index) : null,
  }));
  // Passages in retrieval order; within one, its paragraphs in the same order.
  const ranked = retrieval.candidates
    .map((_, at) => ({
      at,
      keywordRank: rankIn(keyword, at),
      semanticRank: meaning ? rankIn(meaning, at) : null,
    }))
    .sort(byRetrieval);
  let answer: TargetAnswer | null = null;
  let answerAt = -1;
  for (const { at, keywordRank, semanticRank } of ranked) {
    const passage = retrieval.candidates[at];
    const units = unitRanks.filter(({ unit }) => unit.at === at).sort(byRetrieval);
    const sentence = units
      .map(({ unit }) => findTargetAnswer(target, retrieval, unit))
      .find((found) => found !== null);
    if (!sentence || !passage) continue;
    answer = {
      number: passage.index + 1,
      label: labelOf(passage),
      keywordRank,
      semanticRank,
      rank: Math.min(keywordRank, semanticRank ?? keywordRank),
      quote: sentence.text,
    };
    answerAt = at;
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
      }),
      outline: found ? null : outlineFor(target.text, target.type, nearby),
    },
  };
}
