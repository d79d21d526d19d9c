import type { Document } from '../document/types.ts';
import type { TextSpan } from '../types.ts';
import { createLocator } from './locate.ts';

/**
 * Where each paragraph of the document model stands in the text as typed, first to last:
 * paragraph N is at index N - 1, null where its letters were not found in order.
 */
export function locateParagraphs(text: string, document: Document): (TextSpan | null)[] {
  const locator = createLocator(text);
  let cursor = 0;
  return document.paragraphs.map((paragraph) => {
    const span = locator.find(paragraph.text, cursor);
    if (span) cursor = span.end;
    return span;
  });
}
