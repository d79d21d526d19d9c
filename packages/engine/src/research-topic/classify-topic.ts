import { baseOfGerund } from '../passages/base-of-gerund.ts';
import { cosine, type WordVectors } from '../semantic/word-vectors.ts';
import { isCelebration } from './celebration.ts';
import { isDiet } from './diet.ts';
import { isLegalMatter } from './legal-matter.ts';
import { hasMassHead, isCountedNoun, isPluralForm } from './mass-noun.ts';
import { isOuting } from './outing.ts';
import { isProgrammingLanguage } from './programming-language.ts';
import { isSportingEvent } from './sporting-event.ts';

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

/** The words that stand for ideas and for the arts among the concepts. */
export const IDEA_WORDS = [
  'theory',
  'concept',
  'principle',
  'phenomenon',
  'process',
  'policy',
  'science',
  'genre',
  'style',
] as const;

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
    // "football player" was a practice ("How do I get started with football player?"):
    // "player" is 0.46 from "actor", 0.61 from "athlete".
    'athlete',
  ],
  // A country by name, not the word "country", which the vectors read as much as a polity
  // ("democracy" was a place: "When is the best time to visit Democracy?") or a return home
  // ("tax return": "Where should I stay in Tax Return?"); "capital" is money as often as a city.
  // Cities by name too: a city's name lies near other cities' names, not near "city", and
  // "kyoto" (0.27 from "city") was an idea ("How does kyoto work?"), near its protocol.
  place: ['city', 'town', 'france', 'province', 'village', 'island', 'tokyo', 'vienna'],
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
    // A vehicle by name: "bicycle" was a practice ("How do I get started with bicycle?"), 0.47
    // from "hobby" and 0.36 from "device", and is 0.50 from "scooter". Not "vehicle": "driving"
    // is 0.72 from it and became a thing ("What is a driving?").
    'scooter',
  ],
  food: ['food', 'dish', 'recipe', 'bread', 'cheese', 'drink', 'sauce'],
  // The arts done as a practice: "wedding photography" was a person ("Who is Wedding
  // Photography?"), nearer "painter" than any practice. "advertising": marketing is done, not
  // bought ("What is an email marketing?", "How much does an email marketing cost?").
  practice: [
    'training',
    'exercise',
    // A sport or game by name: "chess" (0.28 from "practice", 0.38 from "science") was an idea
    // ("How does chess work?"); it lies 0.61 from "tennis".
    'tennis',
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
    ...IDEA_WORDS,
    'knowledge',
    'disease',
    'modernism',
    // The economy and its institutions are understood, not owned: "stock market" was a
    // company ("Who owns Stock Market?"), "market" lying 0.63 from "company" and 0.71 from
    // "economy".
    'economy',
    // A genre by name: "heavy metal" was a product ("heavy metal maintenance"), since "metal"
    // lies 0.50 from "instrument" and 0.43 from "style", but 0.57 from "punk".
    'punk',
  ],
  // Companies by name too: a maker's name lies near other makers' names ("microsoft" is 0.79
  // from "ibm" and "intel", 0.56 from "company"), and "microsoft" was software ("How much does
  // Microsoft cost?").
  organisation: [
    'company',
    'corporation',
    'organization',
    'firm',
    'agency',
    'charity',
    'ibm',
    'intel',
  ],
};

/** The head of a kind of business: "seo agency", "law firm", "cleaning services". */
export const BUSINESS_HEAD =
  /^(?:agency|agencies|firm|firms|company|companies|services?|providers?|consultancy)$/;

const MIN_FIRST_NAME_FIT = 0.5;

/** Kinds that are always counted: a company, a person, a job. */
const COUNTED_ONLY: readonly TopicKind[] = ['organisation', 'person', 'occupation'];

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
 * A gerund is a practice ("fishing", "bird watching"): done, not visited or understood. The
 * vectors put "fishing" nearest an island (0.57), and "watching" beside "bird", a disease
 * prototype's neighbour, made "bird watching" an idea. A word in -ing is a gerund when it lies
 * near its verb (fishing to fish 0.66, watching to watch 0.82), which nouns in -ing do not
 * (morning to morn -0.02, herring 0.02, frosting to frost 0.23). One the vectors read nearest an
 * idea or a food keeps that reading: "learning" (0.76 from "knowledge"), "feeling", "stuffing".
 */
