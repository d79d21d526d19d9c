import type { DocumentKind } from '../research/classify-kind.ts';
import { quoteSentence } from '../rules/quote.ts';
import advice from './build-citation-map.json' with { type: 'json' };
import { findShortDefinition } from './find-short-definition.ts';
import type {
  AnswerType,
  Passage,
  PassageKind,
  PassageTest,
  QuestionSource,
  QuestionTest,
  RetrievalTest,
} from './types.ts';

// The citation map (DESIGN.md 4, issue 10): likely question → the passage that answers it →
// how well it is found → whether it can be quoted as it stands → what to change.

/** More rows than a reader can act on; the map says how many were left out. */
export const MAX_CITATION_ENTRIES = 40;
const LABEL_WORDS = 8;

export type CitationStatus = 'cited' | 'not-quotable' | 'not-found' | 'unanswered';

export interface CitationEntry {
  question: string;
  source: QuestionSource;
  passage: {
    /** 1-based, as the map shows it. */
    number: number;
    /** The passage's heading, or its first words. */
    label: string;
  };
  /** Rank among the passages by keyword (BM25); 1 is first. */
  keywordRank: number;
  /** Rank by meaning (word vectors); null when not tested (no vectors, unknown words). */
  semanticRank: number | null;
  isFound: boolean;
  /** The sentence an AI answer could quote, or null. */
  quote: string | null;
  status: CitationStatus;
  /** What to change, or that nothing needs to. */
  advice: string;
}

export interface CitationMap {
  entries: CitationEntry[];
  /** Questions tested in all (entries may stop at MAX_CITATION_ENTRIES). */
  questionCount: number;
  passageCount: number;
  /** Blocks recognised as not prose, never read as answers. */
  setAside: {
    code: number;
    comments: number;
    frontMatter: number;
    linkDefinitions: number;
    navigation: number;
  };
  hasSemantic: boolean;
}

export function labelOf(passage: Passage): string {
  if (passage.heading) return passage.heading;
  const words = passage.sentences.flatMap((sentence) => sentence.text.split(/\s+/)).filter(Boolean);
  const label = words.slice(0, LABEL_WORDS).join(' ');
  return words.length > LABEL_WORDS ? `${label}…` : label;
}

function statusOf(test: QuestionTest, passage: Passage): CitationStatus {
  if (passage.wordCount === 0) return 'unanswered';
  if (!test.isFound) return 'not-found';
  return test.typedAnswer ? 'cited' : 'not-quotable';
}

/**
 * A passage that defines its subject by its class alone ("X is a validation library.") is told
 * what its definition lacks, as the suggestion on the same passage says, not a word count.
 */
function adviseOnShortDefinition(passageTest: PassageTest, test: QuestionTest): string | null {
  const definition = findShortDefinition({ test: passageTest, question: test });
  const quoted = definition ? quoteSentence(definition.sentence.text) : null;
  if (!definition || !quoted) return null;
  return `Extend ${quoted} in passage ${passageTest.passage.index + 1}: say in the same sentence what ${definition.term} is for and how it differs from others of its kind, so it answers the question when quoted alone.`;
}

/** What a found passage lacks to answer a question of each type: the answer itself, not words. */
const MISSING_ANSWER: Partial<Record<AnswerType, string>> = advice.missingAnswer;

function adviseOn(passageTest: PassageTest, test: QuestionTest, status: CitationStatus): string {
  const { passage } = passageTest;
  const number = passage.index + 1;
  switch (status) {
    case 'cited':
      return 'Nothing to change: it is found first and gives the answer the question asks for.';
    case 'unanswered':
      return 'Nothing answers this question: write the answer directly under it.';
    case 'not-quotable': {
      const missing = MISSING_ANSWER[test.question.type];
      return (
        (test.question.type === 'definition' ? adviseOnShortDefinition(passageTest, test) : null) ??
        (missing
          ? `Passage ${number} ${missing}`
          : `Add one sentence of 15-60 words to passage ${number} that answers the question and names its subject instead of ‘it’ or ‘this’.`)
      );
    }
    case 'not-found': {
      if (!test.keyword.isMatched)
        return `Passage ${number} hardly uses the question’s words (${test.question.terms.slice(0, 4).join(', ')}): say them where you answer it.`;
      const ahead = test.keyword.ahead ?? test.semantic?.ahead ?? null;
      return ahead !== null
        ? `Passage ${ahead + 1} is found before passage ${number}: answer the question in one place, or make passage ${number} name its subject more plainly.`
        : `Make passage ${number} name its subject more plainly so that it is found first.`;
    }
  }
}

function countKind(passages: readonly Passage[], kind: PassageKind): number {
  return passages.filter((passage) => passage.kind === kind).length;
}

/**
 * What the map says of a question not cited on a kind that is not rewritten to answer
 * questions: a licence's wording is its terms, a changelog records releases, a note points to
 * the documentation that answers it. Each gets this line instead of a rewording to make.
 */
const KEPT_AS_WRITTEN: Partial<Record<DocumentKind, string>> = advice.keptAsWritten;

/** The map of a text; its kind, when known, keeps it from asking what its kind rules out. */
export function buildCitationMap(
  test: RetrievalTest,
  options: { kind?: DocumentKind } = {},
): CitationMap {
  const keptAsWritten = options.kind === undefined ? undefined : KEPT_AS_WRITTEN[options.kind];
  const entries: CitationEntry[] = [];
  let questionCount = 0;
  for (const passageTest of test.tests) {
    const { passage, questions } = passageTest;
    for (const question of questions) {
      questionCount += 1;
      if (entries.length >= MAX_CITATION_ENTRIES) continue;
      const status = statusOf(question, passage);
      entries.push({
        question: question.question.text,
        source: question.question.source,
        passage: { number: passage.index + 1, label: labelOf(passage) },
        keywordRank: question.keyword.rank,
        semanticRank: question.semantic?.rank ?? null,
        isFound: status === 'cited' || status === 'not-quotable',
        quote: question.typedAnswer?.text ?? null,
        status,
        advice:
          keptAsWritten !== undefined && status !== 'cited'
            ? keptAsWritten
            : adviseOn(passageTest, question, status),
      });
    }
  }
  const { passages } = test;
  return {
    entries,
    questionCount,
    passageCount: test.tests.length,
    setAside: {
      code: countKind(passages, 'code'),
      comments: countKind(passages, 'comment'),
      frontMatter: countKind(passages, 'front-matter'),
      linkDefinitions: countKind(passages, 'link-definitions'),
      navigation: countKind(passages, 'navigation'),
    },
    hasSemantic: test.hasSemantic,
  };
}
