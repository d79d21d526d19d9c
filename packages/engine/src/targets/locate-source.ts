import { openingOf } from '../improve/read-citation-map.ts';
import { readParagraph } from '../improve/read-passages.ts';
import type { SourceBlock } from '../improve/scan-source.ts';
import type { Passage } from '../passages/types.ts';

// The passage model keeps no source offsets, so a target's edits find their passage in the
// source by the opening words of its sentences, as the improver ties its edits to the map.

/** Blocks a passage's sentences can come from; headings, code and the like are never matched. */
const READ_KINDS = new Set<SourceBlock['kind']>(['paragraph', 'list', 'quote', 'indented']);

/** Opening keys of a block's sentences or lines. */
function openingsOf(block: SourceBlock, index: number): Set<string> {
  if (block.kind === 'paragraph')
    return new Set(readParagraph(block, index).sentences.map((s) => openingOf(s.plain)));
  return new Set(
    block.text
      .split('\n')
      .map((line) => openingOf(line.replace(/^\s*(?:[-*+>]|\d{1,3}[.)])\s+/, '')))
      .filter(Boolean),
  );
}

/** Index of the block where the passage's first sentence stands, or -1. */
export function locateBlock(blocks: readonly SourceBlock[], passage: Passage): number {
  const keys = passage.sentences.slice(0, 3).map((sentence) => openingOf(sentence.text));
  const first = keys.find(Boolean);
  if (!first) return -1;
  return blocks.findIndex(
    (block, index) => READ_KINDS.has(block.kind) && openingsOf(block, index).has(first),
  );
}

/**
 * Index of the block holding the passage's answering sentence, searched from the passage's
 * first block: a passage of several paragraphs may hold more than one answer (a page whose
 * questions are not headings is cut into passages by size), and the target's heading belongs
 * above the paragraph that answers it. -1 when it cannot be found.
 */
export function locateAnswerBlock(
  blocks: readonly SourceBlock[],
  passage: Passage,
  quote: string,
): number {
  const from = locateBlock(blocks, passage);
  if (from < 0) return -1;
  const key = openingOf(quote);
  for (let index = from; index < blocks.length; index++) {
    const block = blocks[index];
    if (!block || block.kind === 'heading') break;
    if (READ_KINDS.has(block.kind) && openingsOf(block, index).has(key)) return index;
  }
  return from;
}

/** The nearest heading above a block, or null. */
export function headingAbove(blocks: readonly SourceBlock[], at: number): SourceBlock | null {
  for (let index = at - 1; index >= 0; index--) {
    const block = blocks[index];
    if (block?.kind === 'heading') return block;
  }
  return null;
}
