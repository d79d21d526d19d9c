import {
  phraseConditionQuestion,
  phraseHowDoIQuestion,
  phraseWhatToUseQuestion,
  phraseWhenToUseQuestion,
  phraseWhyQuestion,
} from './phrase-advice-questions.ts';
import { phraseLoneAnswerQuestion } from './phrase-lone-answer-question.ts';
import { phraseNamedActionQuestion } from './phrase-named-action-question.ts';
import {
  type Phrased,
  phraseConfirmedQuestion,
  phraseDefinitionQuestion,
  phraseHeadingQuestion,
  phraseStatementQuestion,
  phraseYesNoQuestion,
  VERDICT,
} from './phrase-questions.ts';
import {
  phraseDefinitionQuestionIn,
  phraseHeadingQuestionIn,
  phraseManualNameQuestion,
  readsAsEnglish,
} from './phrase-questions-in-language.ts';
import { termsOfText } from './retrieval-terms.ts';
import type { DerivedQuestion, Passage, QuestionSource } from './types.ts';

/** The language a document is in, as guessLanguage judges it: English unless told otherwise. */
export interface QuestionLanguage {
  isEnglish: boolean;
  name: string | null;
}
const ENGLISH: QuestionLanguage = { isEnglish: true, name: null };

/** At most this many questions from the sentences of one passage (its heading adds one). */
export const MAX_SENTENCE_QUESTIONS = 3;
/** Words under a topic heading from which its passage is asked what the heading names. */
const MIN_TOPIC_BODY_WORDS = 4;
/** At most this many yes/no questions from a passage that asks nothing else. */
const YES_NO_QUESTIONS = 2;
/** Sentences read for definitions and statements: the answer a passage offers is near its top. */
const SENTENCES_READ = 6;

/** Passages a retriever indexes and quotes: prose, lists and tables. */
export function isRetrievable(passage: Passage): boolean {
  return passage.kind === 'prose' || passage.kind === 'list' || passage.kind === 'table';
}

/**
 * The questions a passage answers, from its own words: its heading (or FAQ question), the
 * terms it defines ("X is a…"), and what its subjects do ("X lets…", "X can…"). A heading
 * split over several passages asks its question once, of the first. In a text in another
 * language the heading is asked in that language (or not at all), and a sentence only where
 * it is itself in English, as the English phrasings need.
 */
export function deriveQuestions(
  passage: Passage,
  previous: Passage | undefined,
  language: QuestionLanguage = ENGLISH,
): DerivedQuestion[] {
  if (!isRetrievable(passage)) return [];
  const { questions, add } = collectQuestions(passage);
  const isFirstUnderHeading = !previous || previous.heading !== passage.heading;
  // A topic heading over a few words ("# Sessions and Cookies" above "[MODES: framework,
  // data]", a title above a row of badges) titles the page or the sections below it; the few
  // words under it are no answer to ask it of.
  const isTitleOnly = !passage.isQuestionLed && passage.wordCount < MIN_TOPIC_BODY_WORDS;
  if (passage.heading && isFirstUnderHeading && !isTitleOnly) {
    const isHowTo = /^how to\s/i.test(passage.heading);
    add(
      language.isEnglish
        ? phraseHeadingQuestion(
            passage.heading,
            passage.isQuestionLed,
            !previous?.heading,
            wordsWrittenLower(passage),
            {
              capitalOnly: wordsOnlyCapitalised(passage),
              withArticle: wordsAfterArticle(passage),
            },
          )
        : phraseHeadingQuestionIn(language.name, passage.heading, passage.isQuestionLed),
      passage.isQuestionLed && !isHowTo ? 'question' : 'heading',
    );
  }
  const [opening] = passage.sentences;
  if (opening)
    add(phraseManualNameQuestion(language.name, passage.heading, opening.text), 'definition');
  let fromSentences = 0;
  for (const sentence of passage.sentences.slice(0, SENTENCES_READ)) {
    if (fromSentences >= MAX_SENTENCE_QUESTIONS) break;
    const before = questions.length;
    const text = sentence.text.slice(0, 400);
    if (!language.isEnglish && !readsAsEnglish(sentence.words, language.name)) {
      add(phraseDefinitionQuestionIn(language.name, text), 'definition');
      fromSentences += questions.length - before;
      continue;
    }
    if (!text.trim().endsWith('?')) {
      add(phraseDefinitionQuestion(text), 'definition');
      if (questions.length === before) add(phraseStatementQuestion(text), 'statement');
    }
    fromSentences += questions.length - before;
  }
  return questions;
}

/**
 * The questions a prose passage's statements settle: what its advice tells how to do, what
 * its conditions and reasons answer (phrase-advice-questions.ts), or whether its facts hold
 * ("zlib doesn't support encryption" → "Does zlib support encryption?"). Asked only of a text that asks nothing else, such as a
 * real FAQ answer pasted alone, so a heading, a definition or an action stays the question a
 * passage is for wherever a text has one.
 */
