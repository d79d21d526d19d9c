import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { measureReadability } from '../research/measure-readability.ts';
import { loadWordVectors } from '../semantic/load-word-vectors.server.ts';
import { analyzeDocument } from './analyze-document.ts';

// Japanese, as the segmenter splits it, counts about 1.45 words for each English word of the
// same text: Biome's Japanese README was told to split sentences its English one was praised for.
const knowledge = { vectors: loadWordVectors() };
const fixture = (file: string) =>
  readFileSync(new URL(`../fixtures/real/${file}`, import.meta.url), 'utf8');

function sentenceAdvice(file: string): string {
  const analysis = analyzeDocument(fixture(file), knowledge);
  return [
    ...analysis.improvements.map((item) => `${item.title}: ${item.description}`),
    ...analysis.insights.map((item) => item.text),
  ]
    .filter((line) => /sentence/i.test(line))
    .join('\n');
}

describe("Biome's README in Japanese and in English", () => {
  it('is not told to split sentences "over 25 words" in Japanese', () => {
    expect(sentenceAdvice('biome-readme-ja.md')).not.toMatch(/Split the longest sentences/);
    expect(sentenceAdvice('biome-readme-en.md')).not.toMatch(/Split the longest sentences/);
  });

  it('is praised for its sentence length in both, at about the same average', () => {
    const average = (file: string) =>
      measureReadability(buildDocument(fixture(file))).averageSentenceWords;
    expect(sentenceAdvice('biome-readme-ja.md')).toMatch(/Sentences are clear and easy to follow/);
    expect(Math.abs(average('biome-readme-ja.md') - average('biome-readme-en.md'))).toBeLessThan(1);
  });

  it('still counts a Japanese sentence long when three of its sentences are run together', () => {
    const document = buildDocument(fixture('biome-readme-ja.md'));
    const longest = [...document.sentences]
      .sort((a, b) => b.words.length - a.words.length)
      .slice(0, 3)
      .map((sentence) => sentence.text.replace(/。$/, ''));
    const joined = buildDocument(`${longest.join('、')}。\n\n${fixture('biome-readme-ja.md')}`);
    expect(measureReadability(joined).longSentences.length).toBeGreaterThan(0);
  });
});
