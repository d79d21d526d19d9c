import { describe, expect, it } from 'vitest';
import {
  CLOSENESS,
  creditCloseness,
  READER_QUESTION_WEIGHT,
  scorePassage,
  scoreQuestion,
} from './score-passage.ts';
import type { PassageTest, QuestionSource, QuestionTest } from './types.ts';

const first = { rank: 1, margin: 5, isMatched: true, ahead: null };
const lost = { rank: 4, margin: -3, isMatched: true, ahead: 2 };

function asked(source: QuestionSource, isWon: boolean, wording: number): QuestionTest {
  return {
    question: {
      text: 'Can xz decompress lzma files?',
      source,
      type: 'open',
      passage: 0,
      terms: ['xz', 'lzma'],
    },
    keyword: isWon ? first : lost,
    semantic: null,
    coverage: 1,
    wording,
    isFound: isWon,
    answer: null,
    isAnswered: false,
    typedAnswer: null,
  };
}

const passage = (questions: QuestionTest[]): PassageTest => ({
  passage: {
    index: 0,
    kind: 'prose',
    heading: 'Can xz decompress lzma files?',
    isQuestionLed: true,
    sentences: [],
    wordCount: 40,
  },
  questions,
  quotable: [],
});

describe('scorePassage', () => {
  it('weighs the reader’s question above the questions made of the passage’s own words', () => {
    const readerWins = passage([asked('question', true, 1), asked('statement', false, 0)]);
    const readerLoses = passage([asked('question', false, 0), asked('statement', true, 1)]);
    const won = scoreQuestion(asked('question', true, 1));
    const other = scoreQuestion(asked('statement', false, 0));
    const expected = (READER_QUESTION_WEIGHT * won + other) / (READER_QUESTION_WEIGHT + 1);
    expect(scorePassage(readerWins)).toBe(Math.round(expected * 100));
    expect(scorePassage(readerWins)).toBeGreaterThan(scorePassage(readerLoses));
  });

  it('credits holding the asker’s wording, at the same rank', () => {
    const vague = passage([asked('question', true, 0.2)]);
    const specific = passage([asked('question', true, 1)]);
    expect(scorePassage(specific)).toBeGreaterThan(scorePassage(vague));
  });

  it('credits a first place by keyword though the passage holds under half a long question’s terms', () => {
    const unmatched = { ...first, isMatched: false };
    const holdsSome = { ...asked('question', true, 0.5), keyword: unmatched, coverage: 0.3 };
    const holdsNone = { ...holdsSome, coverage: 0 };
    expect(scoreQuestion(holdsSome)).toBeGreaterThan(scoreQuestion(holdsNone));
  });

  it('counts a question the word vectors cannot read as not found by meaning', () => {
    const withoutVectors = asked('question', true, 1);
    const unreadable = { ...withoutVectors, isUnknownInMeaning: true };
    expect(scoreQuestion(unreadable)).toBeLessThan(scoreQuestion(withoutVectors));
  });

  it('credits closeness in meaning beyond what all English shares, at the same place', () => {
    const firstByMeaning = { ...asked('question', true, 1), semantic: first };
    const near = scoreQuestion({ ...firstByMeaning, closeness: CLOSENESS.full });
    const typical = scoreQuestion({ ...firstByMeaning, closeness: CLOSENESS.unrelated });
    expect(near).toBeGreaterThan(typical);
    // Closeness counts though the passage loses its own page by meaning.
    const lostByMeaning = { ...asked('question', true, 1), semantic: lost };
    expect(scoreQuestion({ ...lostByMeaning, closeness: CLOSENESS.full })).toBeGreaterThan(
      scoreQuestion({ ...lostByMeaning, closeness: 0 }),
    );
  });

  it('gives closeness no credit at a typical other page’s and full credit from its top', () => {
    expect(creditCloseness(CLOSENESS.unrelated - 0.2)).toBe(0);
    expect(creditCloseness(CLOSENESS.unrelated)).toBe(0);
    expect(creditCloseness((CLOSENESS.unrelated + CLOSENESS.full) / 2)).toBeCloseTo(0.5, 5);
    expect(creditCloseness(CLOSENESS.full + 0.2)).toBe(1);
  });

  it('scores a passage without questions 0', () => {
    expect(scorePassage(passage([]))).toBe(0);
  });
});