export function deriveYesNoQuestions(
  passage: Passage,
  language: QuestionLanguage = ENGLISH,
): DerivedQuestion[] {
  if (passage.kind !== 'prose') return [];
  const { questions, add } = collectQuestions(passage);
  const [verdict, restated] = passage.sentences;
  if (verdict && restated && VERDICT.test(verdict.text.trim()))
    add(phraseConfirmedQuestion(restated.text.slice(0, 400)), 'statement');
  for (const sentence of passage.sentences.slice(0, SENTENCES_READ)) {
    if (questions.length >= YES_NO_QUESTIONS) break;
    if (!language.isEnglish && !readsAsEnglish(sentence.words, language.name)) continue;
    const text = sentence.text.slice(0, 400);
    if (text.trim().endsWith('?')) continue;
    // Advice and reasons first: "If you want to X, use…" asks how to X, not whether.
    add(
      phraseHowDoIQuestion(text) ??
        phraseWhatToUseQuestion(text) ??
        phraseWhenToUseQuestion(text) ??
        phraseConditionQuestion(text) ??
        phraseWhyQuestion(text) ??
        phraseYesNoQuestion(text) ??
        phraseNamedActionQuestion(text),
      'statement',
    );
  }
  // Only where the answer's plain statements asked nothing: the set-aside openings and the
  // long subjects are the readings most likely to go wrong.
  for (const sentence of passage.sentences.slice(0, SENTENCES_READ)) {
    if (questions.length > 0) break;
    if (!language.isEnglish && !readsAsEnglish(sentence.words, language.name)) continue;
    const text = sentence.text.slice(0, 400);
    if (!text.trim().endsWith('?')) add(phraseLoneAnswerQuestion(text), 'statement');
  }
  return questions;
}

/**
 * A question with each capital that only opened its sentence dropped: find(1)'s "Expressions
 * make use of…" was asked "What are Expressions?", "File names…" "What are File names?". A
 * word is so lowered where the passage writes it in lower case and never with a capital
 * inside a sentence, so "lsof" or "file" loses the capital and "Valgrind" or "Debian" keeps it.
 */
function inTextCase(phrased: Phrased | null, passage: Passage): Phrased | null {
  if (!phrased) return null;
  const lower = wordsWrittenLower(passage);
  const capitalInside = new Set(
    passage.sentences.flatMap((sentence) =>
      sentence.text
        .trim()
        .split(/\s+/)
        .slice(1)
        .filter((word) => /^\p{Lu}\p{Ll}+\b/u.test(word))
        .map((word) => (/^\p{Lu}\p{Ll}+/u.exec(word)?.[0] ?? '').toLowerCase()),
    ),
  );
  const lowered = (word: string) => {
    const bare = /^\p{Lu}\p{Ll}+/u.exec(word)?.[0].toLowerCase() ?? '';
    if (!bare || capitalInside.has(bare) || !lower.has(bare)) return word;
    return word.charAt(0).toLowerCase() + word.slice(1);
  };
  const [opening = '', ...rest] = phrased.text.split(' ');
  const text = [opening, ...rest.map(lowered)].join(' ');
  return text === phrased.text ? phrased : { ...phrased, text };
}

/**
 * The words a passage writes in lower case: a heading's capital on them marks no name. A path,
 * a file name ("/etc/apparmor.d"), code (`vitest`) or an option's value ("--x=wayland") is no
 * such writing.
 */
function wordsWrittenLower(passage: Passage): Set<string> {
  return new Set(
    passage.sentences.flatMap((sentence) =>
      Array.from(
        sentence.text.matchAll(/(?<![\p{L}\p{N}_./`=-])\p{Ll}+(?![\p{L}\p{N}_/`]|\.\p{L})/gu),
        (m) => m[0],
      ),
    ),
  );
}

/**
 * The words a passage writes as names, lowered: with a capital inside a sentence, or with one
 * and never in lower case. A heading's capital on them marks a name ("Widevine" in
 * chromium's "Widevine Extension", "Wayland").
 */
function wordsOnlyCapitalised(passage: Passage): Set<string> {
  const lower = wordsWrittenLower(passage);
  return new Set(
    passage.sentences.flatMap((sentence) =>
      Array.from(
        sentence.text.matchAll(/(?<![\p{L}\p{N}_./`=-])\p{Lu}\p{Ll}+(?![\p{L}\p{N}_/`]|\.\p{L})/gu),
        (m) => {
          const word = m[0].toLowerCase();
          // After a word in lower case, and not after a quote or a colon, a capital marks a
          // name ("the Bun plugin") however the text writes the word elsewhere
          // ("bun-plugin-pino"); in a run of capitals ("Cross-Thread Flush:") it marks none.
          const before = sentence.text.slice(0, m.index).trimEnd();
          const isInside =
            /(?:^|\s)[\p{Ll}\d][^\s]*$/u.test(before) && !/[.:!?"“'‘([]$/u.test(before);
          return isInside || !lower.has(word) ? word : '';
        },
      ).filter(Boolean),
    ),
  );
}

/** The words a passage writes after "a" or "an", each with its article: "a plugin". */
function wordsAfterArticle(passage: Passage): Map<string, string> {
  const articles = new Map<string, string>();
  for (const sentence of passage.sentences)
    for (const m of sentence.text.matchAll(/\b(a|an)\s+(\p{Ll}+)\b/giu))
      if (!articles.has(m[2] as string))
        articles.set(m[2] as string, (m[1] as string).toLowerCase());
  return articles;
}

/** A passage's questions so far, and how one is added: once, and only if it asks of terms. */
function collectQuestions(passage: Passage): {
  questions: DerivedQuestion[];
  add: (phrased: Phrased | null, source: QuestionSource) => void;
} {
  const questions: DerivedQuestion[] = [];
  const seen = new Set<string>();
  const add = (asked: Phrased | null, source: QuestionSource) => {
    // The writer's own question and a heading (phraseHeadingQuestion) keep their case.
    const phrased =
      source === 'definition' || source === 'statement' ? inTextCase(asked, passage) : asked;
    if (!phrased) return;
    const key = phrased.text.toLowerCase();
    const terms = [...new Set(termsOfText(phrased.slot))];
    if (seen.has(key) || terms.length === 0) return;
    seen.add(key);
    questions.push({ text: phrased.text, source, passage: passage.index, terms });
  };
  return { questions, add };
}
