import { describe, expect, it } from 'vitest';
import { commonDirection, projectOnto } from './common-direction.ts';
import { loadWordVectors } from './load-word-vectors.server.ts';
import { WordVectors } from './word-vectors.ts';

describe('commonDirection on the shipped model', () => {
  const vectors = loadWordVectors();
  const direction = commonDirection(vectors);

  it('is a unit vector, computed once per model', () => {
    expect(direction).not.toBeNull();
    const norm = Math.sqrt(direction!.reduce((sum, value) => sum + value * value, 0));
    expect(norm).toBeCloseTo(1, 5);
    expect(commonDirection(vectors)).toBe(direction);
  });

  it('is what generic text leans along, far more than a technical passage', () => {
    // The centroid of everyday words against one of a topic's own words.
    const generic = vectors.centroid(['people', 'time', 'make', 'good', 'year', 'way'])!;
    const technical = vectors.centroid(['decompress', 'checksum', 'bytecode', 'kernel'])!;
    expect(projectOnto(generic, direction)).toBeGreaterThan(
      projectOnto(technical, direction) + 0.2,
    );
  });
});

describe('commonDirection without words', () => {
  it('is null, and nothing lies along it', () => {
    const empty = new WordVectors([], new Int8Array(0), 4);
    expect(commonDirection(empty)).toBeNull();
    expect(projectOnto(new Float32Array([1, 0, 0, 0]), null)).toBe(0);
  });
});
