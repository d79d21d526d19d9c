import type { Document } from '../document/types.ts';

/**
 * Headings a section of examples goes under: "Example", "Usage", "Quick Start", "Getting
 * started", and their French, German and Spanish names.
 */
const EXAMPLE_HEADING =
  /^(?:[^\p{L}]*)(?:examples?|usage|how to use|quick ?start|getting started|get started|demo|beispiele?|verwendung|benutzung|exemples?|utilisation|ejemplos?|uso)\b/iu;

/**
 * Code a reader can run or copy to see the subject at work, counted as examples: a block of
 * more than one line of code (a program), or any block under an examples heading. Hono's README
 * opens with a five-line program and gives "npm create hono@latest" under "Quick Start", yet was
 * told "Add examples: the text gives 0 examples", because only "for example" and "such as" were
 * counted. A one-line command under "Installation" shows how to install, not how it works.
 */
export function countCodeExamples(document: Document): number {
  let heading = '';
  let count = 0;
  for (const block of document.blocks) {
    if (block.kind === 'heading') heading = block.text;
    if (block.kind !== 'code') continue;
    const lines = block.text.split('\n').filter((line) => line.trim() !== '').length;
    if (lines > 1 || (lines === 1 && EXAMPLE_HEADING.test(heading))) count++;
  }
  return count;
}