const MIN_GERUND_TO_VERB = 0.5;

function nearestKind(fit: Map<TopicKind, number>): TopicKind {
  return [...fit.entries()].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}

function liesNearItsVerb(vectors: WordVectors, word: string): boolean {
  const verb = baseOfGerund(word);
  if (!verb) return false;
  const toVerb = Math.max(
    vectors.similarity(word, verb) ?? -1,
    // The verb's e is not always guessed: "tasting" is read as "tast", not "taste".
    vectors.similarity(word, verb.endsWith('e') ? verb.slice(0, -1) : `${verb}e`) ?? -1,
  );
  return toVerb >= MIN_GERUND_TO_VERB;
}

function namesAPractice(vectors: WordVectors, word: string, fit: Map<TopicKind, number>): boolean {
  if (!namesAnActivity(word, fit) || !liesNearItsVerb(vectors, word)) return false;
  const nearest = nearestKind(fit);
  return nearest !== 'concept' && nearest !== 'food';
}

/**
 * A head noun in -er or -or that the vectors do not read as a job names a thing that does
 * the work ("lawn mower"), not the work itself: a doer is no practice, though "mower" lies
 * nearest "hobby" (0.35).
 */
function namesADoer(word: string, fit: Map<TopicKind, number>): boolean {
  const best = Math.max(...fit.values());
  return /(?:er|or)$/.test(word) && fit.get('occupation')! < best;
}

/** A gerund near its verb and nearest a food: what is done to the food ("tasting"). */
function namesAnActivityOn(vectors: WordVectors, word: string, fit: Map<TopicKind, number>) {
  return (
    nearestKind(fit) === 'food' && namesAnActivity(word, fit) && liesNearItsVerb(vectors, word)
  );
}

/**
 * A compound is a job only when its head is a role: one the vectors read nearest a job
 * ("nurse"), or a noun of a doer not far from the jobs ("trainer" 0.42, "manager"), unlike a
 * machine ("fryer" 0.20). "dental implants" (0.30
 * from "dentist", 0.40 from "device") was a job, through its modifier: "How do I become
 * dental implants?".
 */
const ROLE_NOUN = /(?:er|or|ist|ian|ant|ent)$/;

const MIN_ROLE_FIT = 0.35;

function namesARole(word: string, fit: Map<TopicKind, number>): boolean {
  return (
    nearestKind(fit) === 'occupation' ||
    (ROLE_NOUN.test(word) && fit.get('occupation')! >= MIN_ROLE_FIT)
  );
}

/**
 * A company of several words is known by its name, like a place: its head is nearest a
 * company ("home depot", "general motors"), or one of its words has no common plural and
 * comes near the companies, if not nearest: the "red" of "Red Cross" (0.43 from
 * "organization", 0.49 from "city"). "standing desk" was a company ("Who owns Standing
 * Desk?"): "standing" lies 0.51 from "organization", but "standings" is a common word.
 */
const MAX_ORGANISATION_SHORTFALL = 0.1;

function namesAnOrganisation(
  vectors: WordVectors,
  known: readonly string[],
  fits: readonly Map<TopicKind, number>[],
): boolean {
  if (nearestKind(fits.at(-1)!) === 'organisation') return true;
  return known.some((word, index) => {
    const fit = fits[index]!;
    return (
      fit.get('organisation')! >= Math.max(...fit.values()) - MAX_ORGANISATION_SHORTFALL &&
      !isCountedNoun(vectors, word)
    );
  });
}

