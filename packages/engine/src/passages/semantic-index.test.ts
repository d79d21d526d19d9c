import { describe, expect, it } from 'vitest';
import { cosine } from '../semantic/word-vectors.ts';
import { cosineBeyond } from './semantic-index.ts';

const unit = (values: number[]) => {
  const norm = Math.sqrt(values.reduce((sum, value) => sum + value * value, 0));
  return Float32Array.from(values, (value) => value / norm);
};
const dot = (a: Float32Array, b: Float32Array) =>
  a.reduce((sum, value, i) => sum + value * b[i]!, 0);
/** The vector without its part along the direction, the long way. */
const without = (vector: Float32Array, direction: Float32Array) => {
  const along = dot(vector, direction);
  return vector.map((value, i) => value - along * direction[i]!);
};

describe('cosineBeyond', () => {
  const direction = unit([1, 0, 0]);

  it('equals the cosine of the two vectors with the direction taken out', () => {
    const a = unit([0.9, 0.3, 0.1]);
    const b = unit([0.8, -0.1, 0.4]);
    const expected = cosine(without(a, direction), without(b, direction));
    expect(cosineBeyond(dot(a, b), dot(a, direction), dot(b, direction))).toBeCloseTo(expected, 5);
  });

  it('takes away the closeness that two vectors owe to the shared direction alone', () => {
    // Both lean mostly along the direction; what is left points opposite ways.
    const a = unit([0.9, 0.3, 0]);
    const b = unit([0.9, -0.3, 0]);
    expect(dot(a, b)).toBeGreaterThan(0.7);
    expect(cosineBeyond(dot(a, b), dot(a, direction), dot(b, direction))).toBeCloseTo(-1, 5);
  });

  it('is 0 for a vector that is all direction', () => {
    expect(cosineBeyond(0.9, 1, 0.9)).toBe(0);
  });
});
