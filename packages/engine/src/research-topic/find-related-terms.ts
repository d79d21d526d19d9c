import { cosine, type WordVectors } from '../semantic/word-vectors.ts';
import { kindOfWord } from './classify-topic.ts';
import { hasMassHead } from './mass-noun.ts';

/**
 * Terms that belong to a topic, from the shipped word vectors: the words nearest the topic,
 * minus what every text is near. How it reads the topic:
 * - In an English compound the modifiers name the domain and the last word the category
 *   ("sourdough starter", "chess openings"), so modifiers weigh twice the head and every term
 *   must be close to the modifiers: "starter" alone would bring baseball pitchers.
 * - Words near the topic but near everything else too ("taken", "better") are pushed down by
 *   subtracting their similarity to the centroid of the most frequent words.
 * - Very rare words are mostly names and misspellings; they must be much closer to stay.
 * - A compound names one thing, not each of its parts: every term must be near the whole (the
 *   mean of the parts, by which such terms are ranked) and not unrelated to any part (a
 *   person's first name is no part). "Container orchestration" brought
 *   shippers and pallets, near "container" alone; "password manager" brought "bios" and
 *   "numeric". When the vectors do not relate the parts at all ("container" and
 *   "orchestration": 0.01), they do not know the compound, and no term is guessed.
 */
const CANDIDATES = 300;
/**
 * The vectors know some compounds as one hyphenated word ("hip-hop", "singer-songwriter",
 * "open-source"): terms of several words that the shipped knowledge really holds.
 */
const HYPHENATED = /^[a-z]{2,}(?:-[a-z]{2,})+$/;
const GENERIC_PENALTY = 0.6;
const MIN_DOMAIN_SIMILARITY = 0.38;
const RARE_RANK = 50_000;
const MIN_RARE_SIMILARITY = 0.5;
/** The most frequent words are function words and generic verbs: never topic terms. */
const MIN_RANK = 100;
const GENERIC_RANKS = [50, 1500] as const;
export const FIRST_NAMES = [
  'john',
  'mary',
  'david',
  'charles',
  'george',
  'anna',
  'peter',
  'elizabeth',
];
const MAX_FIRST_NAME_SIMILARITY = 0.3;
/** Each part of a compound, to each term; below it a term is about another part only. */
const MIN_PART_SIMILARITY = 0.15;
/** The mean of a compound's parts, to each term. */
const MIN_WHOLE_SIMILARITY = 0.45;
/** Parts of a compound the vectors relate no more than this are not known together. */
const MIN_PARTS_RELATED = 0.1;
/** A part this near the first names is a person's first name ("albert einstein"): no part. */
const MIN_FIRST_NAME_PART = 0.5;
/**
 * A term this much nearer the compound's head than its modifiers, and of the head's kind, is
 * another member of the head's category, not a thing about the topic: "tractor" (0.62 from
 * "car", 0.46 from "electric"), "cab" and "truck" for "electric car"; "shorts" and "heels"
 * for "running shoes". "battery" (0.40 and 0.57) and "diesel" (0.50 and 0.63) stay.
 */
const MIN_SIBLING_GAP = 0.1;

const genericCentroids = new WeakMap<WordVectors, Float32Array>();

function genericCentroid(vectors: WordVectors): Float32Array {
  let centroid = genericCentroids.get(vectors);
  if (!centroid) {
    const words: string[] = [];
    for (let rank = GENERIC_RANKS[0]; rank < GENERIC_RANKS[1]; rank += 1) {
      const word = vectors.wordAt(rank);
      if (word) words.push(word);
    }
    centroid = vectors.centroid(words) ?? new Float32Array(vectors.dimensions);
    genericCentroids.set(vectors, centroid);
  }
  return centroid;
}

/** True when two words share a stem closely enough to be the same word to a reader. */
export function sharesStem(a: string, b: string): boolean {
  const length = Math.min(5, a.length, b.length);
  return a.startsWith(b.slice(0, length)) || b.startsWith(a.slice(0, length));
}

export interface RelatedTerm {
  term: string;
  similarity: number;
}

