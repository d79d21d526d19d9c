import { findShortDefinition } from '../../passages/find-short-definition.ts';
import { creditRank, FULL_MARGIN } from '../../passages/score-passage.ts';
import { isRetrieved, TOP_K } from '../../passages/test-retrieval.ts';
import type { PassageTest, QuestionTest } from '../../passages/types.ts';
import type { Research } from '../../research/types.ts';
import { assembleCriterion } from '../assemble-criterion.ts';
import type { QualityGate } from '../quality-gates.ts';
import { quoteSentence } from '../quote.ts';
import {
  type CriterionAssessment,
  neutralizeSignal,
  pluralize,
  ramp,
  type Signal,
} from '../signal.ts';
import { RETRIEVABILITY_CONFIG, type RetrievabilityConfig } from './config.ts';
import { aboutPassage, describePassage, quoteQuestion } from './describe-passage.ts';

// Every signal here reads the retrieval test (src/passages): the questions each passage
// answers in its own words, asked of all passages by a keyword and a semantic retriever.
// No formatting proxy (lists, headings, a summary) counts by itself.

const isWon = isRetrieved;

function allQuestions(tests: readonly PassageTest[]): QuestionTest[] {
  return tests.flatMap((test) => test.questions);
}

/** The first question that fails, with the passage that should have answered it. */
function firstFailure(
  tests: readonly PassageTest[],
  fails: (question: QuestionTest) => boolean,
): { test: PassageTest; question: QuestionTest } | null {
  for (const test of tests) {
    const question = test.questions.find(fails);
    if (question) return { test, question };
  }
  return null;
}

/**
 * How many of a question's words the body holds, when too few for the keyword retriever to
 * match: none, or fewer than half. procps' FAQ was told its body "holds none of the words of
 * ‘Why don’t I see SMP (per-CPU) stats in top’" though it says "Per-CPU stats", 2 of the question's 5 key words.
 */
function wordsHeld(question: QuestionTest): string {
  const total = question.question.terms.length;
  const held = Math.round(question.coverage * total);
  if (held === 0) return 'none of the words of';
  return `only ${held} of the ${total} key words of`;
}

/**
 * "this package", "the library": how a passage under its name's heading often calls its
 * subject. ms's README says only "Use this package to easily convert various time formats to
 * milliseconds" under "# ms": a retriever asked "What is ms?" finds no "ms" to match.
 */
const STAND_IN =
  /\b(?:this|the) (?:package|library|module|tool|program|utility|project|plugin|crate|gem|command|script|app|application)\b/i;

/** The stand-in the passage says where the question's name would be, if it names none of it. */
function standInFor(failure: { test: PassageTest; question: QuestionTest }): string | null {
  if (failure.question.coverage > 0) return null;
  for (const sentence of failure.test.passage.sentences) {
    const found = STAND_IN.exec(sentence.text);
    if (found) return found[0];
  }
  return null;
}

/**
 * Why a question misses its passage, in words that match the figures: ranked below the first
 * few, or not matched at all (its body holds none or fewer than half of the question's words,
 * or nothing near them in meaning; a rank among ties then means nothing, so none is quoted).
 */
function describeMiss(
  failure: { test: PassageTest; question: QuestionTest },
  by: 'keyword' | 'semantic',
): { example: string; fix: string } {
  const question = quoteQuestion(failure.question);
  const passage = describePassage(failure.test.passage);
  const rank = failure.question[by];
  if (rank?.isMatched) {
    return {
      example: `${question} finds ${passage} only at rank ${rank.rank}`,
      fix: `${question} should find ${passage} among the first ${TOP_K} passages (it ranks ${rank.rank})`,
    };
  }
  const lacking = by === 'keyword' ? wordsHeld(failure.question) : 'nothing close in meaning to';
  const standIn = by === 'keyword' ? standInFor(failure) : null;
  if (standIn) {
    const name = failure.question.question.terms.join(' ');
    return {
      example: `the body of ${passage} holds ${lacking} ${question}`,
      fix: `the body of ${passage} says ‘${standIn}’ where a retriever looks for ‘${name}’ (it matches the text under a heading, not the heading), so name ${name} there`,
    };
  }
  return {
    example: `the body of ${passage} holds ${lacking} ${question}`,
    fix: `the body of ${passage} holds ${lacking} ${question} (a retriever matches the text under a heading, not the heading), so answer it there in the question’s terms`,
  };
}

