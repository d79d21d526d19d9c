import { rankPhrases } from '../keywords/rank-phrases.ts';
import { its, nlp } from '../languages/english-nlp.ts';
import { GENERIC_HEADINGS } from '../research/word-lists.ts';
import { isSameHeading } from './edit-draft.ts';
import { readDefinedSubject, readSentenceSubject } from './read-subject.ts';
import type { TextLanguage } from './text-language.ts';

const MAX_HEADING_CHARS = 60;
/** A name from code: camelCase, snake_case or dotted (preferredSlaves, max_connections, fs.readFile). */
const CODE_NAME =
  /(?<![\p{L}\p{N}_.])(?:\p{Ll}+\p{Lu}[\p{L}\p{N}]*|[\p{L}\p{N}]+_[\p{L}\p{N}_]+|\p{L}+\.\p{L}[\p{L}.]*)(?![\p{L}\p{N}_])/gu;

/**
 * The code name a passage is about, when one is used at least as often as the key phrase and
 * at least twice: a passage on an option mentions its "default value" in passing, and a phrase
 * that leaves out the option's name would head the wrong subject.
 */
function dominantCodeName(sentences: readonly string[], phraseCount: number): string | null {
  const counts = new Map<string, number>();
  for (const name of sentences.join(' ').match(CODE_NAME) ?? [])
    counts.set(name, (counts.get(name) ?? 0) + 1);
  let best: string | null = null;
  let most = Math.max(2, phraseCount) - 1;
  for (const [name, count] of counts)
    if (count > most) {
      best = name;
      most = count;
    }
  return best;
}

/**
 * A heading names a thing: an English phrase read by its parts of speech is one when no word is
 * an adverb ("Kubernetes API directly"), it opens with no bare verb ("Learn Kubernetes") and
 * ends on a noun, a name or a gerund ("Content auditing").
 */
export function readsAsNounPhrase(phrase: string): boolean {
  const tokens = nlp.readDoc(phrase).tokens();
  const tags = tokens.out(its.pos) as string[];
  const words = tokens.out() as string[];
  const isForm = (index: number) => /(?:ed|ing)$/i.test(words[index] ?? '');
  const last = tags.length - 1;
  return (
    tags.length > 0 &&
    !tags.includes('ADV') &&
    (tags[0] !== 'VERB' || isForm(0)) &&
    (tags[last] === 'NOUN' || tags[last] === 'PROPN' || (tags[last] === 'VERB' && isForm(last)))
  );
}

export interface HeadingChoice {
  text: string;
  isQuestion: boolean;
  /** How often the passage uses the phrase (key-phrase headings). */
  count: number;
}

export interface HeadingContext {
  language: TextLanguage;
  /** Words the text writes in lower case somewhere: a capital at a sentence start is not a name. */
  lowerCaseWords: ReadonlySet<string>;
  /** Headings the text has or will have: none is written twice. */
  used: string[];
  /** The words of the text's first heading, its title, lower-cased. */
  titleWords?: ReadonlySet<string>;
}

/**
 * A heading whose every word is in the page's title names what the whole page is about
 * ("Kubernetes" in a Kubernetes case study), not what sets this passage apart.
 */
function namesOnlyTheTitle(text: string, context: HeadingContext): boolean {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return (
    context.titleWords !== undefined &&
    words.length > 0 &&
    words.every((word) => context.titleWords?.has(word))
  );
}

/**
 * The phrase as the text writes it: key phrases come back lowercased ("stringified json"), and
 * a heading must keep the text's own casing of names ("Stringified JSON").
 */
function asWritten(phrase: string, sentences: readonly string[]): string {
  const pattern = phrase
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const found = new RegExp(`(?<![\\p{L}\\p{N}])${pattern}(?![\\p{L}\\p{N}])`, 'iu').exec(
    sentences.join(' '),
  );
  return found ? found[0].replace(/\s+/g, ' ') : phrase;
}

/** "What is a heat pump?" from "A heat pump is a device that...": the text's own definition. */
function askDefinition(firstSentence: string, context: HeadingContext): string | null {
  if (!context.language.isEnglish) return null;
  const defined = readDefinedSubject(firstSentence);
  if (!defined) return null;
  const [first = '', ...rest] = defined.term.split(/\s+/);
  const isName = /^\p{Lu}{2,}/u.test(first) || !context.lowerCaseWords.has(first.toLowerCase());
  const term = [isName ? first : first.toLowerCase(), ...rest].join(' ');
  const article = defined.article ? `${defined.article.toLowerCase()} ` : '';
  return `What ${defined.verb} ${article}${term}?`;
}

/**
 * A heading that names what a passage answers, only from the passage's own words: its
 * definition as a question, else its strongest key phrase that its first paragraph uses too
 * and that no other heading uses. Null when nothing fits: no heading is better than a wrong
 * one ("Unit tests" over a paragraph about directories).
 */
export function chooseHeadingText(
  sentences: readonly string[],
  firstParagraph: string,
  above: string | null,
  context: HeadingContext,
): HeadingChoice | null {
  const fresh = (text: string) =>
    !isSameHeading(text, above) &&
    !context.used.some((used) => isSameHeading(used, text)) &&
    !namesOnlyTheTitle(text, context);
  const question = sentences[0] === undefined ? null : askDefinition(sentences[0], context);
  if (question && fresh(question)) return { text: question, isQuestion: true, count: 1 };
  // Key phrases read as headings in English; in German or French they come out as fragments
  // ("Diesen schlüssel"), so other languages get no generated heading.
  if (!context.language.isEnglish) return null;
  const subject =
    sentences[0] === undefined ? null : readSentenceSubject(sentences[0], sentences.join(' '));
  if (subject && fresh(subject) && readsAsNounPhrase(subject)) {
    const count = sentences.join(' ').toLowerCase().split(subject.toLowerCase()).length - 1;
    return { text: subject.charAt(0).toUpperCase() + subject.slice(1), isQuestion: false, count };
  }
  const opening = firstParagraph.toLowerCase();
  const ranked = rankPhrases(
    sentences.map((text) => ({ text, weight: 1 })),
    context.language.stopWords,
  );
  const best = ranked.find(
    (phrase) =>
      // One word ("Value", "Allow") rarely names what a passage answers; two or more do.
      phrase.words > 1 &&
      phrase.count > 1 &&
      phrase.phrase.length <= MAX_HEADING_CHARS &&
      !/\d/.test(phrase.phrase) &&
      /^\p{L}/u.test(phrase.phrase) &&
      opening.includes(phrase.phrase.toLowerCase()) &&
      !GENERIC_HEADINGS.test(phrase.phrase) &&
      fresh(phrase.phrase) &&
      readsAsNounPhrase(phrase.phrase),
  );
  if (!best) return null;
  // A phrase that leaves out the code name the passage is about would name the wrong subject.
  const codeName = dominantCodeName(sentences, best.count);
  if (codeName && !best.phrase.toLowerCase().includes(codeName.toLowerCase())) return null;
  const written = asWritten(best.phrase, sentences);
  return {
    text: written.charAt(0).toUpperCase() + written.slice(1),
    isQuestion: false,
    count: best.count,
  };
}
