import type { Block } from '../document/types.ts';
import type { PassageKind } from './types.ts';

// The document model keeps HTML comments, YAML front matter and reference-link definitions as
// paragraphs of text (it reads markdown as a writer sees it), marking the first two as it
// parses. A retriever's chunker strips all three, so the passage model never reads them as prose.

/** "[label]: https://... "Title"": a markdown reference-link definition, as stripped inline. */
const LINK_DEFINITION_PARTS =
  /\[[^[\]\n]{0,200}\]:|^:|"[^"\n]{0,300}"|'[^'\n]{0,300}'|\([^()\n]{0,300}\)/g;
const WORD = /[\p{L}\p{N}]/u;

type NonProse = Extract<PassageKind, 'code' | 'comment' | 'front-matter' | 'link-definitions'>;

function isLinkDefinitions(block: Block): boolean {
  if (block.kind !== 'paragraph' || block.content.links.length === 0) return false;
  let text = block.content.text;
  // Addresses first (they may hold brackets or quotes), then labels and titles.
  for (const link of [...block.content.links].reverse())
    text = text.slice(0, link.offset) + text.slice(link.offset + link.text.length);
  if (!/\]:|^:/.test(block.content.text)) return false;
  return !WORD.test(text.replace(LINK_DEFINITION_PARTS, ''));
}

/**
 * Says which blocks are not prose: code, and what the document model marked as a comment or
 * front matter when it parsed the text; reference-link definitions are recognised here.
 */
export function readNonProse(block: Block): NonProse | null {
  if (block.kind === 'code') return 'code';
  if (block.kind === 'paragraph' && block.setApart) return block.setApart;
  return isLinkDefinitions(block) ? 'link-definitions' : null;
}