function scoreFound(
  research: Research,
  config: RetrievabilityConfig,
  by: 'keyword' | 'semantic',
): Signal {
  const { tests } = research.passages;
  const asked = allQuestions(tests).filter((question) => question[by] !== null);
  const won = asked.filter((question) => isWon(question[by])).length;
  const how = by === 'keyword' ? 'by keyword (BM25)' : 'by meaning (word vectors)';
  const counted = `${won} of ${pluralize(asked.length, 'question')} the text answers ${won === 1 ? 'finds its' : 'find their'} passage among the first ${TOP_K} ${how}`;
  const misses = (question: QuestionTest) => question[by] !== null && !isWon(question[by]);
  // A passage the keyword retriever finds first holds the question's own words ("Biome is a
  // performant toolchain..." for "What is Biome?"); when the word vectors still miss it, they
  // read the name in another sense, and no rewording would help: it is no example to fix.
  const failure = firstFailure(
    tests,
    (question) => misses(question) && !(by === 'semantic' && isWon(question.keyword)),
  );
  const isAnyMissed = firstFailure(tests, misses) !== null;
  const missedInSenseOnly = !failure && isAnyMissed;
  const missed = failure ? describeMiss(failure, by) : null;
  const example = missed ? `; ${missed.example}` : '';
  const credit =
    asked.length === 0
      ? 0
      : asked.reduce((sum, question) => sum + creditRank(question[by], FULL_MARGIN[by]), 0) /
        asked.length;
  const signal: Signal = {
    id: by === 'keyword' ? 'found-by-keyword' : 'found-by-meaning',
    weight: by === 'keyword' ? config.weights.foundByKeyword : config.weights.foundByMeaning,
    score: credit,
    about: aboutPassage(failure?.test.passage),
    evidence: `${counted}.`,
  };
  // Every question finds its passage among the first few, some below first place (Biome's
  // README: "What is Biome?" finds its definition third among passages that all name Biome).
  // The text already uses the question's words where it answers; no rewording is owed.
  // That is a warning, not a problem: "1 of 1 question ... among the first 3" was shown as a
  // negative finding (chsh(1)), though the one question the page answers finds its passage.
  if (asked.length > 0 && !isAnyMissed && credit < 1) {
    const first = asked.filter((question) => question[by]?.rank === 1).length;
    const placed =
      asked.length === 1
        ? `The one question ${asked.length === allQuestions(tests).length ? 'the text answers' : `tested ${how}`} finds its passage${asked.length === allQuestions(tests).length ? ` ${how}` : ''} at rank ${asked[0]?.[by]?.rank}, among the first ${TOP_K} but not first`
        : `All ${asked.length} questions the text answers find their passage among the first ${TOP_K} ${how}, ${first === 0 ? 'none' : `${first} of them`} first`;
    return {
      ...signal,
      evidence: `${placed}.`,
      praise: `Passages are strong retrieval targets ${how}: ${placed[0]?.toLowerCase()}${placed.slice(1)}.`,
    };
  }
  // Questions asked in names the word vectors do not know ("What is Hono?"): the text does
  // name its subject, so telling the writer to name it is wrong, and no rewording teaches the
  // vectors a name. The score stays (a retriever by meaning finds nothing); no fix is offered.
  if (missedInSenseOnly)
    return {
      ...signal,
      problem: `Passages are weak retrieval targets ${how}: ${counted}; the passages missed hold the question’s own words and are found first by keyword.`,
    };
  const unknown = allQuestions(tests)[0];
  if (asked.length === 0 && unknown)
    return {
      ...signal,
      evidence: `The text’s questions, such as ${quoteQuestion(unknown)}, are in words the word vectors do not know, so none was tested by meaning.`,
      problem: `Retrieval by meaning was not tested: the text’s questions, such as ${quoteQuestion(unknown)}, are in words the word vectors do not know (names of products and projects are often new to them).`,
    };
  return {
    ...signal,
    praise: `Passages are strong retrieval targets ${how}: ${counted}.`,
    problem:
      asked.length === 0
        ? `Retrieval targets are missing: none of ${pluralize(tests.length, 'passage')} names a subject with a heading, a definition or a statement a question could be asked about.`
        : `Passages are weak retrieval targets ${how}: ${counted}${example}.`,
    fix: failure
      ? {
          title: 'Make each passage win its own question',
          detail: `Use the question’s own words in the passage that answers it: ${missed?.fix}.`,
        }
      : {
          title: 'Name the subject of each passage',
          detail:
            'Open each passage with a sentence that names what it is about, such as ‘X is…’ or ‘X lets you…’, so that a question about it finds the passage.',
        },
  };
}

