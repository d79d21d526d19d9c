import { FRONT_MATTER } from '../document/block-patterns.ts';
import type { Block } from '../document/types.ts';
import type { PassageKind } from './types.ts';

// The document model keeps HTML comments, YAML front matter and reference-link definitions as
// paragraphs of text (it reads markdown as a writer sees it). A retriever's chunker strips
// them, so the passage model recognises them here and never reads them as prose.

/** "[label]: https://... "Title"": a markdown reference-link definition, as stripped inline. */
const LINK_DEFINITION_PARTS =
  /\[[^[\]\n]{0,200}\]:|^:|"[^"\n]{0,300}"|'[^'\n]{0,300}'|\([^()\n]{0,300}\)/g;
const WORD = /[\p{L}\p{N}]/u;

type NonProse = Extract<PassageKind, 'code' | 'comment' | 'front-matter' | 'link-definitions'>;

function textOf(block: Block): string {
  switch (block.kind) {
    case 'paragraph':
    case 'quote':
      return block.content.text;
    case 'heading':
      return block.text;
    case 'list':
      return block.items.map((item) => item.text).join(' ');
    case 'table':
      return block.rows.map((row) => row.join(' ')).join(' ');
    default:
      return block.text;
  }
}

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
 * The lines of a YAML front matter block at the very start of the text, or none. Its first
 * line is what the document model turned into the first block's text.
 */
export function readFrontMatter(source: string): string[] {
  const match = FRONT_MATTER.exec(source.slice(0, 20_000));
  if (!match) return [];
  return (match[1] ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/**
 * Reads blocks in order and says which are not prose. Comments may span several blocks, so
 * the reader keeps whether one is open; front matter covers the leading blocks whose text
 * starts with one of its lines.
 */
export function createNonProseReader(source: string): (block: Block) => NonProse | null {
  const frontMatter = readFrontMatter(source);
  let isInFrontMatter = frontMatter.length > 0;
  let isInComment = false;
  return (block) => {
    if (block.kind === 'code') return 'code';
    const text = textOf(block).trim();
    if (isInFrontMatter) {
      if (frontMatter.some((line) => text.startsWith(line.replace(/\s+/g, ' ')))) {
        return 'front-matter';
      }
      isInFrontMatter = false;
    }
    if (isInComment || text.startsWith('<!--')) {
      const closes = text.lastIndexOf('-->');
      isInComment = closes < 0 || text.lastIndexOf('<!--') > closes;
      return 'comment';
    }
    return isLinkDefinitions(block) ? 'link-definitions' : null;
  };
}
