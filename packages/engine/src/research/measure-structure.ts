import type { Document } from '../document/types.ts';
import type { StructureResearch } from './types.ts';
import { GENERIC_HEADINGS } from './word-lists.ts';

function countSkippedLevels(levels: number[]): number {
  let skipped = 0;
  for (let i = 1; i < levels.length; i++) {
    if ((levels[i] as number) > (levels[i - 1] as number) + 1) skipped++;
  }
  return skipped;
}

export function measureStructure(document: Document): StructureResearch {
  const { blocks, headings, sections } = document;
  let listCount = 0;
  let listItemCount = 0;
  let definitionListCount = 0;
  let tableCount = 0;
  let quoteBlockCount = 0;
  for (const block of blocks) {
    if (block.kind === 'list') {
      listCount++;
      listItemCount += block.items.length;
      if (block.definitions) definitionListCount++;
    } else if (block.kind === 'table') tableCount++;
    else if (block.kind === 'quote') quoteBlockCount++;
  }
  let longestSection: StructureResearch['longestSection'] = { words: 0, heading: null };
  // A definition list is scanned by its terms, as by subheadings: a manual's OPTIONS section of
  // forty options is not a 900-word stretch without a heading.
  for (const section of sections) {
    const words = section.wordCount - section.definitionWords;
    if (words > longestSection.words) {
      longestSection = { words, heading: section.heading?.text ?? null };
    }
  }
  return {
    headingCount: headings.length,
    genericHeadings: headings.filter((heading) => GENERIC_HEADINGS.test(heading.text.trim())),
    listCount,
    listItemCount,
    definitionListCount,
    tableCount,
    quoteBlockCount,
    longestSection,
    skippedLevels: countSkippedLevels(headings.map((heading) => heading.level)),
    h1Count: headings.filter((heading) => heading.level === 1).length,
  };
}
