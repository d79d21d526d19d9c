import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { loadCorpus } from '../testing/corpus.server.ts';
import { holdsAnswerType } from './answer-types.ts';
import { isWellFormedQuestion } from './phrase-questions.ts';
import { QUESTION_FRAMES } from './question-languages.ts';
import { languageOf, testRetrieval } from './test-retrieval.ts';

// Properties of the citation map over the corpus's training pages, every genre and language
// (the dev pages are measured by bench/citation-map/run.ts, never tested or tuned on here).

const pages = loadCorpus().filter((page) => page.split === 'train');

/** Words a question may hold beside the page's own: its frames and the asker's pronouns. */
const FRAME_WORDS = new Set(
  [
    ...Object.values(QUESTION_FRAMES).flatMap((frames) => [
      frames.whatIs('x'),
      frames.whatAre('x'),
      frames.difference('x', 'y'),
      frames.difference('x', 'i'),
    ]),
    'How do I my mine myself much long does do take last cost when was were an a the what ingredients need for make it is are safe',
  ]
    .join(' ')
    .toLowerCase()
    .match(/[\p{L}'’]+/gu),
);

const mapped = pages.map((page) => {
  const document = buildDocument(page.text);
  const language = languageOf(document);
  const words = new Set(page.text.toLowerCase().match(/[\p{L}\p{N}]+/gu));
  const tests = testRetrieval(document).tests.flatMap((test) =>
    test.questions.map((question) => ({ question, passage: test.passage })),
  );
  return { page, language, words, tests };
});

describe('the citation map over the corpus', () => {
  it('asks questions on the pages of every language', () => {
    for (const code of ['en', 'de', 'fr', 'es']) {
      const ofLanguage = mapped.filter((m) => m.page.language === code);
      const asked = ofLanguage.reduce((n, m) => n + m.tests.length, 0);
      expect(ofLanguage.length, code).toBeGreaterThan(3);
      expect(asked / ofLanguage.length, code).toBeGreaterThan(0.5);
    }
  });

  it('asks only well-formed questions: the mark, the capital (or ¿), a verb, no word twice in a row', () => {
    let count = 0;
    for (const { page, language, tests } of mapped) {
      for (const { question } of tests) {
        const text = question.question.text;
        count++;
        expect(text, page.id).toMatch(/\?$/);
        expect(text, page.id).toMatch(language.code === 'es' ? /^¿\p{Lu}/u : /^\p{Lu}/u);
        const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
        expect(
          words.filter((word, at) => word === words[at - 1]),
          `${page.id}: ${text}`,
        ).toEqual([]);
        expect(isWellFormedQuestion(text, language.code), `${page.id}: ${text}`).toBe(true);
      }
    }
    expect(count).toBeGreaterThan(pages.length);
  });

  it('cuts no word: every word of a question is the page’s or its frame’s', () => {
    for (const { page, words, tests } of mapped)
      for (const { question } of tests) {
        const cut = (question.question.text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
          (word) => !words.has(word) && !FRAME_WORDS.has(word),
        );
        expect(cut, `${page.id}: ${question.question.text}`).toEqual([]);
      }
  });

  it('cites a question only where the quoted passage holds an answer of its type', () => {
    let cited = 0;
    for (const { page, language, tests } of mapped) {
      const { pack } = language;
      for (const { question, passage } of tests) {
        if (!question.isFound || !question.typedAnswer) continue;
        cited++;
        const quote = question.typedAnswer.text;
        const { type, text } = question.question;
        const label = `${page.id}: ${text} → ${quote}`;
        if (type === 'steps')
          expect(passage.kind === 'list' || passage.sentences.length >= 2, label).toBe(true);
        else if (type === 'definition')
          expect(
            quote
              .toLowerCase()
              .split(/\s+/)
              .some((word) => pack.copulas.includes(word)),
            label,
          ).toBe(true);
        else expect(holdsAnswerType(type, quote, pack), label).toBe(true);
      }
    }
    expect(cited).toBeGreaterThan(50);
  });
});
