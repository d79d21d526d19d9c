/**
 * Connectives that tie a sentence to the one before it: an example, a contrast, a consequence
 * or an addition. Such a sentence cannot open a passage ("For example, ..." put first reads as
 * nonsense) and a paragraph is not cut right before it (a "normally... however..." pair cut in
 * half loses its contrast). English, German, French and Spanish, as the improver reads them.
 */
const CONNECTIVES = [
  'for example',
  'for instance',
  'however',
  'in addition',
  'as a result',
  'in fact',
  'of course',
  'on the other hand',
  'by contrast',
  'even so',
  'zum beispiel',
  'beispielsweise',
  'jedoch',
  'allerdings',
  'dennoch',
  'außerdem',
  'trotzdem',
  'par exemple',
  'cependant',
  'toutefois',
  'pourtant',
  'en revanche',
  'par contre',
  'de plus',
  'en outre',
  'por ejemplo',
  'sin embargo',
  'no obstante',
  'además',
  'en cambio',
  'por el contrario',
];
const PATTERN = new RegExp(
  `^(?:\\P{L}*\\p{L}+\\P{L}+){0,3}?(?:${CONNECTIVES.join('|')})(?!\\p{L})`,
  'iu',
);

/**
 * Whether a sentence leans on the one before: it opens with a connective or carries one among
 * its first words ("I would, however, ...").
 */
export function leansOnPrevious(sentence: string): boolean {
  return PATTERN.test(sentence.trim());
}