function scoreQuotable(research: Research, config: RetrievabilityConfig): Signal {
  const { tests } = research.passages;
  const asked = allQuestions(tests);
  const quotable = asked.filter((question) => question.answer !== null).length;
  const share = asked.length > 0 ? quotable / asked.length : 0;
  const counted = `${quotable} of ${pluralize(asked.length, 'question')} have a quotable answer (one sentence of 15-60 words that names its subject, or a shorter one saying what it is and what sets it apart)`;
  const failure = firstFailure(tests, (question) => question.answer === null);
  return {
    id: 'quotable-answers',
    weight: config.weights.quotableAnswers,
    about: aboutPassage(failure?.test.passage),
    score: ramp(share, config.quotableShare.from, config.quotableShare.to),
    evidence: `${counted}.`,
    praise: `Answers are clear and quotable as they stand: ${counted}.`,
    problem: `Quotable answers are missing: ${counted}${failure ? `; ${describePassage(failure.test.passage)} has none for ${quoteQuestion(failure.question)}` : ''}.`,
    fix: {
      title: 'Answer each question in one sentence',
      detail: failure
        ? `Give ${describePassage(failure.test.passage)} one sentence of 15-60 words that answers ${quoteQuestion(failure.question)} and names its subject instead of ‘it’ or ‘this’.`
        : 'Give each passage one sentence of 15-60 words that answers its question and names its subject.',
    },
    ...(failure ? adviseShortDefinition(failure) : {}),
  };
}

/**
 * A passage that already defines what the question asks about, too briefly to be quoted alone,
 * is told what its definition lacks, not a number of words to reach.
 */
function adviseShortDefinition(failure: {
  test: PassageTest;
  question: QuestionTest;
}): Pick<Signal, 'problem' | 'fix'> | null {
  const definition = findShortDefinition(failure);
  const quoted = definition ? quoteSentence(definition.sentence.text) : null;
  if (!definition || !quoted) return null;
  const passage = describePassage(failure.test.passage);
  const words = pluralize(definition.sentence.words.length, 'word');
  return {
    problem: `Quotable answers are missing: ${passage} says what ${definition.term} is in ${words} (${quoted}), but not what it is for, so a quotation of it answers ${quoteQuestion(failure.question)} only in part.`,
    fix: {
      title: 'Say what it is for in its definition',
      detail: `Extend ${quoted} in ${passage}: say in the same sentence what ${definition.term} is for and how it differs from others of its kind, so it answers ${quoteQuestion(failure.question)} when quoted alone.`,
    },
  };
}

/**
 * A section most of whose words are a definition list (a manual's OPTIONS) is read by its
 * terms, one option at a time: chsh(1) was told to "State in passage 5 under ‘OPTIONS’ what it
 * is about and answer that in one self-contained sentence".
 */
function isDefinitionList(research: Research, passage: PassageTest['passage']): boolean {
  if (passage.heading === null) return false;
  const section = research.document.sections.find(
    (candidate) => candidate.heading?.text === passage.heading,
  );
  return section !== undefined && section.definitionWords * 2 >= section.wordCount;
}

