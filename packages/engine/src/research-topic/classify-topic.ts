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
  // "software engineer" are jobs people ask how to get into. "developer": "web developer" was
  // software ("How much does a web developer cost?").
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
    'developer',
  ],
  // A country by name, not the word "country", which the vectors read as much as a polity
  // ("democracy" was a place: "When is the best time to visit Democracy?") or a return home
  // ("tax return": "Where should I stay in Tax Return?"); "capital" is money as often as a city.
  place: ['city', 'town', 'france', 'province', 'village', 'island'],
  // "instrument": a guitar is bought and compared, not a genre ("What is guitar?", "Who are the
  // best-known names in guitar?"). "clothes": "winter clothing" was a food ("How do you make
  // winter clothing at home?").
  // "program": software that does a job for its user ("password manager"). "insurance": a
  // policy people buy and compare ("home insurance", "mortgage" were companies: "Who owns
  // Home Insurance?"). "dvd": media bought on a disc ("video game" was a practice: "How much
  // time does video game take each week?").
  product: [
    'device',
    'appliance',
    'equipment',
    'gadget',
    'software',
    'machine',
    'tool',
    'program',
    'insurance',
    'dvd',
    'instrument',
    'clothes',
  ],
  food: ['food', 'dish', 'recipe', 'bread', 'cheese', 'drink', 'sauce'],
  // The arts done as a practice: "wedding photography" was a person ("Who is Wedding
  // Photography?"), nearer "painter" than any practice. "advertising": marketing is done, not
  // bought ("What is an email marketing?", "How much does an email marketing cost?").
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
    'advertising',
  ],
  // Genres and styles are ideas people ask the history and examples of: "pop music",
  // "impressionism", not a person. A field of knowledge ("machine learning") and a disease
  // ("diabetes" was a food: "How do you make diabetes at home?") are understood, not bought.
  // "modernism" stands for the movements of the arts: "impressionism" was a practice ("What
  // equipment do I need for impressionism?"), near "painting".
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
    'knowledge',
    'disease',
    'modernism',
  ],
  organisation: ['company', 'corporation', 'organization', 'firm', 'agency', 'charity'],
};

type Prototype = { word: string; vector: Float32Array };

const prototypeVectors = new WeakMap<WordVectors, [TopicKind, Prototype[]][]>();

function kindPrototypes(vectors: WordVectors): [TopicKind, Prototype[]][] {
  let list = prototypeVectors.get(vectors);
  if (!list) {
    list = (Object.entries(PROTOTYPES) as [TopicKind, readonly string[]][]).map(([kind, words]) => [
      kind,
      words.map((word) => ({ word, vector: vectors.vector(word)! })),
    ]);
    prototypeVectors.set(vectors, list);
  }
  return list;
}

/**
 * How near a word comes to the closest prototype of each kind. A modifier that is itself a
 * prototype does not count as one: the "machine" of "machine learning" names the domain, not
 * the kind, and made it a product ("How much does a machine learning cost?").
 */
function fitOf(vectors: WordVectors, word: string, isModifier = false): Map<TopicKind, number> {
  const vector = vectors.vector(word)!;
  return new Map(
    kindPrototypes(vectors).map(([kind, prototypes]) => [
      kind,
      Math.max(
        ...prototypes
          .filter((prototype) => !isModifier || prototype.word !== word)
          .map((prototype) => cosine(vector, prototype.vector)),
      ),
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
 * A category word this near a prototype is one ("scientist"), and says the kind whatever its
 * modifier: "data" is 0.28 from the jobs, and "data scientist" was a concept ("How does data
 * scientist work?").
 */
const MIN_DECISIVE_HEAD_FIT = 0.9;

/**
 * A category word in -ing that the vectors put at least as near a practice or an idea as a
 * product names an activity ("planning", "learning", "climbing"), which is done, not bought:
 * "retirement planning" was software ("Is there a free retirement planning?"), since
 * "retirement" is near "insurance". "clothing" and "flooring" stay things (nearer a product).
 */
function namesAnActivity(word: string, fit: Map<TopicKind, number>): boolean {
  return (
    word.endsWith('ing') &&
    Math.max(fit.get('practice')!, fit.get('concept')!) >= fit.get('product')!
  );
}

/**
 * The topic's kind: for each kind, how near each topic word comes to its closest prototype,
 * summed, with the category word (the last one) counted twice. In a compound every modifier
 * must fit the kind too (MIN_MODIFIER_FIT), unless no kind is left.
 */
export function classifyTopic(vectors: WordVectors, words: readonly string[]): TopicKind {
  const known = words.filter((word) => vectors.has(word));
  if (known.length === 0) return 'concept';
  const fits = known.map((word, index) => fitOf(vectors, word, index < known.length - 1));
  const weighted = known.length > 1 ? [...fits, fits.at(-1)!] : fits;
  const modifiers = fits.slice(0, -1);
  const kinds = Object.keys(PROTOTYPES) as TopicKind[];
  const head = fits.at(-1)!;
  const decisive = kinds.find((kind) => head.get(kind)! >= MIN_DECISIVE_HEAD_FIT);
  if (modifiers.length > 0 && decisive) return decisive;
  if (modifiers.length > 0 && namesAnActivity(known.at(-1)!, head))
    kinds.splice(kinds.indexOf('product'), 1);
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
