import { isConventionalSection } from '../research/is-conventional-section.ts';
import {
  ENGLISH_MARKERS,
  FOREIGN_FUNCTION_WORDS,
  GENERIC_HEADINGS,
  SUMMARY_HEADING,
} from '../research/word-lists.ts';
import { phraseNounHeadingIn } from './phrase-noun-heading-in-language.ts';
import type { Phrased } from './phrase-questions.ts';

// A reader types a question in the language of the page they hope to find. The French manual
// of xz heads a section "Mode d'opération" and was asked "What is mode d'opération?": words no
// reader types. Where the engine cannot phrase a heading in its own language, it asks nothing.

/** "What is X?" for a name, in each language the engine recognises besides English. */
const WHAT_IS_NAME: Readonly<Record<string, (name: string) => string>> = {
  German: (name) => `Was ist ${name}?`,
  // French sets a space before "?" and elides "que" before a vowel: "Qu'est-ce qu'XZ Utils ?".
  French: (name) => `Qu'est-ce ${/^[aeiouyàâéèêîïôû]/i.test(name) ? "qu'" : 'que '}${name} ?`,
  Spanish: (name) => `¿Qué es ${name}?`,
  Italian: (name) => `Che cos'è ${name}?`,
  Dutch: (name) => `Wat is ${name}?`,
  Portuguese: (name) => `O que é ${name}?`,
  Russian: (name) => `Что такое ${name}?`,
  Ukrainian: (name) => `Що таке ${name}?`,
  Polish: (name) => `Czym jest ${name}?`,
};

