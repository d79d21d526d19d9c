import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from '../analyze/analyze-document.ts';
import { buildDocument } from '../document/build-document.ts';
import { createLocator } from './locate.ts';
import { locateParagraphs } from './locate-paragraphs.ts';
import { keysOf, projectText } from './project-text.ts';

// Issue 13, point 6, on text no one here wrote: the validity corpus of bench/validity (plain-text
// FAQs and manuals, npm READMEs in six languages, licences, changelogs, HTML reference pages).
const CORPUS = new URL('../../../../bench/validity/corpus/', import.meta.url);
const hasCorpus = existsSync(CORPUS);
if (!hasCorpus) console.log('Skipped: bench/validity/corpus is not in this checkout.');
const files = hasCorpus
  ? readdirSync(CORPUS).filter(
      (file) => /\.(?:txt|md|html)$/.test(file) && !file.startsWith('poor-'),
    )
  : [];
const read = (file: string) => readFileSync(new URL(file, CORPUS), 'utf8');
const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe.skipIf(!hasCorpus)('anchors point at the text as typed', () => {
  it.each(files.filter((file) => file.endsWith('.txt')))(
    '%s: each sentence is found, from its first character to its last',
    (file) => {
      const text = read(file);
      const locator = createLocator(text);
      let cursor = 0;
      let found = 0;
      const sentences = buildDocument(text).sentences;
      for (const sentence of sentences) {
        const span = locator.find(sentence.text, cursor);
        if (!span) continue;
        found++;
        cursor = span.start;
        // The document model drops some markup ("*roff" reads "roff"), so the slice is compared
        // on its visible letters and on where it starts and ends.
        const slice = squash(text.slice(span.start, span.end));
        const own = squash(sentence.text);
        expect(projectText(slice).keys).toBe(keysOf(own));
        expect(slice.at(0)).toBe(own.at(0));
        // A closing mark behind markup the model drops ("static[5];") may stay outside.
        const lastVisible = own.match(/[\p{L}\p{N}](?=[^\p{L}\p{N}]*$)/u)?.[0];
        expect([own.at(-1), lastVisible], `${slice} | ${own}`).toContain(slice.at(-1));
      }
      expect(found / sentences.length).toBeGreaterThan(0.95);
    },
  );

  it.each(files)('%s: nine paragraphs in ten are found, in order, with their own words', (file) => {
    const text = read(file);
    const document = buildDocument(text);
    const spans = locateParagraphs(text, document);
    const found = spans.filter(Boolean).length;
    if (document.paragraphs.length > 0)
      expect(found / document.paragraphs.length).toBeGreaterThan(0.9);
    let previous = 0;
    spans.forEach((span, index) => {
      if (!span) return;
      expect(span.start).toBeGreaterThanOrEqual(previous);
      previous = span.end;
      const words = document.paragraphs[index]?.sentences[0]?.words ?? [];
      // The slice opens with the paragraph's first word and closes on its last letters.
      const opening = keysOf(text.slice(span.start, span.start + 200));
      expect(opening.startsWith(keysOf(words[0] ?? ''))).toBe(true);
    });
  });

  it.each(files)('%s: each anchored finding quotes the sentence it marks', (file) => {
    const text = read(file);
    const analysis = analyzeDocument(text);
    const findings = [
      ...analysis.insights.map((insight) => ({ words: insight.text, anchor: insight.anchor })),
      ...analysis.improvements.map((item) => ({ words: item.description, anchor: item.anchor })),
    ];
    for (const { words, anchor } of findings) {
      if (!anchor) continue;
      const { passage, sentence } = anchor;
      expect(passage.start).toBeLessThan(passage.end);
      expect(passage.end).toBeLessThanOrEqual(text.length);
      if (!sentence) continue;
      expect(sentence.start).toBeGreaterThanOrEqual(passage.start);
      expect(sentence.end).toBeLessThanOrEqual(passage.end);
      // The finding quotes the sentence's opening words (quoteSentence): they open the mark.
      const quoted = /‘([^’]+?)…?’/.exec(words)?.[1];
      if (quoted) {
        expect(projectText(text.slice(sentence.start, sentence.end)).keys).toContain(
          keysOf(quoted.replace(/…$/, '')),
        );
      }
    }
  });
});
