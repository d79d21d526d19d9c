import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { analyzeDocument } from './analyze-document.ts';
import { mapCitations } from './map-citations.ts';

// The citation map shown beside an LLM's analysis is the one the builtin analysis makes of the
// same text, documents of every kind included (changelogs, FAQs, READMEs, notes).

const folder = fileURLToPath(new URL('../../../../bench/validity/corpus', import.meta.url));
// One document of each kind the corpus names (its files start with the kind: changelog-, faq-,
// readme-, ...), to keep the test to a few seconds.
const documents = [
  ...new Map(
    readdirSync(folder)
      .filter((name) => /\.(md|txt)$/.test(name))
      .map((name) => [name.split('-')[0], name]),
  ).values(),
];

describe('mapCitations', () => {
  it('gives the analysis its own map for every kind of document', () => {
    expect(documents.length).toBeGreaterThan(4);
    for (const name of documents) {
      const text = readFileSync(join(folder, name), 'utf8');
      expect(mapCitations(text), name).toEqual(analyzeDocument(text).citationMap);
    }
  });
});
