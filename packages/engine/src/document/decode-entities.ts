import { decodeHTML } from 'entities';

/**
 * Decodes the HTML entities pasted text carries, all 2,231 named ones of the HTML standard
 * (&eacute;, &Uuml;, &szlig; in French and German pages) and numeric ones, with the `entities`
 * package that parse5 and htmlparser2 use; a hand-kept list knew 24. Unknown names stay as written.
 */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}
