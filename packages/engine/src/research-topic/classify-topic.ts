import { cosine, type WordVectors } from '../semantic/word-vectors.ts';

/**
 * What kind of thing a topic is, so that its questions and phrases fit it: people ask who a
 * person was, what a job involves, where to stay in a place, how to start a practice, what a concept means and
 * what a product costs. Read from the word vectors: the topic is compared with a few words
 * that stand for each kind, and the nearest kind wins.
 */
export type TopicKind =
  | 'person'
  | 'occupation'
  | 'place'
  | 'product'
  | 'food'
  | 'practice'
  | 'concept'
  | 'organisation';

const PROTOTYPES: Record<TopicKind, readonly string[]> = {
  // Only names: a role ("singer", "writer") is an occupation, and with "singer" here every
  // music topic was a person ("Who is Pop Music?", "Where was Jazz Singer born?"). A typed
  // name ("albert einstein") is nearer to other first names than to any profession.
  person: ['john', 'albert', 'mary', 'charles', 'elizabeth', 'george'],
  // Roles of the arts, science and office work too: "jazz singer", "film director" and
  // "software engineer" are jobs people ask how to get into.
  occupation: [
    'dentist',
    'plumber',
    'teacher',
    'nurse',
    'lawyer',
    'accountant',
    'electrician',
    'scientist',
    'writer',
    'politician',
    'actor',
    'engineer',
    'designer',
    'director',
  ],
  place: ['city', 'town', 'country', 'province', 'capital', 'village', 'island'],
  // "program": software that does a job for its user ("password manager").
  product: ['device', 'appliance', 'equipment', 'gadget', 'software', 'machine', 'tool', 'program'],
  food: ['food', 'dish', 'recipe', 'bread', 'cheese', 'drink', 'sauce'],
  // The arts done as a practice: "wedding photography" was a person ("Who is Wedding
  // Photography?"), nearer "painter" than any practice.
  practice: [
    'training',
    'exercise',
    'hobby',
    'gardening',
    'cooking',
    'workout',
    'practice',
    'photography',
    'painting',
  ],
  // Genres and styles are ideas people ask the history and examples of: "pop music",
  // "impressionism", not a person.
  concept: [
    'theory',
    'concept',
    'principle',
    'phenomenon',
    'process',
    'policy',
    'science',
    'genre',
    'style',
  ],
  organisation: ['company', 'corporation', 'organization', 'firm', 'agency', 'charity'],
};

const prototypeVectors = new WeakMap<WordVectors, [TopicKind, Float32Array[]][]>();

function kindPrototypes(vectors: WordVectors): [TopicKind, Float32Array[]][] {
  let list = prototypeVectors.get(vectors);
  if (!list) {
    list = (Object.entries(PROTOTYPES) as [TopicKind, readonly string[]][]).map(([kind, words]) => [
      kind,
      words.map((word) => vectors.vector(word)!),
    ]);
    prototypeVectors.set(vectors, list);
  }
  return list;
}

/** How near a word comes to the closest prototype of each kind. */
function fitOf(vectors: WordVectors, word: string): Map<TopicKind, number> {
  const vector = vectors.vector(word)!;
  return new Map(
    kindPrototypes(vectors).map(([kind, prototypes]) => [
      kind,
      Math.max(...prototypes.map((prototype) => cosine(vector, prototype))),
    ]),
  );
}

/**
 * A modifier this far from every prototype of a kind rules that kind out for the compound:
 * "password" is no company and no job (0.08 and 0.27), so "password manager" is software,
 * although "manager" alone is nearest "company".
 */
const MIN_MODIFIER_FIT = 0.3;

/**
 * The topic's kind: for each kind, how near each topic word comes to its closest prototype,
 * summed, with the category word (the last one) counted twice. In a compound every modifier
 * must fit the kind too (MIN_MODIFIER_FIT), unless no kind is left.
 */
export function classifyTopic(vectors: WordVectors, words: readonly string[]): TopicKind {
  const known = words.filter((word) => vectors.has(word));
  if (known.length === 0) return 'concept';
  const fits = known.map((word) => fitOf(vectors, word));
  const weighted = known.length > 1 ? [...fits, fits.at(-1)!] : fits;
  const modifiers = fits.slice(0, -1);
  const kinds = Object.keys(PROTOTYPES) as TopicKind[];
  const fitting = kinds.filter((kind) =>
    modifiers.every((fit) => fit.get(kind)! >= MIN_MODIFIER_FIT),
  );
  let best: TopicKind = 'concept';
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const kind of fitting.length > 0 ? fitting : kinds) {
    const score = weighted.reduce((sum, fit) => sum + fit.get(kind)!, 0);
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}