function scoreAnswering(research: Research, config: RetrievabilityConfig): Signal {
  const prose = research.passages.tests.filter(
    (test) =>
      test.passage.wordCount >= config.minAnsweringWords &&
      !isDefinitionList(research, test.passage),
  );
  const answering = prose.filter((test) => test.questions.some((question) => question.isAnswered));
  const share = prose.length > 0 ? answering.length / prose.length : 0;
  const counted = `${answering.length} of ${pluralize(prose.length, 'passage')} ${answering.length === 1 ? 'answers a question of its own' : 'answer a question of their own'}, found and quotable`;
  const silent = prose.find((test) => !answering.includes(test));
  return {
    id: 'answering-passages',
    weight: config.weights.answeringPassages,
    about: aboutPassage(silent?.passage),
    score: ramp(share, config.answeringShare.from, config.answeringShare.to),
    evidence: `${counted}.`,
    praise: `Every part of the text is strong as a citation: ${counted}.`,
    problem: `Citable passages are lacking: ${counted}${silent ? `; ${describePassage(silent.passage)} answers none` : ''}.`,
    fix: {
      title: 'Give every passage an answer to cite',
      detail: silent
        ? `State in ${describePassage(silent.passage)} what it is about and answer that in one self-contained sentence (${counted}).`
        : `State in each passage what it is about and answer that in one self-contained sentence (${counted}).`,
    },
  };
}

function scoreCoverage(research: Research, config: RetrievabilityConfig): Signal {
  const answered = allQuestions(research.passages.tests).filter((q) => q.isAnswered).length;
  const words = research.passages.tests.reduce((sum, test) => sum + test.passage.wordCount, 0);
  const rate = words > 0 ? (answered * 100) / words : 0;
  const target = config.answeredPer100Words.to;
  // The rate is over the passages' prose; no count of words is quoted, since it would differ
  // from the editor's (code, addresses and menus are not prose).
  const counted = `${pluralize(answered, 'question')} answered (${rate.toFixed(1)} per 100 words of prose, against a target of ${target})`;
  return {
    id: 'coverage',
    weight: config.weights.coverage,
    score: ramp(rate, config.answeredPer100Words.from, target),
    evidence: `${counted}.`,
    praise: `Much of the text is strong citation material: ${counted}.`,
    problem: `Citable answers are insufficient for the length: ${counted}.`,
    fix: {
      title: 'Answer more questions in fewer words',
      detail: `Cut what answers nothing, and state each point as an answer to a question a reader asks; ${counted}.`,
    },
  };
}

export function assessRetrievability(
  research: Research,
  gate: QualityGate,
  overrides: Partial<RetrievabilityConfig> = {},
): CriterionAssessment {
  const config = { ...RETRIEVABILITY_CONFIG, ...overrides };
  const meaning = scoreFound(research, config, 'semantic');
  const { language } = research.vocabulary;
  const signals = [
    // The questions are derived from English sentence patterns (definitions, "X does"
    // statements): in another language the keyword test asks too few to mean anything.
    language.isEnglish
      ? scoreFound(research, config, 'keyword')
      : neutralizeSignal(
          scoreFound(research, config, 'keyword'),
          `Left neutral: questions are derived from English sentence patterns, and the text is in ${language.name ?? 'another language'}.`,
        ),
    // The shipped vectors are English: on other text, or without them, meaning stays neutral.
    !research.passages.hasSemantic
      ? neutralizeSignal(
          meaning,
          'No word vectors were given, so retrieval by meaning was not tested.',
        )
      : language.isEnglish
        ? meaning
        : neutralizeSignal(
            meaning,
            `Retrieval by meaning is left neutral: the word vectors are English, and the text is in ${language.name ?? 'another language'}.`,
          ),
    // Quotable answers, answering passages and coverage read English sentence patterns
    // (definitions, statements that name their subject); in another language they stay
    // neutral rather than mark a good text down for its language.
    ...[
      scoreQuotable(research, config),
      scoreAnswering(research, config),
      scoreCoverage(research, config),
    ].map((signal) =>
      language.isEnglish
        ? signal
        : neutralizeSignal(
            signal,
            `Left neutral: quotable answers are read from English sentence patterns, and the text is in ${language.name ?? 'another language'}.`,
          ),
    ),
  ];
  return assembleCriterion('Retrievability & Extractability', signals, gate, config.stuffingWeight);
}
