import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { countWords } from '../rules/word-count.ts';
import { analyzeDocument } from './analyze-document.ts';

// Issue 10 on real text no one here wrote: the validity corpus of bench/validity (Debian FAQs
// and manuals, npm READMEs in several languages, licences, changelogs).
const CORPUS = new URL('../../../../bench/validity/corpus/', import.meta.url);
const hasCorpus = existsSync(CORPUS);
if (!hasCorpus) console.log('Skipped: bench/validity/corpus is not in this checkout.');
const read = (file: string) => readFileSync(new URL(file, CORPUS), 'utf8');
const overall = (text: string) => analyzeDocument(text).overallScore;

/** Every sentence of the text's prose in a fixed pseudo-random order, four to a paragraph. */
function shuffleSentences(text: string, seed: number): string {
  const sentences = buildDocument(text).sentences.map((sentence) => sentence.text);
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  for (let i = sentences.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [sentences[i], sentences[j]] = [sentences[j] as string, sentences[i] as string];
  }
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 4)
    paragraphs.push(sentences.slice(i, i + 4).join(' '));
  return paragraphs.join('\n\n');
}

describe.skipIf(!hasCorpus)('shuffled sentences lose', () => {
  it.each([
    'readme-redis.md',
    'readme-apt.md',
    'faq-valgrind.txt',
    'faq-zlib.txt',
    'readme-debug.md',
    'reference-users-and-groups.txt',
  ])('%s loses at least 10 points with its sentences shuffled', (file) => {
    const text = read(file);
    const original = overall(text);
    for (const seed of [7, 99, 2026]) {
      expect(original - overall(shuffleSentences(text, seed))).toBeGreaterThanOrEqual(10);
    }
  });
});

describe.skipIf(!hasCorpus)('translation moves the score at most 5 points (8 for CJK)', () => {
  it.each([
    // The Portuguese README is not the same text: it lacks the English "Funding" section and
    // one of its opening paragraphs (an older translation), so it is not compared here.
    ['readme-biome-en.md', ['fr', 'es', 'zh-cn', 'ja'].map((l) => `readme-biome-${l}.md`)],
    ['manual-catman-en.txt', ['de', 'fr', 'es'].map((l) => `manual-catman-${l}.txt`)],
  ])('%s and its translations', (english, translations) => {
    const base = overall(read(english));
    for (const file of translations) {
      // The French manual adds a section on its own translation (translators, a link, dates)
      // that the original lacks; the test compares the same content, so it is left out.
      const text = read(file).replace(/\nTRADUCTION\n[\s\S]*?(?=\n\S*\d\.\d)/, '\n');
      const score = overall(text);
      // The bar is English, French, Spanish, German: within 5. Chinese and Japanese are held to 8: their sentences and words are read by
      // Intl.Segmenter, but the shipped word vectors are English, so retrieval by meaning
      // stays neutral for them while English earns or loses on it (docs/figures.md).
      const isCjk = /-(?:zh|ja)/.test(file);
      expect(Math.abs(score - base), `${file}: ${score} against ${base}`).toBeLessThanOrEqual(
        isCjk ? 8 : 5,
      );
    }
  });
});

/** Praise and problems about one signal: the pairs that would contradict each other. */
const FAMILIES: readonly { name: string; praise: RegExp; problem: RegExp }[] = [
  {
    name: 'sources',
    praise: /Sources are cited well/,
    problem:
      /Cited sources are missing|Sources are insufficient|Cite your sources|Name your sources/,
  },
  {
    name: 'statistics',
    praise: /Statistics make the text strong/,
    problem: /Statistics are (?:missing|insufficient)|Add statistics/,
  },
  {
    name: 'quotations',
    praise: /Quotations add strong evidence/,
    problem: /Expert quotations are|Quote an expert/,
  },
  {
    name: 'answered questions',
    praise: /Questions are answered well/,
    problem: /Answers are missing under the questions|Answer each question below it/,
  },
  {
    name: 'question headings',
    praise: /Questions are answered well|Answers come first/,
    problem: /Phrase headings as questions|Question-shaped headings are missing/,
  },
  {
    name: 'sentence length',
    praise: /Sentences are clear and easy to follow/,
    problem: /Sentences are weak on readability|Shorten long sentences/,
  },
  {
    name: 'coverage',
    praise: /room for strong coverage/,
    problem: /coverage is insufficient|Expand the coverage/,
  },
];

const FILES = hasCorpus
  ? (JSON.parse(read('../ranking.json')) as { documents: { file: string }[] }).documents.map(
      (document) => document.file,
    )
  : [];

describe.skipIf(!hasCorpus)('one reading per text', () => {
  it.each(FILES)('%s: no finding contradicts another, counts agree, severity orders', (file) => {
    const text = read(file);
    const analysis = analyzeDocument(text);
    const praise = analysis.insights.filter((i) => i.type === 'positive').map((i) => i.text);
    const problems = [
      ...analysis.insights.filter((i) => i.type === 'negative').map((i) => i.text),
      ...analysis.improvements
        .filter((item) => item.severity !== 'low')
        .map((item) => `${item.title}: ${item.description}`),
    ];
    for (const family of FAMILIES) {
      const praised = praise.some((text) => family.praise.test(text));
      const faulted = problems.some((text) => family.problem.test(text));
      expect(praised && faulted, `${family.name} is both praised and faulted`).toBe(false);
    }
    const words = countWords(text);
    const findings = [
      ...analysis.insights.map((i) => i.text),
      ...analysis.improvements.map((i) => i.description),
    ];
    for (const finding of findings) {
      // Retrievability & Extractability is being rebuilt on passages in parallel; its summary
      // advice still quotes the prose count and moves to the editor's count with that work.
      if (/no summary/.test(finding)) continue;
      for (const match of finding.matchAll(/(?:text has|[Aa]t|text \() (\d+) words?\b/g))
        expect(Number(match[1]), finding).toBe(words);
    }
    const rank = { high: 0, medium: 1, low: 2 };
    const order = analysis.improvements.map((item) => rank[item.severity]);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});
