import { tokenize } from '../document/tokenize.ts';
import type { Document } from '../document/types.ts';
import type { LanguagePack } from '../languages/language-pack.ts';
import { LANGUAGE_PACKS } from '../languages/packs.ts';
import { typeOfQuestion } from '../passages/answer-types.ts';
import { createKeywordIndex } from '../passages/bm25.ts';
import { type ReadSentence, readSentences } from '../passages/find-quotable-answer.ts';
import { isRetrievable } from '../passages/phrase-questions.ts';
import { termsOfText, toMeaningWords, toRetrievalTerms } from '../passages/retrieval-terms.ts';
import { createSemanticIndex } from '../passages/semantic-index.ts';
import { splitPassages } from '../passages/split-passages.ts';
import { languageOf } from '../passages/test-retrieval.ts';
import type { AnswerType, Passage, PassageSentence } from '../passages/types.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';

// One retrieval of the page for the writer's target questions: the same passages, the same
// keyword (BM25) and meaning indexes the citation map asks its own questions of, here asked
// the writer's questions instead.

export interface Target {
  /** As the writer typed it (trimmed). */
  text: string;
  type: AnswerType;
  /** Content terms, stemmed, as the keyword retriever matches them. */
  terms: string[];
  /** Words the meaning retriever embeds. */
  meaningWords: string[];
  /**
   * The terms of the sentence that asks, when the target has sentences before it ("I have
   * many .lzma files. Can I convert them to .xz?"): those set the scene, and an answer need
   * not repeat them. The same as `terms` for a one-sentence target.
   */
  askedTerms: string[];
}

/**
 * A paragraph of a passage (or the rest of it, for lists and tables): an answer must stand in
 * one that holds the target's terms, since a passage cut by size can hold several answers.
 */
export interface AnswerUnit {
  /** Index of its passage among the candidates. */
  at: number;
  sentences: PassageSentence[];
  read: ReadSentence[];
  terms: ReadonlySet<string>;
}

export interface TargetRetrieval {
  /** Every passage of the page (the map's numbering); candidates are the retrievable ones. */
  passages: Passage[];
  candidates: Passage[];
  sentences: ReadSentence[][];
  units: AnswerUnit[][];
  /** Every unit of every candidate, in order: where a target's answer is looked for. */
  allUnits: AnswerUnit[];
  /** One BM25 score per unit of allUnits, and one cosine per unit (null without vectors). */
  unitKeywordScores(target: Target): number[];
  unitMeaningScores(target: Target): number[] | null;
  termSets: ReadonlySet<string>[];
  /** Terms of each candidate's heading, which says what its sentences answer. */
  headingTerms: ReadonlySet<string>[];
  /**
   * Weight of each of a target's terms by how rare it is among the page's paragraphs (BM25's
   * IDF over allUnits): a word every answer of the page uses ("lsof" in lsof's FAQ) says
   * little of which paragraph answers, a word one paragraph uses says much.
   */
  termWeights(target: Target): number[];
  pack: LanguagePack;
  /** One BM25 score per candidate. */
  keywordScores(target: Target): number[];
  /** One cosine per candidate, or null without vectors or when none of its words is known. */
  meaningScores(target: Target): number[] | null;
  hasSemantic: boolean;
}

/**
 * The words that frame a question in any language the engine reads ("what", "que", "wie",
 * "est"): a target may be typed in a language its text is not, and these say nothing of
 * what it asks, so they are never the terms a passage must hold.
 */
const QUESTION_FRAME = new Set(
  Object.values(LANGUAGE_PACKS).flatMap((pack) => [...pack.questionWords, ...pack.copulas]),
);

/**
 * The opening that asks for a duration or an amount ("how long", "wie lange", "combien de
 * temps"): it says what type the answer is (typeOfQuestion), not what the answer is about. Its
 * "long" or "temps" counted as a term would have the answer repeat it.
 */
const TYPE_FRAME =
  /^¿?\s*(?:how (?:long|much|many)|wie (?:lange|viele?)|combien(?: de temps)?|cuánt[oa]s?(?: tiempo)?)(?=\s|$)/iu;

const wordsOf = (text: string) =>
  tokenize(text.replace(TYPE_FRAME, ' ')).filter((word) => !QUESTION_FRAME.has(word));

