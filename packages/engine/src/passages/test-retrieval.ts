import { tokenize } from '../document/tokenize.ts';
import type { Document } from '../document/types.ts';
import type { LanguageCode, LanguagePack } from '../languages/language-pack.ts';
import { LANGUAGE_PACKS } from '../languages/packs.ts';
import { guessDocumentLanguage } from '../research/measure-vocabulary.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import { findTypedAnswer } from './answer-types.ts';
import { createKeywordIndex } from './bm25.ts';
import { findQuotableAnswer, readSentences, toAnswer } from './find-quotable-answer.ts';
import { measureWording } from './measure-wording.ts';
import {
  askQuestions,
  isRetrievable,
  readPageSubject,
  readWrittenWords,
} from './phrase-questions.ts';
import { toMeaningWords } from './retrieval-terms.ts';
import { createSemanticIndex } from './semantic-index.ts';
import { splitPassages } from './split-passages.ts';
import type {
  DerivedQuestion,
  PassageTest,
  QuestionTest,
  RetrievalTest,
  RetrieverRank,
} from './types.ts';

/**
 * A retrieval pipeline hands the model its top few passages (top-k, commonly 3 to 5); a
 * passage among the first three is found, and first is best (the rank is kept).
 */
export const TOP_K = 3;
/** The keyword retriever matches when the passage holds at least this share of the question's terms. */
export const KEYWORD_COVERAGE = 0.5;
/**
 * The semantic retriever matches from this cosine up: IDF-weighted centroids of related text
 * sit above it, unrelated text of the same language below (measured on the FAQ pairs of
 * bench/retrieval).
 */
export const SEMANTIC_FLOOR = 0.6;

const LANGUAGE_CODES: Record<string, LanguageCode> = { German: 'de', French: 'fr', Spanish: 'es' };

/**
 * The document's language by its function words (guessDocumentLanguage, read once per document
 * for the whole analysis): English, a language with a pack, or another one, asked only its
 * writer's own questions.
 */
export function languageOf(document: Document): { code: string; pack: LanguagePack } {
  const guess = guessDocumentLanguage(document);
  const code = guess.isEnglish ? 'en' : (LANGUAGE_CODES[guess.name ?? ''] ?? guess.name ?? 'und');
  return { code, pack: LANGUAGE_PACKS[code as LanguageCode] ?? LANGUAGE_PACKS.en };
}

function rankAmong(
  scores: readonly number[],
  target: number,
  indexOf: (at: number) => number,
): Omit<RetrieverRank, 'isMatched'> {
  const own = scores[target] ?? 0;
  let rank = 1;
  let best = Number.NEGATIVE_INFINITY;
  let bestAt = -1;
  scores.forEach((score, at) => {
    if (at === target) return;
    // Ties count against the passage: it must beat the others to be the one retrieved.
    if (score >= own) rank += 1;
    if (score > best) {
      best = score;
      bestAt = at;
    }
  });
  return {
    rank,
    margin: bestAt >= 0 ? own - best : own,
    ahead: rank > 1 && bestAt >= 0 ? indexOf(bestAt) : null,
  };
}

/**
 * For a term of a passage, the share of the page's other passages that also hold it, 0 to 1
 * (0 on a page of one passage): counted once per page, read for every question.
 */
function shareOfOthersHolding(termSets: readonly ReadonlySet<string>[]): (term: string) => number {
  const holding = new Map<string, number>();
  for (const terms of termSets)
    for (const term of terms) holding.set(term, (holding.get(term) ?? 0) + 1);
  const others = termSets.length - 1;
  return (term) => (others > 0 ? Math.max(0, (holding.get(term) ?? 1) - 1) / others : 0);
}

export function isRetrieved(rank: RetrieverRank | null): boolean {
  return rank?.isMatched === true && rank.rank <= TOP_K;
}

/**
 * The retrieval test of DESIGN.md 4: every question a passage answers in its own words is
 * asked of all the document's passages, by keyword (BM25) and by meaning (word vectors); the
 * passage should come first and hold a sentence that can be quoted as the answer. Passages
 * are indexed by their body alone: a heading says what the text should answer, the body
 * whether it does.
 */
