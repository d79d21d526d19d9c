import { describe, expect, it } from 'vitest';
import { analyzeText, asMarkdown, extractKeywords, improveText } from './index.ts';
import { cpuMillis } from './testing/cpu-time.server.ts';

// Inputs that once froze the server: patterns that rescanned the rest of the text from every
// "[" or "<" (cubic on '[a]('.repeat(2000)), and nesting that grew the output quadratically.
// Speed is measured by the bench scripts; this only checks that each input finishes well
// within a bound no healthy run comes near.
const BOUND_MS = 2000;

const nestedHtmlList = `${'<ul><li>'.repeat(5000)}x${'</li></ul>'.repeat(5000)}`;
const PATHOLOGICAL: Record<string, string> = {
  'unclosed links': '[a]('.repeat(20_000),
  'unclosed images': '![a]('.repeat(10_000),
  'unclosed links glued to text': Array.from(
    { length: 2000 },
    (_, i) => `[ref${i}](https://ex.com/p${i}`,
  ).join(''),
  'open brackets': '['.repeat(50_000),
  'footnote openings': '[^'.repeat(25_000),
  'unclosed tags': '<a '.repeat(40_000),
  'lone angle brackets': '<'.repeat(50_000),
  'a tag with many attributes': `<p ${'a="x" '.repeat(20_000)}>hi</p>`,
  'unclosed comments': '<!--'.repeat(20_000),
  'unclosed scripts': '<script>'.repeat(10_000),
  'nested HTML lists': nestedHtmlList,
  'nested quotes': Array.from({ length: 300 }, (_, i) => `${'>'.repeat(i)} level ${i}`).join('\n'),
  entities: `<p>${'&amp;'.repeat(20_000)}</p>`,
  'one long word': 'a'.repeat(50_000),
  'dotted run': 'a.'.repeat(25_000),
  'dots then a letter': `${'.'.repeat(50_000)}x`,
  'stars and underscores': `${'*'.repeat(25_000)}${'_ '.repeat(12_500)}`,
  backticks: '`'.repeat(50_000),
  hashes: '#'.repeat(50_000),
  'table-like pipes': `${'| a '.repeat(10_000)}\n|---|\n${'| b |\n'.repeat(1000)}`,
  'long URL': `http://${'a'.repeat(50_000)}`,
  'repeated URL prefixes': 'http://.'.repeat(10_000),
  'email-like run': `${'a.'.repeat(25_000)}@`,
  'many comma items': `We need ${Array.from({ length: 5000 }, (_, i) => `item${i}`).join(', ')} and more.`,
  'capitalised words': `${'Word '.repeat(20_000)}says this.`,
  parentheses: '('.repeat(50_000),
  'a long run of digits': '1'.repeat(100_000),
  'thousands of quotation marks in one sentence': '"hello world foo bar '.repeat(10_000),
  'a heading then spaces': `# a${' '.repeat(50_000)}b`,
  'a list item then spaces': `- a${' '.repeat(50_000)}\u2028`,
  'spaces then a letter': `${' '.repeat(50_000)}x`,
  'newlines then a letter': `${'\n'.repeat(50_000)}x`,
};

describe('pathological input', () => {
  for (const [name, text] of Object.entries(PATHOLOGICAL)) {
    it(`finishes on ${name} (${Math.round(text.length / 1000)} KB)`, () => {
      for (const [step, run] of [
        ['analyzeText', analyzeText],
        ['improveText', improveText],
        ['extractKeywords', extractKeywords],
        ['asMarkdown', (input: string) => asMarkdown(input)],
      ] as const) {
        const elapsed = cpuMillis(() => run(text));
        expect(elapsed, `${step} took ${Math.round(elapsed)} ms`).toBeLessThan(BOUND_MS);
      }
    }, 20_000);
  }
});
