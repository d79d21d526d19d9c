import { describe, expect, it } from 'vitest';
import { buildDocument } from '../document/build-document.ts';
import { loadCorpus } from '../testing/corpus.server.ts';
import { readDocumentKind } from './classify-kind.ts';

// The kinds made for a software project's files (a licence, a changelog, a pointer note) are
// read from the shape of those files. Over the corpus's training pages (the dev pages are never
// tested or tuned on), no page a writer publishes takes one of them, in any genre or language,
// while the kinds a writer's page has are read for most of them.

const SOFTWARE_FILE_KINDS = new Set(['licence', 'changelog', 'note']);
const WRITER_KINDS = new Set(['article', 'brief', 'faq', 'how-to', 'marketing']);

const writerPages = loadCorpus()
  .filter((page) => page.split === 'train' && page.genre !== 'techdoc')
  .map((page) => ({ id: page.id, kind: readDocumentKind(buildDocument(page.text)) }));

describe('document kinds over the corpus', () => {
  it('reads no writer page as a licence, a changelog or a pointer note', () => {
    expect(writerPages.length).toBeGreaterThan(100);
    expect(writerPages.filter((page) => SOFTWARE_FILE_KINDS.has(page.kind))).toEqual([]);
  });

  it("reads most writer pages as one of a writer's kinds", () => {
    const read = writerPages.filter((page) => WRITER_KINDS.has(page.kind)).length;
    expect(read / writerPages.length).toBeGreaterThanOrEqual(0.9);
  });
});
