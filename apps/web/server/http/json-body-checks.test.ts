import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findBodyProblem, measureJsonDepth } from './json-body-checks.ts';

/** The obvious recursive definition, for comparison on values small enough to recurse. */
function referenceDepth(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(referenceDepth));
  if (typeof value === 'object' && value !== null)
    return 1 + Math.max(0, ...Object.values(value).map(referenceDepth));
  return 0;
}

describe('measureJsonDepth', () => {
  it('agrees with the recursive depth of any JSON value, strings with brackets included', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        expect(measureJsonDepth(JSON.stringify(value))).toBe(referenceDepth(value));
      }),
      { numRuns: 500 },
    );
  });

  it('ignores brackets and escaped quotes inside strings', () => {
    expect(measureJsonDepth('{"a":"[[[{\\"}}}","b":[1]}')).toBe(2);
  });

  it('stops at the limit on a body nested 100,000 deep without recursing', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(measureJsonDepth(deep, 32)).toBe(33);
    expect(measureJsonDepth(deep)).toBe(100_000);
  });
});

describe('findBodyProblem', () => {
  it('finds NUL in values and keys at any depth', () => {
    expect(findBodyProblem({ a: [{ b: 'x\u0000y' }] })).toBe('nul');
    expect(findBodyProblem(JSON.parse('{"a":{"k\\u0000":1}}'))).toBe('nul');
    expect(findBodyProblem({ a: [{ b: 'clean' }], c: 1, d: null })).toBeUndefined();
  });

  it('finds a "__proto__" key as JSON.parse creates it', () => {
    expect(findBodyProblem(JSON.parse('{"content":"x","__proto__":{"isAdmin":true}}'))).toBe(
      'prototype_key',
    );
    expect(findBodyProblem(JSON.parse('{"a":[{"__proto__":1}]}'))).toBe('prototype_key');
  });

  it('walks a wide body of 200,000 items without recursion', () => {
    const wide = { items: Array.from({ length: 200_000 }, (_, i) => ({ i })) };
    expect(findBodyProblem(wide)).toBeUndefined();
  });
});
