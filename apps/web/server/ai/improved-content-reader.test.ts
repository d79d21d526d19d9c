import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ImprovedContentReader } from './improved-content-reader.ts';

/** Cuts a text at the given positions (sorted, deduplicated, within the text). */
function cut(text: string, positions: number[]): string[] {
  const points = [...new Set(positions.map((p) => p % (text.length + 1)))].sort((a, b) => a - b);
  const pieces: string[] = [];
  let start = 0;
  for (const point of points) {
    pieces.push(text.slice(start, point));
    start = point;
  }
  pieces.push(text.slice(start));
  return pieces;
}

function readAll(pieces: string[]) {
  const reader = new ImprovedContentReader();
  const deltas = pieces.map((piece) => reader.push(piece));
  return { text: deltas.join(''), deltas, scanned: reader.scanned };
}

/** Any string, lone surrogates and control characters included, as JSON.stringify escapes them. */
const anyText = fc.string({ unit: 'binary', maxLength: 200 });
const otherValue = fc.jsonValue({ maxDepth: 3 });

describe('ImprovedContentReader', () => {
  it('yields exactly what JSON.parse gives, however the answer is cut into chunks', () => {
    fc.assert(
      fc.property(
        anyText,
        fc.dictionary(
          fc.string().filter((k) => k !== 'improvedContent' && k !== '__proto__'),
          otherValue,
          { maxKeys: 3 },
        ),
        fc.dictionary(
          fc.string().filter((k) => k !== 'improvedContent' && k !== '__proto__'),
          otherValue,
          { maxKeys: 3 },
        ),
        fc.array(fc.nat(), { maxLength: 40 }),
        fc.boolean(),
        (content, before, after, positions, isPretty) => {
          const answer = { ...before, improvedContent: content, ...after };
          const raw = isPretty ? JSON.stringify(answer, null, 2) : JSON.stringify(answer);
          const expected = (JSON.parse(raw) as { improvedContent: string }).improvedContent;
          expect(readAll(cut(raw, positions)).text).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never splits a surrogate pair between two deltas', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 50 }),
        fc.array(fc.nat()),
        (content, positions) => {
          const raw = JSON.stringify({ improvedContent: content });
          for (const delta of readAll(cut(raw, positions)).deltas) {
            const last = delta.charCodeAt(delta.length - 1);
            expect(last >= 0xd800 && last <= 0xdbff).toBe(false);
            const first = delta.charCodeAt(0);
            expect(first >= 0xdc00 && first <= 0xdfff).toBe(false);
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('decodes escapes and \\u sequences cut in the middle, one character per chunk', () => {
    const raw = '{"improvedContent": "a\\"b\\\\c\\nd\\u00e9\\ud83d\\ude00e\\/"}';
    const pieces = [...raw];
    expect(readAll(pieces).text).toBe('a"b\\c\nd\u00e9\u{1f600}e/');
  });

  it('ignores an "improvedContent" key nested in another value, and a code fence before', () => {
    const raw =
      '```json\n{"notes": {"improvedContent": "wrong"}, "list": ["improvedContent", "}"], "improvedContent": "right"}\n```';
    expect(readAll(cut(raw, [3, 17, 40, 41, 90])).text).toBe('right');
  });

  it('yields nothing for an answer without the key', () => {
    expect(readAll(['{"improvementFactors": {"contentClarity": 80}}']).text).toBe('');
    expect(readAll(['Sorry, I cannot help with that.']).text).toBe('');
  });

  it('looks at each character at most once: a 16k-token stream costs its length, not its square', () => {
    const content = 'Cold brew is steeped for hours. '.repeat(2000);
    const raw = JSON.stringify({
      improvedContent: content,
      improvementFactors: {
        contentClarity: 80,
        contextRichness: 70,
        semanticRelevance: 75,
        intentCoverage: 60,
      },
    });
    // About four characters per token, as the provider sends them.
    const tokens = raw.match(/[\s\S]{1,4}/g) ?? [];
    expect(tokens.length).toBeGreaterThan(16_000);
    const result = readAll(tokens);
    expect(result.text).toBe(content);
    expect(result.scanned).toBeLessThanOrEqual(raw.length);
    // Twice the answer costs twice the work, not four times.
    const doubled = readAll(
      JSON.stringify({ improvedContent: content + content }).match(/[\s\S]{1,4}/g) ?? [],
    );
    expect(doubled.scanned / result.scanned).toBeLessThan(2.1);
  });
});
