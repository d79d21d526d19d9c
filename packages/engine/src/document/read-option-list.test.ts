import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildDocument } from './build-document.ts';
import { parseBlocks } from './parse-blocks.ts';

const manual = readFileSync(new URL('../fixtures/real/manual-ls.txt', import.meta.url), 'utf8');

describe('options whose descriptions are set in by a tab, as translated manuals set them', () => {
  const german = readFileSync(
    new URL('../fixtures/real/manual-dpkg-name-de.txt', import.meta.url),
    'utf8',
  );

  it('reads them as one list, the tab reaching past the option it follows', () => {
    const options = parseBlocks(german).find((block) => block.kind === 'list' && block.definitions);
    if (options?.kind !== 'list') throw new Error('no option list');
    expect(options.items[0]).toBe(
      '-a, --no-architecture: Der Zieldateiname wird keine Architekturinformation enthalten.',
    );
    expect(options.items).toHaveLength(7);
  });
});

describe('a plain-text manual page keeps its options as a definition list', () => {
  it('reads the options of ls(1), term by term, as one list', () => {
    const lists = parseBlocks(manual).filter((block) => block.kind === 'list');
    const options = lists.find((block) => block.kind === 'list' && block.definitions);
    expect(options?.kind).toBe('list');
    if (options?.kind !== 'list') return;
    expect(options.items[0]).toBe('-a, --all: do not ignore entries starting with .');
    // A term with its description on the same line ("-C     list entries by columns").
    expect(options.items).toContain('-C: list entries by columns');
    expect(options.items.length).toBeGreaterThanOrEqual(40);
  });

  it('does not count the options as a stretch of prose without a heading', () => {
    const document = buildDocument(manual);
    const description = document.sections.find(
      (section) => section.heading?.text === 'DESCRIPTION',
    );
    expect(description?.definitionWords).toBeGreaterThan(500);
    expect((description?.wordCount ?? 0) - (description?.definitionWords ?? 0)).toBeLessThan(300);
  });

  it('leaves a single indented command and markdown lists as they were', () => {
    expect(
      parseBlocks('Run it so:\n\n    --verbose\n\nThen wait.').some((b) => b.kind === 'list'),
    ).toBe(false);
    const [list] = parseBlocks('- one\n- two');
    expect(list).toEqual({ kind: 'list', ordered: false, items: ['one', 'two'] });
  });
});