/** Up to `count` terms related to the topic's known words (lowercase, in reading order). */
export function findRelatedTerms(
  vectors: WordVectors,
  words: readonly string[],
  count: number,
  {
    skipFirstNames = false,
    // Siblings are what sibling-compounds.ts puts in the head's place ("piano tutor").
    keepHeadSiblings = false,
  } = {},
): RelatedTerm[] {
  if (words.length === 0) return [];
  // A head that is a mass noun names the field itself ("computing", "banking"), and the
  // modifier only which part of it: the domain is the whole phrase. Read from the modifier,
  // "cloud computing" was about vortices and cosmic dust. A practice is done to its modifier
  // ("dog training", "retirement planning"), which stays the domain.
  const headIsField =
    hasMassHead(vectors, words) && kindOfWord(vectors, words.at(-1)!) !== 'practice';
  const target = new Float32Array(vectors.dimensions);
  words.forEach((word, index) => {
    const weight = headIsField || (words.length > 1 && index === words.length - 1) ? 1 : 2;
    const vector = vectors.vector(word);
    if (vector) for (let i = 0; i < target.length; i += 1) target[i]! += vector[i]! * weight;
  });
  const domain = vectors.centroid(words.length > 1 && !headIsField ? words.slice(0, -1) : words);
  if (!domain) return [];
  const generic = genericCentroid(vectors);
  // Near a person's name lie other people's first names ("sigmund", "ludwig"): no help.
  const firstNames = skipFirstNames ? vectors.centroid(FIRST_NAMES) : undefined;
  const isCandidate = (word: string, rank: number) =>
    rank >= MIN_RANK &&
    (/^[a-z]{3,}$/.test(word) || HYPHENATED.test(word)) &&
    !words.some((own) => sharesStem(own, word));
  const compound = readCompound(vectors, words);
  if (compound === null) return [];
  const candidates = vectors.nearest(normalise(target), CANDIDATES, isCandidate);
  if (compound) {
    const known = new Set(candidates.map(({ word }) => word));
    for (const extra of vectors.nearest(compound.whole, CANDIDATES, isCandidate))
      if (!known.has(extra.word)) candidates.push(extra);
  }
  const scored: RelatedTerm[] = [];
  for (const { word } of candidates) {
    const vector = vectors.vector(word)!;
    if (compound && !isAboutWhole(vector, compound)) continue;
    if (compound && headIsField && !isNearEveryPart(vector, compound)) continue;
    if (compound && !headIsField && !keepHeadSiblings)
      if (isSiblingOfHead(vectors, word, vector, compound)) continue;
    const domainSimilarity = cosine(vector, domain);
    if (domainSimilarity < MIN_DOMAIN_SIMILARITY) continue;
    if ((vectors.rank(word) ?? 0) >= RARE_RANK && domainSimilarity < MIN_RARE_SIMILARITY) continue;
    if (firstNames && cosine(vector, firstNames) > MAX_FIRST_NAME_SIMILARITY) continue;
    scored.push({
      term: word,
      similarity:
        cosine(vector, compound ? compound.whole : target) -
        GENERIC_PENALTY * cosine(vector, generic),
    });
  }
  scored.sort((a, b) => b.similarity - a.similarity || a.term.localeCompare(b.term));
  const picked: RelatedTerm[] = [];
  for (const item of scored) {
    // "grueling" and "gruelling", "loaf" and "loaves": one of each family is enough.
    if (picked.some((kept) => sharesStem(kept.term, item.term) || isPartOf(item.term, kept.term)))
      continue;
    picked.push(item);
    if (picked.length === count) break;
  }
  return picked;
}

/**
 * False when the topic is a compound whose parts the vectors do not relate ("container" and
 * "orchestration": 0.01): they know each word, not the thing the words name together.
 */
export function knowsTogether(vectors: WordVectors, words: readonly string[]): boolean {
  return readCompound(vectors, words) !== null;
}

interface Compound {
  parts: Float32Array[];
  whole: Float32Array;
  /** The last named word, which says what kind of thing the compound is. */
  head: string;
  /** The mean of the other named words, which say what it is about. */
  modifiers: Float32Array;
}

/**
 * The parts of a compound topic and their mean; undefined for one word or a person's name,
 * null when the vectors do not relate the parts, so that no term stands for the whole.
 */
function readCompound(vectors: WordVectors, words: readonly string[]): Compound | null | undefined {
  const firstNames = vectors.centroid(FIRST_NAMES);
  const named = words.filter((word) => {
    const vector = vectors.vector(word);
    return vector && (!firstNames || cosine(vector, firstNames) < MIN_FIRST_NAME_PART);
  });
  if (named.length < 2) return undefined;
  const parts = named.map((word) => vectors.vector(word)!);
  for (let i = 0; i < parts.length; i += 1)
    for (let j = i + 1; j < parts.length; j += 1)
      if (cosine(parts[i]!, parts[j]!) < MIN_PARTS_RELATED) return null;
  const whole = vectors.centroid(named);
  const modifiers = vectors.centroid(named.slice(0, -1));
  return whole && modifiers ? { parts, whole, head: named.at(-1)!, modifiers } : undefined;
}

/**
 * A head that names a field is no category with members to leave out (terms near
 * "computing" are the field's own: "virtualization", "server"), but a term must be near both
 * words, not near one sense of one of them: "vortex" (0.46 from "cloud", 0.28 from
 * "computing"), "ore" for "data mining" (0.24 from "data").
 */
const MIN_FIELD_PART_SIMILARITY = 0.3;

function isNearEveryPart(vector: Float32Array, compound: Compound): boolean {
  return compound.parts.every((part) => cosine(vector, part) >= MIN_FIELD_PART_SIMILARITY);
}

function isAboutWhole(vector: Float32Array, compound: Compound): boolean {
  return (
    cosine(vector, compound.whole) >= MIN_WHOLE_SIMILARITY &&
    compound.parts.every((part) => cosine(vector, part) >= MIN_PART_SIMILARITY)
  );
}

/**
 * Another member of the head's category ("tractor" for "electric car"): much nearer the head
 * than the modifiers, and the same kind of thing as the head.
 */
function isSiblingOfHead(
  vectors: WordVectors,
  word: string,
  vector: Float32Array,
  compound: Compound,
): boolean {
  const head = vectors.vector(compound.head)!;
  if (cosine(vector, head) - cosine(vector, compound.modifiers) < MIN_SIBLING_GAP) return false;
  return kindOfWord(vectors, word) === kindOfWord(vectors, compound.head);
}

/** "hop" after "hip-hop" (or before it): a piece of a compound already listed. */
function isPartOf(a: string, b: string): boolean {
  return a.split('-').includes(b) || b.split('-').includes(a);
}

function normalise(vector: Float32Array): Float32Array {
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((value) => value / norm);
}
