import type { Phrased } from './phrase-questions.ts';

// A French or German heading that names a topic ("Compatibilité des utilitaires LZMA",
// "Andere Optionen") is asked what it is, as an English one is. French needs the article of
// the heading's head noun, and German a bare noun's number; both are read from the noun's
// ending, and a heading whose ending tells neither is left unasked, as before.

const MAX_WORDS = 8;
/** French endings of feminine and masculine nouns, and of plurals. */
const FRENCH_FEMININE = /(?:tion|sion|té|ure|ance|ence|ude|ette|ade)$/iu;
const FRENCH_MASCULINE = /(?:ment|age|isme|eau|oir)$/iu;
const FRENCH_PLURAL = /\p{L}{3,}[sx]$/iu;
/** German endings of abstract singular nouns ("Kompression", "Konfiguration") and of plurals. */
const GERMAN_SINGULAR = /(?:ung|ion|heit|keit|tät|schaft|ik|ismus)$/u;
const GERMAN_PLURAL = /(?:ungen|ionen|heiten|keiten|täten|schaften|ketten|stufen|attribute)$/u;
/** German words that end a compound's head and begin what qualifies it. */
const GERMAN_QUALIFIER = /^(?:für|zur|zum|von|vom|der|des|mit|im|in|bei|über|auf|aus|nach|und)$/;

/** "Compatibilité des utilitaires LZMA" → "Qu'est-ce que la compatibilité des utilitaires LZMA ?". */
function askFrench(words: string[]): Phrased | null {
  const [head = ''] = words;
  const rest = words.slice(1).join(' ');
  const lowered = [head.charAt(0).toLowerCase() + head.slice(1), rest].filter(Boolean).join(' ');
  const text = words.join(' ');
  if (FRENCH_PLURAL.test(head)) return { text: `Que sont les ${lowered} ?`, slot: text };
  const isVowel = /^[aeiouyàâéèêîïôûh]/iu.test(head);
  const article = FRENCH_FEMININE.test(head) ? 'la ' : FRENCH_MASCULINE.test(head) ? 'le ' : null;
  if (!article) return null;
  return { text: `Qu'est-ce que ${isVowel ? "l'" : article}${lowered} ?`, slot: text };
}

/** "Andere Optionen" → "Was sind andere Optionen?"; an opening adjective loses its capital. */
function askGerman(words: string[]): Phrased | null {
  const qualified = words.findIndex((word, at) => at > 0 && GERMAN_QUALIFIER.test(word));
  const head = words[(qualified > 0 ? qualified : words.length) - 1] ?? '';
  const isPlural = GERMAN_PLURAL.test(head);
  if (!isPlural && !GERMAN_SINGULAR.test(head)) return null;
  const [first = ''] = words;
  // A noun keeps its capital in German; an adjective before one ("Andere", "Benutzerdefinierte")
  // is capitalised only as the heading's first word.
  const isAdjective = words.length > 1 && first !== head && /(?:e|en|er|es|em)$/.test(first);
  const opening = isAdjective ? first.charAt(0).toLowerCase() + first.slice(1) : first;
  const asked = [opening, ...words.slice(1)].join(' ');
  return { text: `Was ${isPlural ? 'sind' : 'ist'} ${asked}?`, slot: words.join(' ') };
}

/** The question a noun-phrase heading asks in French or German, or null. */
export function phraseNounHeadingIn(language: string | null, heading: string): Phrased | null {
  const words = heading.trim().split(/\s+/);
  // A heading in capitals is a manual's section name, set apart by isConventionalSection.
  if (words.length > MAX_WORDS || !/^\p{Lu}\p{Ll}/u.test(words[0] ?? '')) return null;
  if (language === 'French') return askFrench(words);
  if (language === 'German') return askGerman(words);
  return null;
}