/**
 * A place is known by its name, and a name has no plural: the vectors know "kyoto", "paris"
 * and "york" but not "kyotos" or "londons". A topic whose words nearest a place are all
 * counted nouns ("boat", 0.55 from "island"; "road", 0.62 from "town") names a thing or an
 * outing, not somewhere to stay: "When is the best time to visit Boat?" was asked.
 *
 * An adjective has no plural either, so a modifier must also lie near the places to name
 * one: "north" (0.63), "new", "los" and "san" do; "tiny" (0.51) and "red" (0.49) do not, and
 * "tiny house" and "Red Cross" were places ("Where should I stay in Tiny House?").
 */
const MIN_PLACE_MODIFIER_FIT = 0.55;

function namesAPlace(
  vectors: WordVectors,
  known: readonly string[],
  fits: readonly Map<TopicKind, number>[],
): boolean {
  return known.some(
    (word, index) =>
      nearestKind(fits[index]!) === 'place' &&
      !isCountedNoun(vectors, word) &&
      (index === known.length - 1 || fits[index]!.get('place')! >= MIN_PLACE_MODIFIER_FIT),
  );
}

/**
 * A counted thing that is not itself near the practices is bought, not done: "boat" (0.39
 * from "training", 0.38 from "machine") was a practice once no place, and the "clubs" of
 * "golf clubs" (0.48 from "tennis", through its modifier's sport) made "How do I get started
 * with golf clubs?". The thing is one word with a common plural, or a compound's plural head;
 * a compound's singular head may name an outing ("road trip"), which is done. The vectors
 * must read it as a thing at all (MIN_THING_FIT): "chess openings" (0.24) stays a practice,
 * and "workout" and "exercise" stay practices (1.00).
 */
const MIN_COUNTED_PRACTICE_FIT = 0.5;
const MIN_THING_FIT = 0.3;
const MAX_THING_SHORTFALL = 0.05;

function namesAThingNotAPractice(
  vectors: WordVectors,
  known: readonly string[],
  fit: Map<TopicKind, number>,
): boolean {
  const head = known.at(-1)!;
  if (fit.get('practice')! >= MIN_COUNTED_PRACTICE_FIT || fit.get('product')! < MIN_THING_FIT)
    return false;
  if (known.length > 1) return isPluralForm(vectors, head);
  // One word is as near the things as the practices: "meditation" (0.32 from "tool", 0.49
  // from "practice") stays a practice, though "meditations" is a common word.
  return (
    isCountedNoun(vectors, head) &&
    fit.get('product')! >= fit.get('practice')! - MAX_THING_SHORTFALL
  );
}

/**
 * An activity near the products is a service when it lies nearer "services" than "software":
 * "hosting" (0.42 and 0.32), "banking" (0.59 and 0.39), "consulting". One nearer software
 * names what programs and their makers do, a field people learn or take part in, not a
 * service they buy: "programming" (0.50 and 0.55), "networking" (0.59 and 0.70),
 * "computing" (0.47 and 0.70). "computer programming" and "social networking" were asked
 * "How much does social networking cost?" and "Is there free computer programming?".
 */
function namesAService(vectors: WordVectors, word: string, fit: Map<TopicKind, number>): boolean {
  return (
    nearestKind(fit) === 'product' &&
    (vectors.similarity(word, 'services') ?? -1) >= (vectors.similarity(word, 'software') ?? -1)
  );
}

function startsWithAGerund(
  vectors: WordVectors,
  known: readonly string[],
  fits: readonly Map<TopicKind, number>[],
): boolean {
  const first = known[0]!;
  const headKind = nearestKind(fits.at(-1)!);
  return (
    (headKind === 'concept' || headKind === 'practice') &&
    namesAnActivity(first, fits[0]!) &&
    liesNearItsVerb(vectors, first)
  );
}

/**
 * A place and a kind of business in it ("barcelona hotels", "lisbon restaurants"): the words
 * before the last name a place, as a place is named (namesAPlace), and the last word is a
 * plural the vectors do not read as a place. People choose and book one of those there; the
 * city's own questions ("What is Barcelona Hotels known for?") were asked before.
 */
