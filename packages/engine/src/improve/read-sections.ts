import { parseBlocks } from '../document/parse-blocks.ts';
import type { RawBlock } from '../document/raw-block.ts';
import { looksLikeHtml, reduceHtml } from '../document/reduce-html.ts';
import { IMPROVER_FIXED_TEXT } from './fixed-text.ts';

export type HeadingBlock = Extract<RawBlock, { kind: 'heading' }>;

export interface RawSection {
  heading: HeadingBlock | null;
  blocks: RawBlock[];
}

export interface ReadText {
  title: HeadingBlock | null;
  sections: RawSection[];
}

const GENERATED_HEADINGS = new Set(
  [
    IMPROVER_FIXED_TEXT.summaryHeading,
    IMPROVER_FIXED_TEXT.faqHeading,
    IMPROVER_FIXED_TEXT.claimsHeading,
  ].map((h) => h.toLowerCase()),
);
const SOURCE_NEEDED = /\s*\[source needed\]/gi;

/** Drops what an earlier run of the improver added, so improving twice does not stack it. */
function dropGenerated(blocks: readonly RawBlock[]): RawBlock[] {
  const kept: RawBlock[] = [];
  let skipBelow = 0;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      if (skipBelow > 0 && block.level <= skipBelow) skipBelow = 0;
      if (skipBelow === 0 && GENERATED_HEADINGS.has(block.text.trim().toLowerCase()))
        skipBelow = block.level;
    }
    if (skipBelow === 0) kept.push(block);
  }
  return kept;
}

/** Reads text, markdown or HTML into a title and sections of blocks, markdown kept inline. */
export function readSections(input: string): ReadText {
  const markdown = (looksLikeHtml(input) ? reduceHtml(input) : input).replace(SOURCE_NEEDED, '');
  const blocks = dropGenerated(parseBlocks(markdown));
  const first = blocks[0];
  const title = first?.kind === 'heading' && first.level === 1 ? first : null;
  const sections: RawSection[] = [{ heading: null, blocks: [] }];
  for (const block of title ? blocks.slice(1) : blocks) {
    if (block.kind === 'heading') sections.push({ heading: block, blocks: [] });
    else (sections.at(-1) as RawSection).blocks.push(block);
  }
  return {
    title,
    sections: sections.filter((section) => section.heading || section.blocks.length > 0),
  };
}
