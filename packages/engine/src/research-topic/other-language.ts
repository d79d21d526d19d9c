import { FOREIGN_FUNCTION_WORDS } from '../research/word-lists.ts';

/**
 * Keywords in another language ("Fahrrad reparieren", "recette crêpes"): the word meanings the
 * research ships with are English only, so it knows none of their words, and English questions
 * filled with them ("What is a recette crêpes?") would be broken. What it can say honestly is
 * that research works best in English, and what it can still give is the keyword and its words.
 */

const FOREIGN_WORDS: ReadonlySet<string> = new Set(
  Object.values(FOREIGN_FUNCTION_WORDS).flatMap((words) => [...words]),
);

/** A letter English does not write: "ê", "ü", "ß", any letter of another script. */
const NON_ENGLISH_LETTER = /[^\p{ASCII}\P{L}]/u;

/**
 * True when the keyword reads as another language rather than an English topic with a word
 * the vectors lack ("kubernetes ingress"): an unknown word is written with letters English
 * does not use, or the keyword holds another language's function words ("de", "un", "und").
 * A keyword of unknown words alone ("Fahrrad reparieren") could be a new English name as well
 * ("kubernetes autoscaling"); research-topic.ts says both there.
 */
export function looksLikeOtherLanguage(
  words: readonly string[],
  unknownWords: readonly string[],
): boolean {
  return (
    unknownWords.length > 0 &&
    (unknownWords.some((word) => NON_ENGLISH_LETTER.test(word)) ||
      words.some((word) => FOREIGN_WORDS.has(word)))
  );
}

/** The typed words worth a keyword of their own: no function words, no single letters. */
export function ownWords(keyword: string): string[] {
  const words = keyword
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter((word) => word.length > 1 && !FOREIGN_WORDS.has(word.toLowerCase()));
  return [...new Set(words)];
}

function listWords(words: readonly string[]): string {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length === 1
    ? quoted[0]!
    : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}

export function formatOtherLanguage(keyword: string, unknownWords: readonly string[]): string {
  const words = ownWords(keyword);
  // The vectors' words are lowercase; the user reads them as typed ("Fahrrad").
  const typed = unknownWords.map((word) => words.find((own) => own.toLowerCase() === word) ?? word);
  const notAmong = `${listWords(typed)} ${unknownWords.length === 1 ? 'is' : 'are'} not among them`;
  const why = `“${keyword}” looks like another language, so it suggests no related terms, questions or angles, rather than English ones that would not fit.`;
  return [
    `AI keyword research: ${keyword}`,
    '',
    `Citable's built-in research works best in English: the word meanings it ships with are English only, and ${notAmong}. ${why}`,
    '',
    'Keywords built from your words:',
    `- ${keyword} (your keyword)`,
    ...(words.length > 1 ? words.map((word) => `- ${word} (one of its words)`) : []),
    '',
    'What you can do:',
    `- Put “${keyword}” in the title, the first heading and the first 100 words of your page.`,
    '- Research the topic’s English name, then write the terms and questions it finds in your page’s language.',
    '- For other languages, an administrator can connect an LLM (OPENAI_API_KEY), which researches any topic.',
    '',
  ].join('\n');
}