export function namesBusinessesInAPlace(vectors: WordVectors, words: readonly string[]): boolean {
  const known = words.filter((word) => vectors.has(word));
  if (known.length < 2 || known.length !== words.length) return false;
  const head = known.at(-1)!;
  if (!isPluralForm(vectors, head)) return false;
  const fits = known.map((word) => fitOf(vectors, word));
  // A business is a thing, a place, a food, a company or a person at work, not a time or an
  // idea: "new york times" is no search for a time in New York.
  const singular = singularOf(vectors, head);
  const business = nearestKind(fitOf(vectors, singular ?? head));
  if (!['product', 'place', 'food', 'organisation', 'occupation'].includes(business)) return false;
  const modifiers = known.slice(0, -1);
  const modifierFits = fits.slice(0, -1);
  return (
    namesAPlace(vectors, modifiers, modifierFits) &&
    liesAmongPlaces(vectors, modifiers.at(-1)!) &&
    modifierFits.every(
      (fit) => nearestKind(fit) === 'place' || fit.get('place')! >= MIN_PLACE_MODIFIER_FIT,
    )
  );
}

/**
 * A place's name lies among other places' names: "barcelona" beside bilbao, valencia and
 * madrid, "york" beside manhattan and boston. "index" (0.49 from "city", as "barcelona" is
 * 0.50) lies among indices and stock exchanges, and "index funds" was read as funds in a
 * place called Index.
 */
const PLACE_NEIGHBOURS = 5;
const MIN_PLACE_NEIGHBOURS = 3;

function liesAmongPlaces(vectors: WordVectors, word: string): boolean {
  const vector = vectors.vector(word);
  if (!vector) return false;
  const neighbours = vectors.nearest(vector, PLACE_NEIGHBOURS, (other) => other !== word);
  return (
    neighbours.filter(({ word: other }) => kindOfWord(vectors, other) === 'place').length >=
    MIN_PLACE_NEIGHBOURS
  );
}

/** The singular of a plural the vectors know: "hotels" -> "hotel", "cities" -> "city". */
export function singularOf(vectors: WordVectors, plural: string): string | undefined {
  return [plural.replace(/ies$/, 'y'), plural.replace(/es$/, ''), plural.slice(0, -1)].find(
    (form) => form !== plural && vectors.has(form),
  );
}

function drop(kinds: TopicKind[], kind: TopicKind): void {
  if (kinds.includes(kind)) kinds.splice(kinds.indexOf(kind), 1);
}

/**
 * The topic's kind: for each kind, how near each topic word comes to its closest prototype,
 * summed, with the category word (the last one) counted twice. In a compound every modifier
 * must fit the kind too (MIN_MODIFIER_FIT), unless no kind is left.
 */
