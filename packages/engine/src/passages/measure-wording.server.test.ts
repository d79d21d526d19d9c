import { describe, expect, it } from 'vitest';
import { tokenize } from '../document/tokenize.ts';
import { loadTestKnowledge } from '../semantic/test-knowledge.server.ts';
import { FULL_WORDING, measureWording } from './measure-wording.ts';
import { termsOfText, toMeaningWords } from './retrieval-terms.ts';

const { vectors } = loadTestKnowledge();
const wording = (question: string, passage: string, given = vectors) =>
  measureWording(
    toMeaningWords(tokenize(question)),
    termsOfText(question),
    new Set(termsOfText(passage)),
    given,
  );

const QUESTION = 'How do I implement backpressure in a task queue?';

describe('measureWording', () => {
  it('credits one of the asker’s rare words more than one common word', () => {
    const rare = wording(QUESTION, 'Backpressure stops producers when consumers fall behind.');
    const common = wording(QUESTION, 'Each task waits until a worker is free.');
    expect(rare).toBeGreaterThan(common);
    expect(common).toBeGreaterThan(0);
  });

  it('gives nothing when the passage holds none of the question’s words', () => {
    expect(wording(QUESTION, 'Cold brew keeps for two weeks in the fridge.')).toBe(0);
  });

  it('counts a word the vectors do not know as the rarest, and caps the credit at 1', () => {
    const question = 'Can xz decompress lzma files?';
    const held = wording(question, 'The xz tool decompresses lzma files quickly.');
    expect(held).toBe(1);
    expect(wording(question, 'xz is small.')).toBeGreaterThan(7 / FULL_WORDING);
  });

  it('does not count the template words of a derived question', () => {
    // "How does X work?" asks about X: "work" is the template's, not the reader's.
    const asked = 'How does compression work?';
    const question = measureWording(
      toMeaningWords(tokenize(asked)),
      termsOfText('compression'),
      new Set(termsOfText('We work hard every day.')),
      vectors,
    );
    expect(question).toBe(0);
  });

  it('weighs a word by how few of the page’s other passages hold it', () => {
    const passage = 'Backpressure stops a task queue when its workers fall behind.';
    const alone = wording(QUESTION, passage);
    const question = [toMeaningWords(tokenize(QUESTION)), termsOfText(QUESTION)] as const;
    const terms = new Set(termsOfText(passage));
    const queueEverywhere = measureWording(...question, terms, vectors, (term) =>
      term === termsOfText('queue')[0] ? 1 : 0,
    );
    expect(queueEverywhere).toBeLessThan(alone);
    expect(queueEverywhere).toBeGreaterThan(0);
    expect(measureWording(...question, terms, vectors, () => 1)).toBe(0);
  });

  it('gives every held word a middling weight without vectors', () => {
    const without = wording(QUESTION, 'Backpressure stops producers.', undefined);
    expect(without).toBeGreaterThan(0);
    expect(without).toBeLessThan(1);
  });
});
