import { describe, expect, it } from 'vitest';
import { tokenize } from '../document/tokenize.ts';
import { analyzeDocument } from './analyze-document.ts';
import { assessDocument } from './assess-document.ts';
import { advice, fixture, knowledge } from './real-document-advice.server.ts';

// Biome's README in Hindi (fixtures/real) was read as English with no linking words ("the text
// reads as a list of words", 3%), its words cut at their vowel signs ("प्रयोग" as three) and its
// sentences run together past the danda (48.5 words each), and scored 5 of 100 where the English
// README scores 61.
const text = fixture('biome-readme-hi.md');
const overall = (file: string) => analyzeDocument(fixture(file), knowledge).overallScore;

describe("Biome's README in Hindi", () => {
  it('is read as Hindi, not as a list of words', () => {
    const lines = advice(text);
    expect(lines).not.toMatch(/list of words|Write full sentences/);
    expect(lines).toContain('The text appears to be in Hindi rather than English');
  });

  it('keeps a word whole across its vowel signs', () => {
    expect(tokenize('प्रयोग दस्तावेज़ीकरण')).toEqual(['प्रयोग', 'दस्तावेज़ीकरण']);
  });

  it('ends a sentence at the danda', () => {
    const sentences = assessDocument('यह पहला वाक्य है। यह दूसरा वाक्य है।', knowledge).research.document
      .sentences;
    expect(sentences.map((sentence) => sentence.text.trim())).toEqual([
      'यह पहला वाक्य है।',
      'यह दूसरा वाक्य है।',
    ]);
  });

  it('scores within 5 points of the English README', () => {
    expect(
      Math.abs(overall('biome-readme-hi.md') - overall('biome-readme-en.md')),
    ).toBeLessThanOrEqual(5);
  });
});