export function classifyTopic(vectors: WordVectors, words: readonly string[]): TopicKind {
  const known = words.filter((word) => vectors.has(word));
  if (known.length === 0) return 'concept';
  // Learned and used, like a practice: "python" was a product ("How long does a python
  // last?"). Each has its own questions (programming-language.ts).
  if (isProgrammingLanguage(vectors, known)) return 'practice';
  // A holiday and a legal process are understood and gone through, not bought: "christmas"
  // was a product, "divorce" a job (celebration.ts, legal-matter.ts).
  if (isCelebration(vectors, known) || isLegalMatter(vectors, known)) return 'concept';
  // Watched and won (sporting-event.ts); a diet is followed (diet.ts).
  if (isSportingEvent(vectors, known)) return 'concept';
  if (isDiet(vectors, known)) return 'practice';
  const fits = known.map((word, index) => fitOf(vectors, word, index < known.length - 1));
  const weighted = known.length > 1 ? [...fits, fits.at(-1)!] : fits;
  const modifiers = fits.slice(0, -1);
  const kinds = Object.keys(PROTOTYPES) as TopicKind[];
  const head = fits.at(-1)!;
  const decisive = kinds.find((kind) => head.get(kind)! >= MIN_DECISIVE_HEAD_FIT);
  // "seo agency", "law firm", "payroll services": a kind of business people hire, not one
  // company ("Who owns Digital Marketing Agency?" was asked).
  if (modifiers.length > 0 && BUSINESS_HEAD.test(known.at(-1)!)) return 'product';
  // A gerund followed by an idea or a practice it acts on is something done: "writing
  // poetry", "managing stress". Before a thing or a food it may name what the thing is for
  // ("running shoes", "baking soda", "cooking oil") as well as what is done to it ("baking
  // bread"), which single words cannot tell apart; those keep the head's kind.
  if (modifiers.length > 0 && startsWithAGerund(vectors, known, fits)) return 'practice';
  if (modifiers.length > 0 && decisive) return decisive;
  if (namesAPractice(vectors, known.at(-1)!, head)) return 'practice';
  // A journey is done, not bought or owned: "budget travel" was a company, "road trip" asked
  // what equipment it needs (outing.ts gives it its own questions).
  if (isOuting(vectors, known)) return 'practice';

  // Done to its modifier: "wine tasting" (0.58 from "drink", 0.63 from "taste") was a food
  // ("How do you make wine tasting at home?"). Alone, "stuffing" is still a food.
  if (modifiers.length > 0 && namesAnActivityOn(vectors, known.at(-1)!, head)) return 'practice';
  if (!namesAPlace(vectors, known, fits)) drop(kinds, 'place');
  // A person of several words has a first name: "dog walker" was a person ("Who is Dog
  // Walker?"), "walker" being a surname too (0.65 from "john"), but "dog" is 0.31 from the
  // first names and "albert", "jane" and "steve" above 0.6.
  if (modifiers.length > 0 && !modifiers.some((fit) => fit.get('person')! >= MIN_FIRST_NAME_FIT))
    drop(kinds, 'person');
  if (modifiers.length > 0 && !namesAnOrganisation(vectors, known, fits))
    drop(kinds, 'organisation');
  if (modifiers.length > 0 && !namesARole(known.at(-1)!, head)) drop(kinds, 'occupation');
  if (modifiers.length > 0 && namesADoer(known.at(-1)!, head)) {
    drop(kinds, 'practice');
    // Nor an idea, an illness or a company: "bird feeder" was asked "What causes bird
    // feeder?", then "Who owns Bird Feeder?" ("feeder" is 0.29 from "charity", 0.19 from
    // "program").
    drop(kinds, 'concept');
    drop(kinds, 'organisation');
    // A machine that does something to food is no food: "coffee grinder" and "air fryer"
    // were asked "How do you make coffee grinder at home?".
    drop(kinds, 'food');
  }
  if (modifiers.length > 0 && namesAnActivity(known.at(-1)!, head))
    kinds.splice(kinds.indexOf('product'), 1);
  if (hasMassHead(vectors, known)) {
    // A compound named by a mass noun ("data mining", "online banking") is a field or a
    // service: no one counts it, so it is no company, person or job. "mining" lies 0.53 from
    // "company", and "data mining" was asked "Who owns Data Mining?".
    for (const counted of COUNTED_ONLY) drop(kinds, counted);
    // Nor is an activity named by its verb a thing bought and kept, unless the vectors put it
    // nearest a product, as a service people buy ("hosting", "banking"): "data mining" was
    // asked "How long does data mining last?".
    if (liesNearItsVerb(vectors, known.at(-1)!) && !namesAService(vectors, known.at(-1)!, head))
      drop(kinds, 'product');
  }
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
  if (best === 'practice' && namesAThingNotAPractice(vectors, known, head)) return 'product';
  return best;
}

const wordKinds = new WeakMap<WordVectors, Map<string, TopicKind>>();

/** The kind of one word, remembered: related terms ask it of hundreds of candidates. */
export function kindOfWord(vectors: WordVectors, word: string): TopicKind {
  let kinds = wordKinds.get(vectors);
  if (!kinds) {
    kinds = new Map();
    wordKinds.set(vectors, kinds);
  }
  let kind = kinds.get(word);
  if (!kind) {
    kind = classifyTopic(vectors, [word]);
    kinds.set(word, kind);
  }
  return kind;
}
