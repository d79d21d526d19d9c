// A heading that opens on a gerund ("Handling errors", "Configuring the proxy") names a task,
// and a reader asks how to do it: "How do I handle errors?". The engine has no dictionary, so
// the verb's base form is read from the spelling: a doubled consonant is undone ("running" →
// "run"), and a silent "e" is restored where English spelling drops it ("configuring" →
// "configure", "handling" → "handle"), from the endings that take one.

/** Stems, after "-ing" is cut, whose verb ends in a silent "e". */
const TAKES_E =
  /(?:[^eo]at|creat|[iy][zs]|[^aeiou]ur|us|[rnp]s|c|eas|cach|[^n]g|v|[bdgkptzc]l|[^aeiou]il|ut|[^o]id|od|ud|[^aeiou]in|[^e]ar|[^a]ir|(?:ign|st|rest|sc|expl)or|[^e]am|[^a]im|um|[^o]ok|[^e]ak|(?:qu|prom|v|n)ot|yp|(?:wr|rewr|inv|exc|c)it|cap|chang|rang)$/;
/** Doubled consonants that a gerund doubles but its verb does not ("running" → "run"). */
const DOUBLED = /([bdgmnprt])\1$/;

/**
 * British spelling doubles the "l" of a verb ending in a short "-el" ("cancelling", "travelling",
 * "modelling"), so the base drops one: "cancel", not "cancell". "Telling", "selling" or "spelling"
 * keep theirs.
 */
const DOUBLED_L = /[aeiou][^aeiou]+ell$/;
const SINGLE_SYLLABLE_ELL = /(?:tell|sell|spell|smell|shell|dwell|swell|yell|well)$/;

/** The base form of a gerund ("handling" → "handle"), or null when the word is none. */
export function baseOfGerund(word: string): string | null {
  const lower = word.toLowerCase();
  const stem = /^(\p{L}{2,})ing$/u.exec(lower)?.[1];
  // "String", "Thing" or "Spring" hold no vowel before "-ing": nouns, not gerunds.
  if (!stem || !/[aeiouy]/.test(stem)) return null;
  if (DOUBLED.test(stem) && stem.length >= 4) return stem.slice(0, -1);
  if (DOUBLED_L.test(stem) && !SINGLE_SYLLABLE_ELL.test(stem)) return stem.slice(0, -1);
  return TAKES_E.test(stem) ? `${stem}e` : stem;
}
