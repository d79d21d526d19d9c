import { describe, expect, it } from 'vitest';
import { findUnsupportedClaims, markClaim } from './mark-claims.ts';
import { splitRawSentences } from './raw-sentences.ts';

describe('findUnsupportedClaims', () => {
  it('finds claims with numbers or superlatives in passages without a source', () => {
    const unsourced = splitRawSentences(
      'Sales rose 40% last year. This is the best grinder. Coffee is nice.',
    );
    const sourced = splitRawSentences('Sales rose 40% last year [1]. Prices fell too.');
    const claims = findUnsupportedClaims([unsourced, sourced]);
    expect([...claims].map((claim) => claim.raw)).toEqual([
      'Sales rose 40% last year.',
      'This is the best grinder.',
    ]);
  });
});

describe('markClaim', () => {
  it('puts the marker before the closing punctuation', () => {
    expect(markClaim('Sales rose 40%.')).toBe('Sales rose 40% [source needed].');
    expect(markClaim('He said "it rose 40%."')).toBe('He said "it rose 40% [source needed]."');
    expect(markClaim('No full stop')).toBe('No full stop [source needed]');
  });
});

describe('markClaim in linear time', () => {
  it('handles long runs of closing punctuation quickly', () => {
    const started = Date.now();
    const marked = markClaim(`Sales rose 40% ${'.'.repeat(50_000)}x`);
    markClaim(`Sales rose 40%${'.'.repeat(50_000)}`);
    expect(Date.now() - started).toBeLessThan(100);
    expect(marked.endsWith('x [source needed]')).toBe(true);
  });
});
