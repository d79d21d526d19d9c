import { describe, expect, it } from 'vitest';
import { loadWordVectors } from './load-word-vectors.server.ts';
import { cosine, WordVectors } from './word-vectors.ts';

describe('WordVectors on the shipped model', () => {
  const vectors = loadWordVectors();

  it('knows common words and not invented ones', () => {
    expect(vectors.size).toBe(100_000);
    expect(vectors.has('bread')).toBe(true);
    expect(vectors.has('Bread')).toBe(true);
    expect(vectors.has('qzxvplorb')).toBe(false);
    expect(vectors.rank('the')).toBe(0);
  });

  it('places related words closer than unrelated ones', () => {
    const related = vectors.similarity('bread', 'flour')!;
    const unrelated = vectors.similarity('bread', 'parliament')!;
    expect(related).toBeGreaterThan(unrelated + 0.2);
  });

  it('finds neighbours that belong to the topic', () => {
    const target = vectors.centroid(['sourdough'])!;
    const words = vectors.nearest(target, 15, (word) => word !== 'sourdough').map((n) => n.word);
    expect(words.some((word) => ['bread', 'loaves', 'baked', 'rye', 'yeast'].includes(word))).toBe(
      true,
    );
    expect(words).not.toContain('sourdough');
  });

  it('orders neighbours by similarity', () => {
    const target = vectors.vector('guitar')!;
    const similarities = vectors.nearest(target, 10).map((n) => n.similarity);
    expect(similarities).toEqual([...similarities].sort((a, b) => b - a));
    expect(similarities[0]).toBeCloseTo(1, 1);
  });
});

describe('WordVectors arithmetic', () => {
  const small = new WordVectors(['a', 'b', 'c'], Int8Array.from([127, 0, 0, 127, 90, 90]), 2);

  it('refuses bytes that do not match the vocabulary', () => {
    expect(() => new WordVectors(['a'], new Int8Array(3), 2)).toThrow(/need 2 bytes/);
  });

  it('computes cosine and centroids of known words only', () => {
    expect(small.similarity('a', 'b')).toBeCloseTo(0, 5);
    expect(small.similarity('a', 'c')).toBeCloseTo(Math.SQRT1_2, 2);
    expect(small.centroid(['zzz'])).toBeUndefined();
    expect(cosine(small.centroid(['a', 'b', 'zzz'])!, small.vector('c')!)).toBeCloseTo(1, 2);
  });

  it('weighs every word by its frequency rank in meanByRank', () => {
    // Only "b" (rank 1) weighs: the mean is its vector.
    expect(small.meanByRank((rank) => (rank === 1 ? 2 : 0))).toEqual(Float32Array.from([0, 1]));
    // "a" and "b" equally: halfway between them.
    const even = small.meanByRank((rank) => (rank < 2 ? 1 : 0))!;
    expect(cosine(even, small.vector('c')!)).toBeCloseTo(1, 2);
    expect(small.meanByRank(() => 0)).toBeUndefined();
  });
});
