import type { LanguageCode } from '../languages/language-pack.ts';
import words from './question-words.json' with { type: 'json' };

// How each language asks the few kinds of question the citation map asks. A question is built
// from slots (a noun phrase, a verb phrase) put into one of these frames, never by rewording a
// sentence, so a frame that needs agreement the engine cannot read (German verb-final
// clauses, French and Spanish gender of a bare noun) is simply not listed: that question is not
// asked in that language. A language without an entry (franc names it, no pack exists) is
// asked only the writer's own questions, as those need no phrasing. The word lists are data
// (question-words.json): copulas by number, articles, the pronouns, quantifiers and
// possessives a subject must not be made of, asking words, and frequent verbs by which a
// writer's own question is known to have one.

export interface QuestionWords {
  /** Verbs that open a definition ("X is a …"), singular then plural. */
  copula: { singular: readonly string[]; plural: readonly string[] };
  /** Articles and determiners that may open a defined noun phrase (lowered in a question). */
  determiners: readonly string[];
  /** Pronouns, quantifiers, possessives: a subject holding one names nothing to ask about. */
  pronouns: readonly string[];
  /** Words that ask. */
  asking: readonly string[];
  /** Frequent verbs and auxiliaries, by which a writer's own question is known to have a verb. */
  verbs: readonly string[];
}

export interface QuestionFrames extends QuestionWords {
  /** "What is X?" for a noun phrase the text itself defines ("X is a…"), by its number. */
  whatIs: (subject: string) => string;
  whatAre: (subject: string) => string;
  /** "What is the difference between X and Y?": safe for any two noun phrases. */
  difference: (a: string, b: string) => string;
  /** A task heading ("Comment X", "Cómo X") as a question, given its verb phrase. */
  howTo: { heading: RegExp; ask: (task: string) => string } | null;
}

const elide = (word: string) => (/^[aeiouyàâéèêîïôûh]/iu.test(word) ? "qu'" : 'que ');

export const QUESTION_FRAMES: Record<LanguageCode, QuestionFrames> = {
  en: {
    ...words.en,
    whatIs: (subject) => `What is ${subject}?`,
    whatAre: (subject) => `What are ${subject}?`,
    difference: (a, b) => `What is the difference between ${a} and ${b}?`,
    // Built by phraseTask from the words' parts of speech, which English has a tagger for.
    howTo: null,
  },
  de: {
    ...words.de,
    whatIs: (subject) => `Was ist ${subject}?`,
    whatAre: (subject) => `Was sind ${subject}?`,
    difference: (a, b) => `Was ist der Unterschied zwischen ${a} und ${b}?`,
    // "Wie man Brot backt" needs the verb moved and conjugated: not asked.
    howTo: null,
  },
  fr: {
    ...words.fr,
    whatIs: (subject) => `Qu'est-ce ${elide(subject)}${subject} ?`,
    whatAre: (subject) => `Que sont ${subject} ?`,
    difference: (a, b) => `Quelle est la différence entre ${a} et ${b} ?`,
    // "Comment faire du pain" is itself a question with an infinitive.
    howTo: {
      heading: /^comment\s+(\p{Ll}+(?:er|ir|re)\b.*)$/iu,
      ask: (task) => `Comment ${task} ?`,
    },
  },
  es: {
    ...words.es,
    whatIs: (subject) => `¿Qué es ${subject}?`,
    whatAre: (subject) => `¿Qué son ${subject}?`,
    // "y" becomes "e" before an i-sound, as Spanish writes it.
    difference: (a, b) => `¿Cuál es la diferencia entre ${a} ${/^h?i/iu.test(b) ? 'e' : 'y'} ${b}?`,
    howTo: {
      heading: /^cómo\s+(\p{Ll}+(?:ar|er|ir)(?:se|lo|la)?\b.*)$/iu,
      ask: (task) => `¿Cómo ${task}?`,
    },
  },
};
