import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { measureReadability } from '../research/measure-readability.ts';
import { advice, fixture } from './real-document-advice.server.ts';

/**
 * A README's own sentences, three at a time run into one with a comma, so that the long-sentence
 * advice has something to say about real Chinese or Japanese.
 */
function runTogether(file: string): string {
  const sentences = buildDocument(fixture(file))
    .sentences.filter((sentence) => sentence.kind === 'paragraph' && sentence.words.length > 8)
    .map((sentence) => sentence.text.replace(/[。.!！]$/, ''));
  const paragraphs: string[] = [];
  for (let i = 0; i + 2 < sentences.length; i += 3) {
    paragraphs.push(`${sentences.slice(i, i + 3).join('、')}。`);
  }
  return paragraphs.join('\n\n');
}

describe('the length of a Chinese or Japanese sentence, as the writer reads it', () => {
  for (const file of ['biome-readme-ja.md', 'biome-readme-zh-cn.md']) {
    it(`states the count the rule judged, in words named as English ones, for ${file}`, () => {
      const text = runTogether(file);
      const readability = measureReadability(buildDocument(text));
      const longest = [...readability.longSentences].sort(
        (a, b) => b.words.length - a.words.length,
      )[0]!;
      const fix = advice(text)
        .split('\n')
        .find((line) => line.startsWith('Shorten long sentences'));
      expect(fix).toBeDefined();
      // The judged count: the segmenter's words over the words it counts per English word.
      const judged = Math.round(longest.words.length / (readability.wordScale ?? 1));
      expect(judged).toBeLessThan(longest.words.length);
      expect(fix).toContain(`(about ${judged} words as English would count them;`);
      expect(fix).toMatch(/\d+ characters\)/);
      expect(fix).toMatch(/average [\d.]+ words \(as English would count them\)/);
    });
  }

  it('says nothing of English counting in English', () => {
    expect(advice(fixture('biome-readme-en.md'))).not.toMatch(/as English would count/);
  });
});
