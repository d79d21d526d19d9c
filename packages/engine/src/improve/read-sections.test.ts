import { describe, expect, it } from 'vitest';
import { readSections } from './read-sections.ts';

describe('readSections', () => {
  it('takes a leading H1 as the title and groups blocks under headings', () => {
    const read = readSections('# Title\n\nIntro.\n\n## Part\n\nBody.\n\n- item');
    expect(read.title?.text).toBe('Title');
    expect(read.sections.map((s) => [s.heading?.text ?? null, s.blocks.length])).toEqual([
      [null, 1],
      ['Part', 2],
    ]);
  });

  it('drops the sections and markers an earlier run added', () => {
    const read = readSections(
      '## Summary\n\nSales rose 40% [source needed].\n\n## Part\n\nSales rose 40% [source needed].\n\n## Frequently asked questions\n\n### What is a sale?\n\nSales rose 40%.\n\n## Claims to verify\n\nEach of these statements carries a number or a superlative without a source:\n\n- Sales rose 40%.',
    );
    expect(read.sections.map((s) => s.heading?.text)).toEqual(['Part']);
    expect(read.sections[0]?.blocks).toEqual([
      { kind: 'paragraph', text: 'Sales rose 40%.', headingLike: false },
    ]);
  });

  it('keeps sections the user titled Summary or Frequently asked questions', () => {
    const read = readSections(
      '## Summary\n\nOld summary.\n\n## Part\n\nBody.\n\n## Frequently asked questions\n\n### What?\n\nAnswer.',
    );
    expect(read.sections.map((s) => s.heading?.text)).toEqual([
      'Summary',
      'Part',
      'Frequently asked questions',
      'What?',
    ]);
  });

  it('removes markers in linear time', () => {
    const started = Date.now();
    readSections(`${' '.repeat(50_000)}x`);
    readSections(`${' '.repeat(50_000)}[source needed`);
    expect(Date.now() - started).toBeLessThan(200);
  });
});
