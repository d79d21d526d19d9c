import words from './leans-on-previous.json' with { type: 'json' };

/**
 * Connectives (leans-on-previous.json) tie a sentence to the one before it: an example, a
 * contrast, a consequence or an addition. Such a sentence cannot open a passage ("For example,
 * ..." put first reads as nonsense) and a paragraph is not cut right before it (a "normally...
 * however..." pair cut in half loses its contrast). English, German, French and Spanish, as the
 * improver reads them.
 */
const PATTERN = new RegExp(
  `^(?:\\P{L}*\\p{L}+\\P{L}+){0,3}?(?:${words.connectives.join('|')})(?!\\p{L})`,
  'iu',
);

/**
 * Whether a sentence leans on the one before: it opens with a connective or carries one among
 * its first words ("I would, however, ...").
 */
export function leansOnPrevious(sentence: string): boolean {
  return PATTERN.test(sentence.trim());
}

/**
 * Openings of German, French and Spanish that point back at what was just said: a pronoun or
 * a demonstrative ("Dies", "Cela", "Esto"), or an adverb of consequence or addition. English
 * has its list in research/word-lists.json (danglingStarts). German "das" is both an article
 * and a demonstrative: it points back only before a word in lower case ("Das ist ..."), since
 * German writes every noun with a capital ("Das Unternehmen ...").
 */
const REFERS_BACK = new Set(words.refersBack);

/**
 * Whether a sentence cannot open a paragraph of its own: it leans on the one before through a
 * connective, or opens with a word that points back at it ("This includes:", "Cela signifie").
 */
export function refersBack(sentence: string, englishStarts: ReadonlySet<string>): boolean {
  const trimmed = sentence.trim();
  if (leansOnPrevious(trimmed)) return true;
  const [first = '', second = ''] = trimmed.split(/[^\p{L}\p{N}'’-]+/u, 2);
  const word = first.toLowerCase();
  if (englishStarts.has(word) || REFERS_BACK.has(word)) return true;
  return word === 'das' && /^\p{Ll}/u.test(second);
}