export function readTarget(text: string): Target {
  const trimmed = text.trim();
  const words = wordsOf(trimmed);
  const terms = [...new Set(toRetrievalTerms(words))];
  const asking = trimmed.split(/(?<=[.?!])\s+/u).at(-1) ?? trimmed;
  const askedTerms = [...new Set(toRetrievalTerms(wordsOf(asking)))];
  return {
    text: trimmed,
    type: typeOfQuestion(trimmed),
    terms,
    meaningWords: toMeaningWords(words),
    askedTerms: askedTerms.length > 0 ? askedTerms : terms,
  };
}

/** Splits a passage's sentences by the paragraph each comes from in the document. */
function splitUnits(
  at: number,
  passage: Passage,
  read: readonly ReadSentence[],
  paragraphOf: ReadonlyMap<readonly string[], number>,
): AnswerUnit[] {
  const units = new Map<string, AnswerUnit>();
  passage.sentences.forEach((sentence, position) => {
    const paragraph = paragraphOf.get(sentence.words) ?? 0;
    const key = paragraph > 0 ? `p${paragraph}` : 'rest';
    const unit = units.get(key) ?? { at, sentences: [], read: [], terms: new Set<string>() };
    unit.sentences.push(sentence);
    const reading = read[position];
    if (reading) unit.read.push(reading);
    for (const term of toRetrievalTerms(sentence.words)) (unit.terms as Set<string>).add(term);
    units.set(key, unit);
  });
  return [...units.values()];
}

/**
 * BM25's IDF of a term found in `frequency` of `count` paragraphs. A term no paragraph holds
 * weighs as one a single paragraph holds: it is what the question asks that the page may not
 * say, and it must not outweigh the terms the page does use.
 */
export function rarityAmong(count: number, frequency: number): number {
  const n = Math.max(1, frequency);
  return Math.log(1 + (count - n + 0.5) / (n + 0.5));
}

export function retrieveForTargets(
  document: Document,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): TargetRetrieval {
  const passages = splitPassages(document);
  const candidates = passages.filter(isRetrievable);
  const sentences = candidates.map((passage) => readSentences(passage.sentences));
  // Unlike the citation map, which asks whether the body answers, the passages are indexed
  // with their heading: a RAG chunker keeps a section's heading in its chunk, and the heading
  // a writer puts over an answer is what a retriever then matches.
  const bodies = candidates.map((passage) => [
    ...(passage.heading ? tokenize(passage.heading) : []),
    ...passage.sentences.flatMap((s) => s.words),
  ]);
  const bodyTerms = bodies.map(toRetrievalTerms);
  const keyword = createKeywordIndex(bodyTerms);
  const semantic = knowledge.vectors
    ? createSemanticIndex(knowledge.vectors, bodies.map(toMeaningWords))
    : null;
  // Passage sentences keep the document sentence's word list, which tells their paragraph.
  const paragraphOf = new Map<readonly string[], number>(
    document.sentences.map((sentence) => [sentence.words, sentence.paragraph]),
  );
  const units = candidates.map((passage, at) =>
    splitUnits(at, passage, sentences[at] ?? [], paragraphOf),
  );
  const allUnits = units.flat();
  const unitWords = allUnits.map((unit) => unit.sentences.flatMap((s) => s.words));
  const unitKeyword = createKeywordIndex(unitWords.map(toRetrievalTerms));
  const unitSemantic = knowledge.vectors
    ? createSemanticIndex(knowledge.vectors, unitWords.map(toMeaningWords))
    : null;
  const unitFrequency = new Map<string, number>();
  for (const unit of allUnits)
    for (const term of unit.terms) unitFrequency.set(term, (unitFrequency.get(term) ?? 0) + 1);
  const termWeights = (target: Target) =>
    target.terms.map((term) => rarityAmong(allUnits.length, unitFrequency.get(term) ?? 0));
  return {
    passages,
    candidates,
    termWeights,
    sentences,
    units,
    allUnits,
    unitKeywordScores: (target) => unitKeyword.score(target.terms),
    unitMeaningScores: (target) => unitSemantic?.score(target.meaningWords)?.cosines ?? null,
    termSets: bodyTerms.map((terms) => new Set(terms)),
    headingTerms: candidates.map(
      (passage) => new Set(passage.heading ? termsOfText(passage.heading) : []),
    ),
    pack: languageOf(document).pack,
    keywordScores: (target) => keyword.score(target.terms),
    meaningScores: (target) => semantic?.score(target.meaningWords)?.cosines ?? null,
    hasSemantic: semantic !== null,
  };
}
