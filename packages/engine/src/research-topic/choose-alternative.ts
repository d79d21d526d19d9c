import { cosine, type WordVectors } from '../semantic/word-vectors.ts';
import { classifyTopic, type TopicKind } from './classify-topic.ts';
import { sharesStem } from './find-related-terms.ts';
import { looksLikeNoun } from './phrase-topic.ts';

/** How near an alternative must be to the topic: cappuccino to espresso is 0.82. */
const MIN_ALTERNATIVE_SIMILARITY = 0.5;

/**
 * A related term a person would compare the topic with ("What is the difference between
 * espresso and cappuccino?"): a noun of the same kind as the topic and close to it. Only a
 * one-word topic has one among single words: an alternative to "project management software"
 * or "espresso machine" is itself a compound ("a spreadsheet", "a moka pot"), and the nearest
 * single words ("enterprise", "cappuccino") are neighbours of a part, not alternatives.
 */
export function chooseAlternative(
  vectors: WordVectors,
  knownWords: readonly string[],
  kind: TopicKind,
  terms: readonly string[],
): string | null {
  if (knownWords.length !== 1) return null;
  const topic = vectors.vector(knownWords[0] as string);
  if (!topic) return null;
  return (
    terms.find((term) => {
      const vector = vectors.vector(term);
      return (
        vector !== undefined &&
        looksLikeNoun(term) &&
        cosine(vector, topic) >= MIN_ALTERNATIVE_SIMILARITY &&
        classifyTopic(vectors, [term]) === kind
      );
    }) ?? null
  );
}

/**
 * How near an alternative must be to be searched against the topic as a keyword of its own:
 * pilates to yoga is 0.74, freebsd to linux 0.73, osaka to tokyo 0.76. Nearer than a question
 * needs, since below it the neighbours are parts or members of the topic rather than rivals:
 * pepperoni to pizza 0.67, gruyere to cheese 0.65, grandmasters to chess 0.59.
 */
const MIN_RIVAL_SIMILARITY = 0.7;

/**
 * A comparison people search for a one-word topic ("yoga vs pilates", "toyota vs honda"): a
 * keyword of several words made only of the topic and its alternative, when the two are close
 * enough to be rivals. The shipped vectors hold single words, and this is one of the few
 * multi-word terms they support without guessing.
 */
export function rivalKeyword(
  vectors: WordVectors,
  knownWords: readonly string[],
  topic: string,
  alternative: string | null,
): string | null {
  if (!alternative || knownWords.length !== 1) return null;
  const word = knownWords[0] as string;
  const similarity = vectors.similarity(word, alternative) ?? 0;
  // A form of the topic's own word is no rival: "walking vs walks" was offered.
  if (
    similarity < MIN_RIVAL_SIMILARITY ||
    stemOf(word) === stemOf(alternative) ||
    isUsedWith(vectors, word, alternative) ||
    isNarrowerThan(vectors, word, alternative)
  )
    return null;
  return `${topic} vs ${alternative}`;
}

/** A word without its inflection: "walking" and "walks" are both "walk". */
function stemOf(word: string): string {
  return word.replace(/(?:ing|ed|es|s)$/, '');
}

/** How many of the topic's nearest words are read to tell a rival from a kind of the topic. */
const TOPIC_NEIGHBOURS = 10;
/**
 * How near the alternative must come to the topic's other neighbours, as a share of how near
 * the topic comes to them. A rival is at home among them: "pilates" among yoga's neighbours
 * (meditation, aerobics, tantra) 0.74 of yoga's own nearness, "osaka" among tokyo's 0.77,
 * "ibuprofen" 0.87, "tea" 0.86. A kind or a form of the topic is narrower: "coho" among
 * salmon's (trout, fish, tuna, herring) 0.69, "sevens" among rugby's (football, cricket,
 * soccer) 0.61, "poodle" 0.56, "merlot" 0.58. "salmon vs coho" and "rugby vs sevens" were
 * offered as comparisons.
 */
const MIN_RIVAL_BREADTH = 0.7;

function isNarrowerThan(vectors: WordVectors, topic: string, alternative: string): boolean {
  const topicVector = vectors.vector(topic);
  const vector = vectors.vector(alternative);
  if (!topicVector || !vector) return true;
  const neighbours = vectors
    .nearest(topicVector, TOPIC_NEIGHBOURS, (word) => word !== topic && word !== alternative)
    .map(({ word }) => vectors.vector(word)!);
  const mean = (of: Float32Array) =>
    neighbours.reduce((sum, other) => sum + cosine(of, other), 0) / neighbours.length;
  const own = mean(topicVector);
  return own <= 0 || mean(vector) / own < MIN_RIVAL_BREADTH;
}

/** How many of the alternative's nearest words are read to tell a rival from a collocate. */
const COLLOCATE_NEIGHBOURS = 10;

/**
 * True when the alternative is a word used with the topic rather than instead of it: its
 * nearest words hold the topic in two forms, as "subprime" holds "mortgage" and "mortgages",
 * and "grape" holds "wine" and "wines" ("mortgage vs subprime" and "wine vs grape" were
 * offered). A rival lies among its own kind: "pilates" near "yoga", "aerobics" and "cardio";
 * "osaka" near "tokyo", "nagoya" and "yokohama".
 */
function isUsedWith(vectors: WordVectors, topic: string, alternative: string): boolean {
  const vector = vectors.vector(alternative);
  if (!vector) return true;
  const forms = vectors
    .nearest(vector, COLLOCATE_NEIGHBOURS, (word) => word !== alternative)
    .filter(({ word }) => sharesStem(word, topic) && word.length >= topic.length - 1);
  return forms.length >= 2;
}

/**
 * Related terms that suit a product's page: near a product made of several words ("project
 * management software") lie the words of the business around it ("enterprise", "acquisition",
 * "consortium"), which the vectors read as organisations. Those are left out; the product's
 * own parts and uses stay.
 */
export function suitsProduct(
  vectors: WordVectors,
  knownWords: readonly string[],
  kind: TopicKind,
  term: string,
): boolean {
  if (kind !== 'product' || knownWords.length < 2) return true;
  const termKind = classifyTopic(vectors, [term]);
  return termKind !== 'organisation' && termKind !== 'person';
}
