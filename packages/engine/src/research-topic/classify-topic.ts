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
  // First names are in the list because a typed name ("albert einstein") is nearer to other
  // names than to any profession.
  person: [
    'scientist',
    'writer',
    'politician',
    'actor',
    'singer',
    'painter',
    'john',
    'albert',
    'mary',
    'charles',
  ],
  occupation: ['dentist', 'plumber', 'teacher', 'nurse', 'lawyer', 'accountant', 'electrician'],
  place: ['city', 'town', 'country', 'province', 'capital', 'village', 'island'],
  product: ['device', 'appliance', 'equipment', 'gadget', 'software', 'machine', 'tool'],
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
  concept: ['theory', 'concept', 'principle', 'phenomenon', 'process', 'policy', 'science'],
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

/**
 * The topic's kind: for each kind, how near each topic word comes to its closest prototype,
 * averaged, with the category word (the last one) counted twice.
 */
export function classifyTopic(vectors: WordVectors, words: readonly string[]): TopicKind {
  const known = words.filter((word) => vectors.has(word));
  if (known.length === 0) return 'concept';
  const weighted = known.length > 1 ? [...known, known.at(-1)!] : known;
  let best: TopicKind = 'concept';
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const [kind, prototypes] of kindPrototypes(vectors)) {
    let score = 0;
    for (const word of weighted) {
      const vector = vectors.vector(word)!;
      score += Math.max(...prototypes.map((prototype) => cosine(vector, prototype)));
    }
    if (score > bestScore) {
      best = kind;
      bestScore = score;
    }
  }
  return best;
}
