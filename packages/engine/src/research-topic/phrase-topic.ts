import type { TopicKind } from './classify-topic.ts';

/** How a topic is written in a sentence: its number, its article and its capitals. */
export interface TopicPhrase {
  /** As it stands in a sentence: "espresso machine", "Albert Einstein". */
  text: string;
  /** With an article where English wants one: "an espresso machine", "solar panels". */
  withArticle: string;
  isPlural: boolean;
}

/**
 * Nouns that end like a plural and are singular: "tennis", "arthritis" (-is), and the
 * diseases and words in -es or -s that take "is" ("What are diabetes?" was asked before).
 */
const SINGULAR_IN_S =
  /(?:ics|ness|is|us|ss|diabetes|rabies|herpes|scabies|measles|mumps|news|series|species)$/i;

/** A plural topic ("running shoes") takes "are" and "do"; its head noun decides. */
export function isPluralTopic(topic: string): boolean {
  const head = topic.split(/\s+(?:for|of|in|on|with|to|at|from|without|by)\s+/i)[0] ?? topic;
  const last = head.split(' ').at(-1) ?? '';
  return /[^s]s$/i.test(last) && !SINGULAR_IN_S.test(last);
}

/** Names are written with capitals even when typed in lowercase ("albert einstein"). */
export function capitaliseName(text: string): string {
  return text.replace(
    /(^|[\s-])(\p{Ll})/gu,
    (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`,
  );
}

/** Products and jobs are counted ("an espresso machine"); food, practices and ideas are not. */
const COUNTED_KINDS: ReadonlySet<TopicKind> = new Set(['product', 'occupation']);
/** Products named by a mass noun take no article: "project management software", not "a ...". */
const MASS_NOUN =
  /(?:^|\s)(?:software|hardware|firmware|equipment|furniture|insurance|jewell?ery|clothing|luggage|gear|machinery|skincare|makeup|flooring|lighting|bedding|footwear|apparel|cookware|tableware|merchandise|signage|packaging)$/i;
const NAME_KINDS: ReadonlySet<TopicKind> = new Set(['person', 'place', 'organisation']);

export function phraseTopic(topic: string, kind: TopicKind): TopicPhrase {
  const isPlural = isPluralTopic(topic);
  const text =
    NAME_KINDS.has(kind) && topic === topic.toLowerCase() ? capitaliseName(topic) : topic;
  const needsArticle =
    COUNTED_KINDS.has(kind) && !isPlural && !MASS_NOUN.test(text) && !/^(?:a|an|the)\s/i.test(text);
  const article = /^[aeiou]/i.test(text) ? 'an' : 'a';
  return { text, withArticle: needsArticle ? `${article} ${text}` : text, isPlural };
}

/**
 * Fills {t} (topic), {a} (topic with article), {is}, {does}, {works}, {r} (a related term).
 * Sentence starts are capitalised after filling.
 */
export function fillPhrase(
  template: string,
  phrase: TopicPhrase,
  related = '',
  { startsSentence = true } = {},
): string {
  const filled = template
    .replaceAll('{t}', phrase.text)
    .replaceAll('{a}', phrase.withArticle)
    .replaceAll('{is}', phrase.isPlural ? 'are' : 'is')
    .replaceAll('{does}', phrase.isPlural ? 'do' : 'does')
    .replaceAll('{works}', phrase.isPlural ? 'work' : 'works')
    .replaceAll('{r}', related);
  return startsSentence ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled;
}

/**
 * Word endings that usually make an adjective or a verb form ("crusty", "photovoltaic",
 * "grueling"): such a term can stand in a list of related words but not where a question
 * needs a noun ("How is meditation different from {r}?").
 */
export function looksLikeNoun(word: string): boolean {
  return (
    !/(?:y|ic|al|ous|ive|ful|able|ible|ed|ing|ly|ese|ish)$/.test(word) ||
    /(?:ity|ogy|ery)$/.test(word)
  );
}