export function testRetrieval(
  document: Document,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): RetrievalTest {
  const passages = splitPassages(document);
  const candidates = passages.filter(isRetrievable);
  const position = new Map(candidates.map((passage, at) => [passage.index, at]));
  const indexOf = (at: number) => candidates[at]?.index ?? at;
  const read = candidates.map((passage) => readSentences(passage.sentences));
  const bodies = candidates.map((passage) => passage.sentences.flatMap((s) => s.words));
  // A passage's terms are its sentences' terms, each read once above.
  const bodyTerms = read.map((sentences) => sentences.flatMap((s) => s.termsInOrder));
  const termSets = bodyTerms.map((terms) => new Set(terms));
  const sharedBy = shareOfOthersHolding(termSets);
  const keyword = createKeywordIndex(bodyTerms);
  const semantic = knowledge.vectors
    ? createSemanticIndex(knowledge.vectors, bodies.map(toMeaningWords))
    : null;

  const testQuestion = (question: DerivedQuestion) => {
    const at = position.get(question.passage) ?? 0;
    const held = question.terms.filter((term) => termSets[at]?.has(term)).length;
    const keywordRank = rankAmong(keyword.score(question.terms), at, indexOf);
    const keywordResult: RetrieverRank = {
      ...keywordRank,
      isMatched: held > 0 && held >= question.terms.length * KEYWORD_COVERAGE,
    };
    const coverage = question.terms.length > 0 ? held / question.terms.length : 0;
    const questionWords = toMeaningWords(tokenize(question.text));
    let semanticResult: RetrieverRank | null = null;
    let isUnknownInMeaning = false;
    let closeness: number | undefined;
    if (semantic) {
      const scores = semantic.score(questionWords);
      // A question in words the model does not know ("lzma") is left to the keyword retriever.
      if (scores) {
        semanticResult = {
          ...rankAmong(scores.cosines, at, indexOf),
          isMatched: (scores.cosines[at] ?? 0) >= SEMANTIC_FLOOR,
        };
        closeness = scores.closeness(at);
      } else isUnknownInMeaning = true;
    }
    const passage = candidates[at];
    // Retrievability reads the quotable answer; the citation map cites only a typed one.
    const answer = findQuotableAnswer(read[at] ?? [], question.terms);
    const typed = passage ? findTypedAnswer(question, passage, read[at] ?? [], pack) : null;
    const isFound = isRetrieved(keywordResult) || isRetrieved(semanticResult);
    return {
      question,
      keyword: keywordResult,
      semantic: semanticResult,
      isUnknownInMeaning,
      ...(closeness === undefined ? {} : { closeness }),
      coverage,
      wording: measureWording(
        questionWords,
        question.terms,
        termSets[at] ?? new Set(),
        knowledge.vectors,
        sharedBy,
      ),
      isFound,
      answer,
      isAnswered: isFound && answer !== null,
      typedAnswer: typed ? toAnswer(typed) : null,
    };
  };

  // Questions are asked in the text's language: a reader of a French guide types French.
  const language = languageOf(document);
  const { pack } = language;
  const pageWords = readWrittenWords(passages.flatMap((p) => p.sentences.map((s) => s.text)));
  const { named } = pageWords;
  const subject = readPageSubject(
    document.headings.map((heading) => heading.text),
    pageWords,
  );
  const derived = candidates.map((passage) =>
    askQuestions(passage, passages[passage.index - 1], language.code, named, subject),
  );
  const tests: PassageTest[] = candidates.map((passage, at) => ({
    passage,
    questions: (derived[at] ?? []).map(testQuestion),
    quotable: (read[at] ?? []).filter((s) => s.isQuotable).map((s) => toAnswer(s.sentence)),
  }));
  return { passages, tests: askEachOnce(tests), hasSemantic: semantic !== null };
}

/** Better answered first, then found, then ranked higher by keyword. */
function isBetter(a: QuestionTest, b: QuestionTest): boolean {
  if (a.isAnswered !== b.isAnswered) return a.isAnswered;
  if (a.isFound !== b.isFound) return a.isFound;
  return a.keyword.rank < b.keyword.rank;
}

/**
 * A question two passages both raise (a title and a definition both ask "What is X?") is one
 * question of the document: it is kept where it is best answered, so the title's passage is not
 * told to answer what the definition already does.
 */
function askEachOnce(tests: PassageTest[]): PassageTest[] {
  const best = new Map<string, QuestionTest>();
  for (const test of tests) {
    for (const question of test.questions) {
      const key = question.question.text.toLowerCase();
      const kept = best.get(key);
      if (!kept || isBetter(question, kept)) best.set(key, question);
    }
  }
  return tests.map((test) => ({
    ...test,
    questions: test.questions.filter(
      (question) => best.get(question.question.text.toLowerCase()) === question,
    ),
  }));
}
