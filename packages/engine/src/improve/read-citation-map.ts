import type { RetrievalTest } from '../passages/types.ts';

// A thin, read-only reader of the analyzer's citation map (passages/): the improver ties each
// edit's reason to the likely question and passage the map shows, without a passage model of
// its own for that. The map's passages carry no source offsets, so an edit is matched to one
// by the sentences it touches.

export interface MapQuestion {
  text: string;
  /** Rank among the passages by keyword (BM25); 1 is first. */
  keywordRank: number;
  /** Rank by meaning; null when not tested. */
  semanticRank: number | null;
  isFound: boolean;
  isAnswered: boolean;
}

export interface MapPassage {
  /** 1-based, as the citation map shows it. */
  number: number;
  wordCount: number;
  questions: MapQuestion[];
  /** The opening words of each of its sentences, to match the improver's sentences. */
  openings: Set<string>;
}

const OPENING_WORDS = 6;

/** The first words of a sentence, lowercased, without marks: the key both models share. */
export function openingOf(text: string): string {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, OPENING_WORDS).join(' ');
}

export function readCitationPassages(test: RetrievalTest): MapPassage[] {
  return test.tests.map(({ passage, questions }) => ({
    number: passage.index + 1,
    wordCount: passage.wordCount,
    questions: questions.map((question) => ({
      text: question.question.text,
      keywordRank: question.keyword.rank,
      semanticRank: question.semantic?.rank ?? null,
      isFound: question.isFound,
      isAnswered: question.isAnswered,
    })),
    openings: new Set(passage.sentences.map((sentence) => openingOf(sentence.text))),
  }));
}

/** The map's passage that holds most of these sentences, or null when none holds any. */
export function locatePassage(
  passages: readonly MapPassage[],
  sentences: readonly string[],
): MapPassage | null {
  const keys = sentences.map(openingOf).filter(Boolean);
  let best: MapPassage | null = null;
  let bestHits = 0;
  for (const passage of passages) {
    const hits = keys.filter((key) => passage.openings.has(key)).length;
    if (hits > bestHits) {
      best = passage;
      bestHits = hits;
    }
  }
  return best;
}