/** The words a heading that is a question opens with, in each language. */
const QUESTION_WORDS: Readonly<Record<string, RegExp>> = {
  German:
    /^(?:wie|warum|weshalb|wieso|wozu|was|wann|wo|woher|wohin|welche[rsmn]?|wer|kann|muss|gibt)\s/i,
  French:
    /^(?:comment|pourquoi|quand|où|qu['’]est-ce|que|quel|quelle|quels|quelles|qui|combien|est-ce)\b/i,
  Spanish: /^¿?(?:cómo|por qué|qué|cuándo|dónde|cuál|cuáles|quién|quiénes|cuánto|cuántos)\b/i,
  Italian: /^(?:come|perché|cosa|che cosa|quando|dove|quale|quali|chi|quanto|quanti)\b/i,
  Dutch: /^(?:hoe|waarom|wat|wanneer|waar|welke|wie|kan|moet)\s/i,
  Portuguese: /^(?:como|por que|porque|o que|quando|onde|qual|quais|quem|quanto)\b/i,
  // A word boundary is ASCII only: Cyrillic question words end at a space.
  Russian: /^(?:как|почему|зачем|что|когда|где|какой|какая|какие|кто|сколько|можно)\s/iu,
  Ukrainian: /^(?:як|чому|навіщо|що|коли|де|який|яка|які|хто|скільки|чи)\s/iu,
  Polish: /^(?:jak|dlaczego|co|kiedy|gdzie|który|która|które|kto|ile|czy)\s/iu,
};

/**
 * A name a question can hold without an article, whatever the language: one word with a
 * capital inside it, a digit, a dot or no capital at all ("XZ", "LZMA2", "zlib", "Node.js"),
 * or a short acronym. "Compression" or "Komprimierung" is a common noun that French and
 * Spanish ask about with an article the engine cannot choose, so it is not asked.
 */
const NAME = /^(?:\p{Lu}{2,4}\d*|\p{L}*[\d.+#_]\p{L}[\p{L}\p{N}.+#_-]*|\p{Ll}+(?:\p{Lu}\p{L}*)+)$/u;

/**
 * The question a heading asks in the text's own language, or null where the engine cannot
 * phrase it well: a heading that is a question stays one, a name is asked what it is, and any
 * other phrase is left unasked.
 */
export function phraseHeadingQuestionIn(
  language: string | null,
  heading: string,
  isQuestionLed: boolean,
): Phrased | null {
  const text = heading.trim().replace(/[:.]+$/, '');
  if (!text) return null;
  const asks = language ? QUESTION_WORDS[language] : undefined;
  if (isQuestionLed || /[?？]$/.test(text) || asks?.test(text)) {
    const mark = language === 'French' ? ' ?' : '?';
    return { text: /[?？]$/.test(text) ? text : `${text}${mark}`, slot: text };
  }
  // A section named by convention ("NOM", "NOTES", "BESCHREIBUNG") is no subject, as in English.
  if (GENERIC_HEADINGS.test(text) || SUMMARY_HEADING.test(text) || isConventionalSection(text))
    return null;
  const whatIs = language ? WHAT_IS_NAME[language] : undefined;
  if (whatIs && NAME.test(text)) return { text: whatIs(text), slot: text };
  return phraseNounHeadingIn(language, text);
}

/** "X is a…" in each language: the verb and the indefinite articles after it. */
const IS_A: Readonly<Record<string, string>> = {
  German: 'ist\\s+(?:ein|eine)',
  French: 'est\\s+(?:un|une)',
  Spanish: 'es\\s+(?:un|una)',
  Italian: "è\\s+(?:un|una|uno|un')",
  Dutch: 'is\\s+een',
  Portuguese: 'é\\s+(?:um|uma)',
};
const IS_A_PATTERNS = new Map(
  Object.entries(IS_A).map(([name, verb]) => [
    name,
    new RegExp(
      String.raw`^(\p{Lu}[\p{L}\p{N}.+#_-]*(?:\s+[\p{L}\p{N}.+#_-]+){0,2})\s+${verb}\s`,
      'u',
    ),
  ]),
);
/**
 * Prepositions that open a sentence before its verb, the subject after it: apt-get(8) in
 * German, "In APT 2.0 ist ein Rückgriff auf reguläre Ausdrücke missbilligt", was asked "Was
 * ist in APT 2.0?".
 */
const OPENING_PREPOSITION =
  /^(?:in|im|mit|bei|beim|für|nach|seit|ab|unter|vor|auf|aus|von|vom|zu|zum|zur|über|durch|ohne|gegen|während|dans|avec|pour|sur|sous|par|depuis|après|avant|con|para|por|desde|sin|sobre|entre|hasta|tra|fra|per|su|met|voor|naar|bij|uit|op|onder)$/i;
/** Words that open a sentence without naming its subject: "Il est un…", "Es ist ein…". */
const PRONOUNS =
  /^(?:il|elle|ce|cela|ceci|c'est|on|es|er|sie|dies|das|dieser|diese|man|esto|eso|ello|él|ella|esta|este|questo|questa|esso|essa|isso|isto|ele|ela|dit|dat|het|hij|zij)$/i;

/**
 * "Biome est un outil de formatage rapide…" (Biome's README in French) → "Qu'est-ce que
 * Biome ?": a name of up to three words that opens a sentence defining it, asked in the
 * sentence's language. A subject opening on an article or a pronoun ("Das Programm ist
 * ein…") is left unasked, as its question would need the article.
 */
export function phraseDefinitionQuestionIn(
  language: string | null,
  sentence: string,
): Phrased | null {
  const pattern = language ? IS_A_PATTERNS.get(language) : undefined;
  const whatIs = language ? WHAT_IS_NAME[language] : undefined;
  const match = pattern?.exec(sentence.trim());
  if (!match || !whatIs || !language) return null;
  const term = match[1] as string;
  const words = term.toLowerCase().split(/\s+/);
  const functionWords = FOREIGN_FUNCTION_WORDS[language] ?? new Set<string>();
  if (
    PRONOUNS.test(words[0] ?? '') ||
    OPENING_PREPOSITION.test(words[0] ?? '') ||
    words.some((word) => functionWords.has(word))
  )
    return null;
  return { text: whatIs(term), slot: term };
}

/**
 * Whether a sentence of a text in another language is itself in English: a translated manual
 * leaves some paragraphs in English (xz(1) in French), and the engine's English phrasings
 * suit those, but would turn a German "Das Programm will…" into "Will das Programm…?".
 */
export function readsAsEnglish(words: readonly string[], language: string | null): boolean {
  const foreign = (language && FOREIGN_FUNCTION_WORDS[language]) || new Set<string>();
  let english = 0;
  let other = 0;
  for (const word of words) {
    if (ENGLISH_MARKERS.has(word)) english++;
    if (foreign.has(word)) other++;
  }
  return english > other;
}

/** A manual page's NAME section, in the languages its translations use. */
const MANUAL_NAME_HEADING =
  /^(?:NAME|BEZEICHNUNG|NOM|NOMBRE|NOME|NAAM|NAZWA|NAVN|NAMN|NIMI|ИМЯ|НАЗВА|НАЗВАНИЕ|名前|名称)$/u;
/** "ls - list directory contents", "gzip, gunzip, zcat - compress…": the names, a dash, what they do. */
const MANUAL_NAME_LINE =
  /^([\p{L}\d][\p{L}\d._+-]*)(?:,\s*[\p{L}\d][\p{L}\d._+-]*)*\s+(?:\\?-|–|—)\s+\p{L}/u;

/**
 * A manual page's NAME line defines its command: "ls - list directory contents" (ls(1)) answers
 * "What is ls?", and dpkg-name(1) in German, under "BEZEICHNUNG", "Was ist dpkg-name?". Neither
 * was asked anything: the line holds no "is a".
 */
export function phraseManualNameQuestion(
  language: string | null,
  heading: string | null,
  sentence: string,
): Phrased | null {
  if (!heading || !MANUAL_NAME_HEADING.test(heading.trim())) return null;
  const name = MANUAL_NAME_LINE.exec(sentence.trim())?.[1];
  if (!name) return null;
  const whatIs = language ? WHAT_IS_NAME[language] : (asked: string) => `What is ${asked}?`;
  return whatIs ? { text: whatIs(name), slot: name } : null;
}
