import { parseBlocks } from '../document/parse-blocks.ts';
import type { RawBlock } from '../document/raw-block.ts';
import { looksLikeHtml, reduceHtml } from '../document/reduce-html.ts';
import { dropGenerated } from './drop-generated.ts';

export type HeadingBlock = Extract<RawBlock, { kind: 'heading' }>;

export interface RawSection {
  heading: HeadingBlock | null;
  blocks: RawBlock[];
}

export interface ReadText {
  title: HeadingBlock | null;
  sections: RawSection[];
}

/**
 * The marker the improver writes, with the one space it puts before it. A fixed-length pattern,
 * so it runs in linear time on any input (review item 1: a leading "\s*" was quadratic).
 */
const SOURCE_NEEDED = / ?\[source needed\]/gi;

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
