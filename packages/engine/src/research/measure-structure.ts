import type { Document, Section } from '../document/types.ts';
import type { StructureResearch } from './types.ts';
import { GENERIC_HEADINGS } from './word-lists.ts';

function countSkippedLevels(levels: number[]): number {
  let skipped = 0;
  for (let i = 1; i < levels.length; i++) {
    if ((levels[i] as number) > (levels[i - 1] as number) + 1) skipped++;
  }
  return skipped;
}

/** Numbered entries from which a section is read as divided by them (bash's README.Debian FAQ). */
const MIN_ENTRY_TITLES = 3;

/**
 * The section's longest stretch of words: definition lists are scanned by their terms, and
 * three or more numbered entry titles divide it as subheadings do.
 */
function longestStretch(section: Section): number {
  if (section.entryTitles.length < MIN_ENTRY_TITLES)
    return section.wordCount - section.definitionWords;
  const titles = new Set(section.entryTitles);
  let longest = 0;
  let current = 0;
  for (const sentence of section.sentences) {
    if (titles.has(sentence)) current = 0;
    current += sentence.words.length;
    longest = Math.max(longest, current);
  }
  return longest;
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
    const words = longestStretch(section);
    if (words > longestSection.words) {
      longestSection = { words, heading: section.heading?.text ?? null };
    }
  }
  return {
    headingCount: headings.length,
    definitionWords: sections.reduce((sum, section) => sum + section.definitionWords, 0),
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
