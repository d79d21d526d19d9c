import {
  CONDITION_CUES,
  type Cue,
  FUNCTION_WORDS,
  KIND_INTENTS,
  LEADING_CUES,
  LOWERED,
  type SearchIntent,
  TRAILING_CUES,
} from './intent-cues.ts';
import { KIND_ROWS, kindIs, type TopicKind } from './kind-table.ts';
import { type Lexfile, type Lexicon, nounSynsets, type Sense } from './lexicon.ts';
import type { Facet } from './question-table.ts';
import wordLists from './read-topic.json' with { type: 'json' };
import type { TaggedWord, TopicKnowledge } from './topic-knowledge.ts';

/** A noun phrase of the topic, kept as typed and with what it takes to inflect it. */
export interface NounPhrase {
  /** The words before the head, as typed (proper names capitalised). */
  before: string[];
  /** The head as typed ("shoes") and as a lemma ("shoe"); a WordNet compound counts as one. */
  head: string;
  headLemma: string;
  /** Words after the head that belong to it ("to Paris"). */
  after: string[];
  plural: boolean;
  /** Counted one by one ("a plumber") rather than a mass ("rice", "marketing"). */
  counted: boolean;
  /** A name (Paris, Spanish), written as it is and without an article. */
  proper: boolean;
}

export interface ReadSense {
  /** The words of WordNet the sense belongs to (a compound counts as one). */
  lemma: string;
  synset: number;
  lexfile: Lexfile;
  /** False when other senses fit the keyword about as well: its relations are then a guess. */
  certain?: boolean;
}

export interface TopicReading {
  keyword: string;
  /** The topic's subject, the words a page on it is about. */
  phrase: NounPhrase;
  /** The facets the words around the topic ask for, the first one leading. */
  facets: Facet[];
  intent: SearchIntent;
  /** The kind of the head's sense, or undefined when the head is not known. */
  kind?: TopicKind;
  head?: ReadSense;
  /** The senses of the modifiers, as read with the head. */
  modifiers: ReadSense[];
  /** Words of the subject WordNet does not know. */
  unknown: string[];
  /** Content words the research knows, for the word vectors. */
  known: string[];
  /** The action of a how-to or improve search, base form first ("lower kubernetes costs"). */
  action?: string;
  audience?: string;
  condition?: string;
  purpose?: string;
  place?: string;
  sides?: [string, string];
  /** The list a search asks for ("sources", "ideas"). */
  cue?: string;
  /** The unit a price is asked by ("per hour"). */
  rate?: string;
  /** A price ceiling typed with the topic ("under 100"): what the budget buys. */
  cap?: string;
  /** A platform the thing must run on ("for windows"), as its maker writes it. */
  platform?: string;
  /** How a task is to be done, typed after it ("fast"): asked about, not part of its object. */
  manner?: string;
  /** Someone a task is done without ("a chiropractor"): what replaces them is asked. */
  withoutPerson?: string;
  /** Something a task is done without ("lard"): its substitutes are asked. */
  withoutThing?: string;
  /** The length of a stay the search plans ("two weeks" in Vietnam). */
  duration?: string;
  /** The month or season of a trip ("September" in the Dolomites). */
  when?: string;
  /** A head WordNet knows only as another kind of thing than the words ask for ("python"). */
  otherSense?: { word: string; kind: TopicKind };
}

/** What is asked of something found at a place: where it is, what it costs, which is best. */
const FINDING_FACETS = new Set<Facet>(['local', 'price', 'compare', 'buy']);

/** Categories of WordNet whose nouns are mostly counted (an idea, a feeling, a state are not). */
const COUNTED_CONCEPT_LEXFILES = new Set<Lexfile>(wordLists.countedConceptLexfiles as Lexfile[]);

/** Things named as a mass, with no plural in use ("luggage", "clothing"). */
const MASS_NOUNS = new Set(wordLists.massNouns);
/**
 * Whether a noun is used as a mass ("access", "luggage", "advice"): common in the singular
 * while its plural is rare or never written. Frequency ranks of the word vectors stand in for
 * corpus counts, so no list of mass nouns has to be kept.
 */
export function usedAsMass(knowledge: TopicKnowledge, lemma: string): boolean {
  const singular = knowledge.vectors.rank(lemma);
  if (singular === undefined) return /(?:ware|wear|age|ery)$/.test(lemma);
  const plural = knowledge.vectors.rank(pluralOf(lemma));
  if (plural === undefined) return singular < 12_000 || /(?:ware|wear|age|ery)$/.test(lemma);
  return plural > singular * 25;
}
/** Prefixes WordNet also lists as nouns ("anti", "pro"), never the first word of a split. */
const PREFIXES = new Set(wordLists.prefixes);

/** Prepositions whose phrase stays with the thing when it names no place. */
const ATTACHED_PREPOSITIONS = new Set(wordLists.attachedPrepositions);

/** Words that open a clause of circumstance, kept with the subject ("pain when running"). */
const CLAUSE_WORDS = new Set(wordLists.clauseWords);
const PREPOSITIONS = new Set([...wordLists.prepositions, ...CLAUSE_WORDS]);
/** Heads that name software when what they handle is information: "password manager". */
const SOFTWARE_AGENTS = new Set(wordLists.softwareAgents);
/** How a task is done, not what it is done to: "sleep better", "learn fast". */
const MANNER = new Set(wordLists.manner);
const AUDIENCE_WORDS = new Set(wordLists.audienceWords);
/**
 * Categories of what a person works on that make the person someone hired, not an audience:
 * acts, artifacts, animals, food, ideas, events (a wedding planner) and possessions (a real
 * estate agent).
 */
const WORKED_ON_LEXFILES = new Set<string>(wordLists.workedOnLexfiles);
/** Platforms a thing is searched "for", as their makers write them ("for windows"). */
const PLATFORMS: Readonly<Record<string, string>> = wordLists.platforms;
/**
 * Words that make a person noun a machine: a "robo advisor" or an "ai assistant" is software,
 * not someone to hire.
 */
const MACHINE_WORDS = new Set(wordLists.machineWords);
/** Manners that ask for speed: "renew a passport fast" wants the fastest way. */
const SPEED = new Set(wordLists.speed);
const IRREGULAR_PLURALS: Record<string, string> = wordLists.irregularPlurals;
const MAN_PLURALS_IN_S = new Set(wordLists.manPluralsInS);
const IRREGULAR_SINGULARS = Object.fromEntries(
  Object.entries(IRREGULAR_PLURALS).map(([singular, plural]) => [plural, singular]),
);

export function pluralOf(word: string): string {
  const parts = word.split(' ');
  const last = parts.at(-1)!;
  const plural =
    IRREGULAR_PLURALS[last] ??
    // "handyman", "fireman": a person named with "man" takes "men"; "human" and "German" do
    // not.
    (/.{2}man$/.test(last) && !MAN_PLURALS_IN_S.has(last)
      ? `${last.slice(0, -3)}men`
      : undefined) ??
    (/[^aeiou]y$/.test(last)
      ? `${last.slice(0, -1)}ies`
      : /(?:s|x|z|ch|sh)$/.test(last)
        ? `${last}es`
        : `${last}s`);
  return [...parts.slice(0, -1), plural].join(' ');
}

/** The singular forms a typed noun may have, most likely first. */
function singularCandidates(word: string, lemma: string): string[] {
  const found = [word];
  if (IRREGULAR_SINGULARS[word]) found.push(IRREGULAR_SINGULARS[word]!);
  // A gerund is not the noun of its verb: "hosting" is no host, "grooming" no groom.
  if (lemma && lemma !== word && !/ing$/.test(word)) found.push(lemma);
  if (/ies$/.test(word)) found.push(`${word.slice(0, -3)}y`);
  if (/(?:ses|xes|zes|ches|shes)$/.test(word)) found.push(word.slice(0, -2));
  if (/s$/.test(word) && !/ss$/.test(word)) found.push(word.slice(0, -1));
  return [...new Set(found)];
}

/** The noun lemma WordNet knows for a typed word or compound, if any. */
function nounLemma(
  lexicon: Lexicon,
  words: readonly string[],
  lemmas: readonly string[],
): string | undefined {
  const last = words.at(-1)!;
  const stem = words.slice(0, -1);
  const candidates = singularCandidates(last, lemmas.at(-1) ?? last);
  // A plural WordNet also lists as a noun of its own ("stocks" the pillory, "rates" the local
  // tax) is most often just the plural: the singular with more senses is read first.
  const sensesOf = (word: string) => lexicon.senses(word, 'noun').length;
  if (
    candidates.length > 1 &&
    /s$/.test(last) &&
    sensesOf(candidates[1]!) > sensesOf(candidates[0]!) * 2
  )
    candidates.unshift(candidates.splice(1, 1)[0]!);
  for (const candidate of candidates) {
    for (const joined of variants([...stem, candidate])) {
      if (lexicon.senses(joined, 'noun').length > 0) return joined;
    }
  }
  return undefined;
}

/**
 * "gluten free" is "gluten-free", "carry on" "carry-on"; one word may be WordNet's two
 * ("homeschooling" is "home schooling", "ecommerce" "e-commerce").
 */
function variants(words: readonly string[]): string[] {
  const spaced = words.join(' ');
  if (words.length > 1) return [spaced, words.join('-'), words.join('')];
  const word = spaced;
  const found = [word];
  if (word.length >= 6 && /^[a-z]+$/.test(word)) {
    found.push(`${word[0]}-${word.slice(1)}`);
    for (let cut = 3; cut <= word.length - 4; cut += 1)
      found.push(
        `${word.slice(0, cut)} ${word.slice(cut)}`,
        `${word.slice(0, cut)}-${word.slice(cut)}`,
      );
  }
  return found;
}

function isKnownWord(lexicon: Lexicon, word: string, lemma: string): boolean {
  if (FUNCTION_WORDS.has(word)) return true;
  if (singularCandidates(word, lemma).some((form) => lexicon.has(form)) || lexicon.has(lemma))
    return true;
  return singularCandidates(word, lemma).some((form) =>
    variants([form])
      .slice(1)
      .some((variant) => lexicon.senses(variant, 'noun').length > 0),
  );
}

/**
 * A word WordNet writes as two ("homeschooling" is "home schooling"): the two nouns, the
 * longest second one first; else the word as it is.
 */
function splitCompound(knowledge: TopicKnowledge, word: string): string[] {
  const { lexicon } = knowledge;
  // Only a word the vectors know is a word: "zingwort" is no "zing wort".
  if (
    word.length < 7 ||
    !/^[a-z]+$/.test(word) ||
    lexicon.has(word) ||
    !knowledge.vectors.has(word)
  )
    return [word];
  if (
    variants([word])
      .slice(1, 2)
      .some((form) => lexicon.has(form))
  )
    return [word];
  for (let cut = 3; cut <= word.length - 4; cut += 1) {
    const first = word.slice(0, cut);
    const second = word.slice(cut);
    // Common nouns only: "javascript" is no "Java script".
    const common = (part: string) =>
      lexicon.senses(part, 'noun').length > 0 &&
      lexicon
        .senses(part, 'noun')
        .every((sense) =>
          lexicon
            .members(sense.synset)
            .every((member) => member.toLowerCase() !== part || member === part),
        );
    // A prefix is no word of its own: "antivirus" is no "anti virus"; nor is an ending of a
    // verb's form: "cancelling" is no "cancel ling".
    if (
      PREFIXES.has(first) ||
      (/^(?:ing|ling|ed|led)$/.test(second) && lexicon.senses(first, 'verb').length > 0)
    )
      continue;
    if (common(first) && common(second)) return [first, second];
  }
  return [word];
}

/**
 * A place is visited as a country or a city: "Japan" the country, not the archipelago, whose
 * parts and neighbours are other terms.
 */
function placeSense(lexicon: Lexicon, sense: ReadSense): ReadSense {
  if (kindOfSense(lexicon, sense.synset) !== 'place') return sense;
  const political = new Set(
    ['country', 'city', 'town'].flatMap((lemma) => nounSynsets(lexicon, lemma, 2)),
  );
  const isPolitical = (synset: number) =>
    lexicon.ancestors(synset).some((item) => political.has(item));
  if (isPolitical(sense.synset)) return sense;
  const better = lexicon
    .senses(sense.lemma, 'noun')
    .find((item) => kindOfSense(lexicon, item.synset) === 'place' && isPolitical(item.synset));
  // The country is what a visitor means, whatever the tagged counts say.
  return better
    ? { ...sense, synset: better.synset, lexfile: lexicon.lexfile(better.synset), certain: true }
    : sense;
}

/** The kind of a sense: the first row of the kind table it matches. */
export function kindOfSense(lexicon: Lexicon, synset: number): TopicKind {
  const lexfile = lexicon.lexfile(synset);
  const isInstance = lexicon.related(synset, 'instanceHypernym').length > 0;
  const ancestors = lexicon.ancestors(synset);
  for (const row of KIND_ROWS) {
    if (row.lexfiles && !row.lexfiles.includes(lexfile)) continue;
    if (row.instance && !isInstance) continue;
    const chain = new Set([synset, ...ancestors.slice(0, row.within ?? ancestors.length)]);
    if (row.anchors && !anchorSynsets(lexicon, row).some((anchor) => chain.has(anchor))) continue;
    if (
      row.domains &&
      !lexicon
        .related(synset, 'topicDomain')
        .some((domain) =>
          lexicon.members(domain).some((member) => row.domains!.includes(member.toLowerCase())),
        )
    )
      continue;
    return row.kind;
  }
  return 'concept';
}

/**
 * Whether a word's measure senses make up most of its use, by WordNet's tagged frequencies (its
 * first sense when none is tagged): a rarer sense of a number or a quality is no reading of it.
 */
function measureDominant(lexicon: Lexicon, lemma: string): boolean {
  const senses = lexicon.senses(lemma, 'noun');
  const total = senses.reduce((sum, sense) => sum + sense.tagCount, 0);
  if (total === 0)
    return senses[0] !== undefined && kindOfSense(lexicon, senses[0].synset) === 'measure';
  const measured = senses
    .filter((sense) => kindOfSense(lexicon, sense.synset) === 'measure')
    .reduce((sum, sense) => sum + sense.tagCount, 0);
  return measured * 2 > total;
}

/**
 * The synsets a row's anchors name: the first noun sense of each anchor lemma, so that
 * "exercise" stands for physical exercise, not for every synset that has "exercise" among its
 * synonyms ("use, exercise").
 */
const anchorCache = new WeakMap<object, number[]>();
function anchorSynsets(lexicon: Lexicon, row: (typeof KIND_ROWS)[number]): number[] {
  const known = anchorCache.get(row);
  if (known) return known;
  // An anchor is its lemma's first sense, or its first sense of a category written after "@":
  // "hire@noun.act" is the act of hiring, not someone hired.
  const synsets = (row.anchors ?? []).flatMap((anchor) => {
    const [lemma, lexfile] = anchor.split('@') as [string, Lexfile | undefined];
    const senses = nounSynsets(lexicon, lemma, lexfile ? 8 : 1);
    const found = senses.find((synset) => !lexfile || lexicon.lexfile(synset) === lexfile);
    return found === undefined ? [] : [found];
  });
  anchorCache.set(row, synsets);
  return synsets;
}

/**
 * The sense of a lemma that fits its context best: WordNet's order (its most frequent sense
 * first) weighed against how near the sense's words and its hypernyms' words lie to the other
 * words of the topic in the word vectors. "python" beside "javascript" is no snake, and a
 * "starter" beside "sourdough" is a leaven, not a motor.
 */
export function chooseSense(
  knowledge: TopicKnowledge,
  lemma: string,
  context: readonly string[],
  prefer: readonly Lexfile[] = [],
  /** Words that hint at the sense through the vectors only: the verb of a task, the cue. */
  hints: readonly string[] = [],
): ReadSense | undefined {
  const { lexicon, vectors } = knowledge;
  const senses = lexicon.senses(lemma, 'noun').slice(0, 8);
  if (senses.length === 0) return undefined;
  const contextVector = vectors.centroid(
    [...context, ...hints].flatMap((word) => word.split(/[\s-]/)),
  );
  const total = senses.reduce((sum, sense) => sum + sense.tagCount, 0);
  const contextSenses = context
    .filter((word) => word !== lemma && !lemma.split(' ').includes(word))
    .flatMap((word) => nounSynsets(lexicon, word, 2));
  let best: { sense: (typeof senses)[number]; score: number } | undefined;
  let second = Number.NEGATIVE_INFINITY;
  let runnerUp: number | undefined;
  senses.forEach((sense, index) => {
    const words = signature(lexicon, sense.synset, lemma);
    const signatureVector = vectors.centroid(words);
    const near = contextVector && signatureVector ? dot(contextVector, signatureVector) : 0;
    // Tagged counts are small for rare words: one tag is no evidence against the context.
    const prior = (sense.tagCount / (total + 3)) * 0.3 + (index === 0 ? 0.05 : 0);
    const preferred = prefer.includes(lexicon.lexfile(sense.synset)) ? 0.25 : 0;
    // Near the context's own senses in WordNet's hierarchy: a starter beside a leaven is food.
    let related = 0;
    for (const other of contextSenses)
      related = Math.max(related, lexicon.similarity(sense.synset, other));
    const score = prior + near + preferred + related * 0.5;
    if (!best || score > best.score) {
      if (best) {
        second = best.score;
        runnerUp = best.sense.synset;
      }
      best = { sense, score };
    } else if (score > second) {
      second = score;
      runnerUp = sense.synset;
    }
  });
  if (!best) return undefined;
  // Sure when one sense stands out, by the context or by how much more often it is used;
  // "study" alone may be a survey or learning, and nothing says which.
  const first = senses[0]!;
  // Dominant only when four uses in five are of it: "study" is a survey in 90 of 131 tagged
  // uses, and a student's "study tips" are not about surveys.
  const dominant = total >= 5 && best.sense === first && first.tagCount / total >= 0.8;
  // A runner-up that is the same thing seen another way is no other meaning: rice the grain
  // and rice the plant, Japan the islands and Japan the country.
  const bestLexfile = lexicon.lexfile(best.sense.synset);
  const near =
    runnerUp === undefined ||
    SAME_THING.some(
      ([a, b]) =>
        (a === bestLexfile && b === lexicon.lexfile(runnerUp!)) ||
        (b === bestLexfile && a === lexicon.lexfile(runnerUp!)),
    );
  // Without other words to go by, a lead of the tagged counts alone is no reading.
  // (The hints help choose but decide nothing: "tips" says little about which "study".)
  const decided = context.some((word) => vectors.has(word)) && best.score - second >= 0.08;
  const certain = senses.length === 1 || dominant || decided || near;
  return { lemma, synset: best.sense.synset, lexfile: lexicon.lexfile(best.sense.synset), certain };
}

/** Categories whose senses of one word name one thing seen two ways. */
const SAME_THING = wordLists.sameThing as [Lexfile, Lexfile][];

/** The words that say what a sense is: its synonyms and its hypernyms' words. */
export function signature(lexicon: Lexicon, synset: number, lemma: string): string[] {
  const words: string[] = [];
  const add = (item: number) => {
    for (const member of lexicon.members(item))
      for (const word of member.toLowerCase().split(/[\s-]/)) if (word !== lemma) words.push(word);
  };
  add(synset);
  const parents = lexicon.related(synset, 'hypernym', 'instanceHypernym');
  for (const parent of parents) {
    add(parent);
    for (const grand of lexicon.related(parent, 'hypernym', 'instanceHypernym')) add(grand);
  }
  for (const domain of lexicon.related(synset, 'topicDomain')) add(domain);
  return words;
}

function dot(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += a[i]! * b[i]!;
  return sum;
}

interface Word {
  text: string;
  lemma: string;
  pos: string;
  /** The word as typed when it was read as two ("homeschooling"). */
  typed?: string;
}

/** Whether a word is used more as a verb than as a noun, by WordNet's tagged counts. */
function mostlyVerb(lexicon: Lexicon, word: Word): boolean {
  const verb = lexicon.senses(word.lemma, 'verb');
  if (verb.length === 0) return false;
  const count = (senses: readonly { tagCount: number }[]) =>
    senses.reduce((sum, sense) => sum + sense.tagCount, 0);
  return word.pos === 'VERB' || count(verb) > count(lexicon.senses(word.lemma, 'noun'));
}

/**
 * The two sides of "X vs Y" as actions when one side is a bare verb: "lease vs buy", "walk
 * or run", "car lease vs buy" (the other side's noun is the object of both: "lease a car",
 * "buy a car"). Undefined when the sides are things ("tea vs coffee").
 */
function actionChoices(
  lexicon: Lexicon,
  x: readonly Word[],
  y: readonly Word[],
): [string, string] | undefined {
  // A bare verb, or a word that may be one beside a side that starts with a verb ("cook vs
  // order takeout").
  const startsWithVerb = (side: readonly Word[]) =>
    side.length > 1 && side[0]!.pos === 'VERB' && mostlyVerb(lexicon, side[0]!);
  const bare = [x, y].find(
    (side, index) =>
      side.length === 1 &&
      (mostlyVerb(lexicon, side[0]!) ||
        (lexicon.senses(side[0]!.lemma, 'verb').length > 0 && startsWithVerb(index ? x : y))),
  );
  if (!bare) return undefined;
  const other = bare === x ? y : x;
  const verbOf = (word: Word) => (lexicon.senses(word.lemma, 'verb').length > 0 ? word.lemma : '');
  let otherAction: string;
  let object = '';
  if (other.length === 1) {
    otherAction = verbOf(other[0]!);
  } else if (startsWithVerb(other)) {
    // "cook vs order takeout": the other side is a verb with its own object.
    otherAction = other.map((word) => word.text).join(' ');
  } else {
    // "car lease": the noun before the verb-noun is what both are done to.
    const last = other.at(-1)!;
    otherAction = verbOf(last);
    const nouns = other.slice(0, -1).map((word) => word.text);
    const plural = nouns.length > 0 && other.at(-2)!.text !== other.at(-2)!.lemma;
    object = plural
      ? nouns.join(' ')
      : `${/^[aeiou]/.test(nouns[0] ?? '') ? 'an' : 'a'} ${nouns.join(' ')}`;
  }
  if (!otherAction) return undefined;
  const bareAction = bare[0]!.lemma;
  const withObject = (verb: string) => (object ? `${verb} ${object}` : verb);
  return bare === x
    ? [withObject(bareAction), withObject(otherAction)]
    : [withObject(otherAction), withObject(bareAction)];
}

/** A place WordNet names ("Paris", "Europe", "Japan"), written as WordNet writes it. */
function placeName(lexicon: Lexicon, words: readonly string[]): string | undefined {
  const lemma = words.join(' ');
  for (const sense of lexicon.senses(lemma, 'noun').slice(0, 3)) {
    const lexfile = lexicon.lexfile(sense.synset);
    if (lexfile !== 'noun.location' && lexfile !== 'noun.object') continue;
    if (!lexicon.isA(sense.synset, PLACES)) continue;
    // A place is named ("Paris", "Europe"); a lawn or a haunt ("repair") is a common noun.
    const name = lexicon.members(sense.synset).find((member) => member.toLowerCase() === lemma);
    if (!name || !/^\p{Lu}/u.test(name)) continue;
    return name;
  }
  return undefined;
}
/** What travels a route, or the travel itself. */
const TRAVELLING = new Set(wordLists.travelling);
/** Lengths of a stay: "two weeks", "a weekend", "10 days". */
const TIME_PERIODS = new Set(wordLists.timePeriods);
const NUMBERS = new Set(wordLists.numbers);
/** What one has and improves as one's own: "my credit score", "my sleep". */
const OWNED = new Set<string>(wordLists.owned);
const PLACES = new Set(wordLists.places);
/** States of plants, not of people: "rust" on a plant is no condition a reader has. */
const PLANT_STATES = new Set(wordLists.plantStates);
/**
 * Phrases that open a search and say what it wants: how to, what is, the best time to visit,
 * the best time to do a task, things to do in a place, where to stay.
 */
const LEADING_PHRASES = wordLists.leadingPhrases.map((row) => ({
  ...row,
  pattern: new RegExp(row.pattern),
  facet: row.facet as Facet | undefined,
  lessFacet: row.lessFacet as Facet | undefined,
}));
/** Searches that name what is asked first ("signs of X"), with the ending they stand for. */
const OF_PHRASES = wordLists.ofPhrases.map((row) => [new RegExp(row.pattern), row.ending] as const);
/** What a trip is timed by: a month or a season. */
const SEASONS = new Set([...wordLists.months, ...wordLists.seasons]);
const MONTHS = new Set(wordLists.months);

/** Is the phrase a person or group (an audience), a condition, or anything else? */
function roleOf(
  knowledge: TopicKnowledge,
  words: readonly string[],
  prefer: readonly Lexfile[] = [],
): 'audience' | 'condition' | 'purpose' {
  const { lexicon } = knowledge;
  if (AUDIENCE_WORDS.has(words.at(-1)!)) return 'audience';
  const lemma =
    nounLemma(lexicon, words, words) ?? nounLemma(lexicon, words.slice(-1), words.slice(-1));
  if (!lemma) return 'purpose';
  const sense = chooseSense(
    knowledge,
    lemma,
    words.filter((word) => !lemma.includes(word)),
    prefer,
  );
  if (!sense) return 'purpose';
  const kind = kindOfSense(lexicon, sense.synset);
  if (
    kind === 'audience' ||
    kind === 'occupation' ||
    kind === 'organization' ||
    kind === 'business'
  )
    return 'audience';
  if (kind === 'condition' || sense.lexfile === 'noun.body') return 'condition';
  // "for hangovers", "for fertility": a state of the body or mind among the word's first senses
  // is what the thing is taken for, read as a condition whichever sense the context picked.
  // A disease of plants ("rust", "blight") is no condition of the searcher's.
  if (
    words.length === 1 &&
    nounSynsets(lexicon, lemma, 2).some(
      (synset) => lexicon.lexfile(synset) === 'noun.state' && !lexicon.isA(synset, PLANT_STATES),
    )
  )
    return 'condition';
  // "flat feet": a part of the body with a modifier is a condition of it.
  return 'purpose';
}

/**
 * A word before the head: an adjective too ("mobile", "nice") is that adjective before a noun
 * far more often than the town WordNet also names.
 */
function displayModifier(lexicon: Lexicon, word: string): string {
  const shown = display(lexicon, word);
  const first = lexicon.senses(word, 'noun')[0];
  return shown !== word &&
    first &&
    kindOfSense(lexicon, first.synset) === 'place' &&
    lexicon.senses(word, 'adjective').length > 0
    ? word
    : shown;
}

/** The pairs of consonants English words begin with: "hsa" begins none, so it is spelled. */
const ONSETS = new Set(wordLists.onsets);

function display(lexicon: Lexicon, word: string): string {
  // A letter or a number with a letter is a name written in capitals: "I bonds", "3D", "C++".
  if (/^(?:[b-z]|\d+[a-z]{1,2}|[a-z](?:\+\+|#))$/.test(word)) return word.toUpperCase();
  // A short word WordNet does not know with at most one vowel is an acronym ("tefl", "gdpr",
  // "b2b"), written in capitals; a plural ("etfs") is left as typed, its singular unsure.
  if (
    /^[a-z][a-z0-9]{1,4}$/.test(word) &&
    // A plural ("etfs") is left as typed, its singular unsure; with no vowel ("dns") it is none.
    (!word.endsWith('s') || !/[aeiouy]/.test(word)) &&
    // One vowel in three letters is as often a word ("div", "gym") as an acronym, unless its
    // first two letters begin no English word ("hsa", "tsa").
    ((word.match(/[aeiou]/g)?.length ?? 0) === 0 ||
      ((word.match(/[aeiou]/g)?.length ?? 0) === 1 &&
        (word.length >= 4 || (/^[^aeiouy]{2}/.test(word) && !ONSETS.has(word.slice(0, 2)))))) &&
    // "mysql", "lyft": a "y" sounds a vowel in a name, not in an acronym.
    !word.includes('y') &&
    !lexicon.has(word) &&
    !FUNCTION_WORDS.has(word)
  )
    return word.toUpperCase();
  const senses = lexicon.senses(word, 'noun');
  // A word that also names a kind of person ("walker": a pedestrian, besides Alice Walker)
  // is a common noun, written as typed.
  if (
    senses[0] &&
    lexicon.lexfile(senses[0].synset) === 'noun.person' &&
    senses.some(
      (sense) =>
        lexicon.lexfile(sense.synset) === 'noun.person' &&
        lexicon.related(sense.synset, 'instanceHypernym').length === 0,
    )
  )
    return word;
  // A word WordNet writes in capitals in all its senses is an acronym ("TSA", "MBA"); "pet"
  // and "cat" are words that also name a scan.
  const spelled = senses
    .map((sense) => lexicon.members(sense.synset).find((item) => item.toLowerCase() === word))
    .filter(
      (member) => member !== undefined && member.length > 1 && member === member.toUpperCase(),
    );
  if (
    senses.length > 0 &&
    spelled.length === senses.length &&
    !FUNCTION_WORDS.has(word) &&
    lexicon.senses(word).length === senses.length
  )
    return spelled[0]!;
  for (const sense of senses.slice(0, 1)) {
    const member = lexicon.members(sense.synset).find((item) => item.toLowerCase() === word);
    if (member && member !== word && /^[A-Z]/.test(member)) {
      const kind = kindOfSense(lexicon, sense.synset);
      if (kind === 'place' || kind === 'person' || kind === 'language') return member;
    }
  }
  return word;
}

/**
 * A name typed as one token that the tagger cuts in pieces is one word again: "3d printing",
 * "4k monitor", "c++", "c#". It names a thing (a noun), however its pieces were tagged.
 */
function glueTokens(text: string, tagged: readonly TaggedWord[]): TaggedWord[] {
  const glued: TaggedWord[] = [];
  let end = 0;
  let previousEnd = -1;
  for (const word of tagged) {
    const start = text.indexOf(word.text, end);
    const last = glued.at(-1);
    const joined = last ? last.text + word.text : '';
    if (last && start === previousEnd && /^(?:\d+[a-z]{1,2}|[a-z](?:\+\+?|#))$/.test(joined)) {
      glued[glued.length - 1] = { text: joined, lemma: joined, pos: 'NOUN' };
      // "c++" is three tokens: the second "+" joins the first two.
    } else if (last && start === previousEnd && /^[a-z]\+$/.test(last.text) && word.text === '+') {
      glued[glued.length - 1] = { text: `${last.text}+`, lemma: `${last.text}+`, pos: 'NOUN' };
    } else glued.push({ ...word });
    if (start >= 0) {
      end = start + word.text.length;
      previousEnd = end;
    }
  }
  return glued;
}

/**
 * Reads a keyword: the facets its modifiers ask for, its subject as a noun phrase, the head's
 * sense and kind from WordNet, and the words it does not know.
 */
export function readTopic(knowledge: TopicKnowledge, keyword: string): TopicReading {
  const lowered = frontFirst(knowledge, keyword.toLowerCase().replace(/[’]/g, "'"));
  const tagged = glueTokens(lowered, knowledge.tag(lowered)).filter((word) =>
    /[\p{L}\p{N}]/u.test(word.text),
  );
  const initial: Word[] = tagged.flatMap((word) =>
    splitCompound(knowledge, word.text).map((text, index, parts) => ({
      text,
      lemma: parts.length > 1 ? text : word.lemma.toLowerCase(),
      pos: parts.length > 1 && index < parts.length - 1 ? 'NOUN' : word.pos,
      ...(parts.length > 1 ? { typed: word.text } : {}),
    })),
  );
  const state = newState(knowledge, keyword, tagged, initial, nounPhrase(knowledge, [], []));
  readSearchPhrases(state);
  readSeason(state);
  readTrailingPhrase(state);
  readStay(state);
  readBarePlace(state);
  readCues(state);
  readTaskVerb(state);
  sortWords(state);
  readTaskObject(state);
  state.phrase = nounPhrase(knowledge, state.phraseWords, state.reading.sides ? [] : state.after);
  // The place of a stay is written as WordNet names it ("New York").
  if ((state.duration || state.reading.when) && state.reading.place)
    Object.assign(state.phrase, {
      before: [],
      head: state.reading.place,
      proper: true,
      // "the Dolomites are": a name in the plural.
      plural: state.reading.when ? /^the .*s$/.test(state.reading.place) : state.phrase.plural,
    });
  sensePreference(state);
  readHead(state);
  readKind(state);
  // "tesla model 3", "windows 11", "python 3": a number after a name is the version or the
  // model it names, no quantity and no head of its own; what the name is, is not known here.
  if (state.head && /^\d+$/.test(state.phrase.head) && state.phrase.before.length > 0) {
    state.head = undefined;
    state.kind = undefined;
    state.modifiers = [];
  }
  // A trip's place WordNet does not name ("the Dolomites") is no mineral: nothing of the
  // sense the word has in WordNet is said of it.
  if (state.reading.when && state.reading.place && state.kind !== 'place') {
    state.kind = 'place';
    state.head = undefined;
    state.modifiers = [];
  }
  countPhrase(state);
  finishFacets(state);
  const { reading, kind, head, action, otherSense, duration } = state;
  // Only what the words say: no key for what was not found.
  const found = Object.entries({ ...reading, kind, head, action, otherSense, duration });
  return {
    ...(Object.fromEntries(found.filter(([, value]) => value)) as Partial<TopicReading>),
    keyword,
    phrase: state.phrase,
    facets: state.facets,
    intent: state.intent,
    modifiers: state.modifiers,
    unknown: [...new Set(state.unknown)],
    known: [...new Set(state.known)],
  };
}

/**
 * "side effects of ashwagandha", "signs of burnout", "how much does a kitchen remodel cost":
 * the same searches as "ashwagandha side effects", "burnout symptoms", "kitchen remodel
 * cost", read the same way. A name WordNet holds whole ("cost of living") stays as it is.
 */
function frontFirst(knowledge: TopicKnowledge, lowered: string): string {
  if (knowledge.lexicon.has(lowered)) return lowered;
  for (const [pattern, ending] of OF_PHRASES) {
    const found = pattern.exec(lowered);
    if (found?.[1] && !/\b(?:for|in|with|on|to|without)\b/.test(found[1]))
      return `${found[1]} ${ending}`;
  }
  return lowered;
}

/** What the reading has found so far, handed from one step to the next. */
function newState(
  knowledge: TopicKnowledge,
  keyword: string,
  tagged: TaggedWord[],
  words: Word[],
  phrase: NounPhrase,
) {
  return {
    knowledge,
    keyword,
    /** The words not read yet: each step takes the ones it reads. */
    words,
    facets: [] as Facet[],
    intent: 'informational' as SearchIntent,
    reading: {} as Partial<TopicReading>,
    /** Words after the subject that belong to it ("to Paris", "from London to Edinburgh"). */
    after: [] as string[],
    howTo: false,
    route: false,
    duration: undefined as string | undefined,
    /** A place made the search local: the reading before it, to undo it for anything else. */
    placeIntent: undefined as { facets: number; intent: SearchIntent } | undefined,
    /** "adhd in adults": the audience is who has it. */
    among: false,
    placeWords: [] as Word[],
    /** What is improved keeps its words ("kubernetes cost optimization"). */
    improve: undefined as Cue | undefined,
    /** "emergency dentist" is someone to reach now; an "emergency fund" is a kind of fund. */
    emergencyCue: false,
    cueWords: [] as string[],
    /** A word after a leading cue is a thing's name, not a verb: "free excel templates". */
    ledByCue: false,
    /** The cue a task's verb would be ("buy"): it says which sense of the object is meant. */
    verbCue: undefined as Cue | undefined,
    tagged,
    /** The subject's words: none when two sides are compared. */
    subjectWords: [] as Word[],
    known: [] as string[],
    unknown: [] as string[],
    lemmaOf: new Map() as Map<string, string>,
    /** The action of a task, and the words of its object. */
    action: undefined as string | undefined,
    phraseWords: [] as Word[],
    phrase,
    /** The words that say which sense of the head is meant, and the categories asked for. */
    context: [] as string[],
    prefer: [] as Lexfile[],
    head: undefined as ReadSense | undefined,
    kind: undefined as TopicKind | undefined,
    otherSense: undefined as TopicReading['otherSense'] | undefined,
    modifiers: [] as ReadSense[],
  };
}
type ReadState = ReturnType<typeof newState>;

const text = (state: ReadState) => state.words.map((word) => word.text).join(' ');
const take = (state: ReadState, from: number, to = state.words.length) =>
  state.words.slice(from, to);
function addFacet(state: ReadState, facet: Facet, cueIntent?: SearchIntent): void {
  if (!state.facets.includes(facet)) state.facets.push(facet);
  if (cueIntent && state.intent === 'informational') state.intent = cueIntent;
}

/**
 * Phrases that say the whole search: how to, what is, when to visit, things to do, where to
 * stay, a price ceiling, a budget, a route, side effects, near me, and two sides compared.
 */
function readSearchPhrases(state: ReadState): void {
  const { after, reading } = state;
  const { lexicon } = state.knowledge;
  // Phrases that say the whole search, in the order of the table.
  state.howTo = false;
  for (const phrase of LEADING_PHRASES) {
    const found = phrase.pattern.exec(text(state));
    if (!found) continue;
    state.words = take(state, found[0].split(' ').length - 1);
    if (phrase.howTo) state.howTo = true;
    if (phrase.place)
      reading.place = state.words.map((word) => display(lexicon, word.text)).join(' ');
    // "free things to do in london": seeing a place for less.
    if (phrase.facet)
      addFacet(state, found[1] && phrase.lessFacet ? phrase.lessFacet : phrase.facet);
  }
  // "spanish tutor online", "yoga classes online": after a thing, "online" says where it is
  // had, as "online spanish tutor" does; after a task ("learn spanish online") it is how.
  if (
    !state.howTo &&
    state.words.length > 1 &&
    state.words.at(-1)!.text === 'online' &&
    state.words[0]!.pos !== 'VERB'
  )
    state.words = [state.words.at(-1)!, ...state.words.slice(0, -1)];
  let match: RegExpExecArray | null;
  // "best chef knife under 100", "laptop under $500": a price ceiling is what the budget buys,
  // no part of the thing (read as a number, it made the knife "a measure").
  match = / (?:under|below|less than) \$?\d[\d,.]*k?(?: (?:dollars|euros|pounds|bucks))?$/.exec(
    text(state),
  );
  if (match && state.words.length > match[0].trim().split(' ').length) {
    reading.cap = match[0].trim();
    state.words = take(state, 0, state.words.length - match[0].trim().split(' ').length);
    addFacet(state, 'cap', 'commercial');
  }
  // "handyman cost per hour", "plumber hourly rate": a price by a unit of time or size is asked
  // of the thing priced; the unit is no part of it (read as one, "hour" made it "a measure").
  const rate =
    / (?:cost|costs|price|prices|rate|rates|charge|fee|fees) (?:per|an|a) (hour|day|night|week|month|year|square foot|sq ft|square meter|square metre|mile|person|dose|session|visit|lesson|class)$/.exec(
      text(state),
    ) ??
    / (hour|dai|night|week|month|year)ly (?:rate|rates|cost|costs|price|prices|fee|fees)$/.exec(
      text(state),
    );
  if (rate && state.words.length > rate[0].trim().split(' ').length) {
    reading.rate = `per ${rate[1] === 'dai' ? 'day' : rate[1]}`;
    state.words = take(state, 0, state.words.length - rate[0].trim().split(' ').length);
    addFacet(state, 'rate', 'commercial');
    addFacet(state, 'price');
  } else {
    // "privacy fence cost per foot", "how long to roast a turkey per pound": a unit after "per"
    // is the denominator of a rate (a price, a time) asked of the thing or the task before it,
    // never the topic's head. "per" selects the word's sense of a unit, whichever sense leads.
    const per = / (cost|costs|price|prices|rate|rates|charge|fee|fees)? ?per (\S+)$/.exec(
      text(state),
    );
    const unit = per?.[2];
    const priced = per?.[1] !== undefined;
    if (
      per &&
      unit &&
      (priced || state.howTo) &&
      state.words.length > per[0].trim().split(' ').length &&
      lexicon
        .senses(nounLemma(lexicon, [unit], [unit]) ?? unit, 'noun')
        .some((sense) => lexicon.lexfile(sense.synset) === 'noun.quantity')
    ) {
      reading.rate = `per ${unit}`;
      state.words = take(state, 0, state.words.length - per[0].trim().split(' ').length);
      if (priced) {
        addFacet(state, 'rate', 'commercial');
        addFacet(state, 'price');
      }
    }
  }
  // "amsterdam on a budget", "wedding on a budget": how to do it for less. The budget is no
  // thing of its own; what is done on it is the topic, and tips are what is wanted.
  match = / on a (?:tight |small |low |shoestring )?budget$/.exec(text(state));
  if (match && state.words.length > match[0].trim().split(' ').length) {
    state.words = take(state, 0, state.words.length - match[0].trim().split(' ').length);
    addFacet(state, 'budget');
  }
  // "train from london to edinburgh", "bus from hanoi to hue": a route between two places is a
  // way to travel, whatever goes along it; neither place is the topic. The places are names
  // even when WordNet knows the word as something else ("hue").
  match = /^((?:\S+ ){0,2}\S+) from ((?:\S+ ){0,3}\S+) to ((?:\S+ ){0,3}\S+)$/.exec(text(state));
  const goer = match?.[1]?.split(' ').at(-1);
  const goerLemma = goer ? nounLemma(lexicon, [goer], [goer]) : undefined;
  if (
    match &&
    // What goes along it is a conveyance or a journey ("train", "ferry", "flights", "drive"),
    // not a switch of phones or a letter from Santa...
    goerLemma &&
    nounSynsets(lexicon, goerLemma, 6).some((synset) => {
      // The first sense of each: a vehicle that carries people or a journey, not the act
      // of handing something over ("shipping" goods).
      const anchors = [...TRAVELLING].flatMap((lemma) => nounSynsets(lexicon, lemma, 1));
      const chain = [synset, ...lexicon.ancestors(synset)];
      return anchors.some((anchor) => chain.includes(anchor));
    }) &&
    // ...and one end at least is a place WordNet names.
    (placeName(lexicon, match[2]!.split(' ')) ?? placeName(lexicon, match[3]!.split(' ')))
  ) {
    const name = (typed: string) =>
      placeName(lexicon, typed.split(' ')) ??
      typed.replace(
        /(^|\s)(\p{L})/gu,
        (_, space: string, letter: string) => space + letter.toUpperCase(),
      );
    const [origin, destination] = [name(match[2]!), name(match[3]!)];
    after.push('from', origin, 'to', destination);
    reading.place = destination;
    state.words = take(state, 0, match[1]!.split(' ').length);
    state.route = true;
  }
  // "creatine side effects", "ozempic side effects": what taking a thing can do, asked of the
  // thing taken (a WordNet compound, so no cue word of one).
  match = / side effects?$/.exec(text(state));
  if (match && state.words.length > 2) {
    state.words = take(state, 0, state.words.length - 2);
    addFacet(state, 'side-effects');
  }
  // "near me", "open now": someone nearby.
  const local = /\b(?:near me|nearby|near by|open now|close to me|around me)\b/;
  if (local.test(text(state))) {
    const kept = text(state).replace(local, ' ').split(/\s+/).filter(Boolean);
    state.words = state.words.filter(
      (word, index) => kept.includes(word.text) && index < state.words.length,
    );
    state.words = state.words.filter(
      (word) => !['near', 'me', 'nearby', 'open', 'now'].includes(word.text),
    );
    addFacet(state, 'local', 'navigational');
  }
  // Two sides compared.
  // "repair or replace": two choices joined by "or" are compared as "vs" ones are.
  const versus = state.words.findIndex((word) => ['vs', 'vs.', 'versus', 'or'].includes(word.text));
  if (versus > 0 && versus < state.words.length - 1) {
    const choices = actionChoices(
      lexicon,
      state.words.slice(0, versus),
      state.words.slice(versus + 1),
    );
    if (choices) {
      // "lease vs buy", "car lease vs buy": a choice between two things to do.
      reading.sides = choices;
      addFacet(state, 'choice', 'commercial');
    } else {
      reading.sides = [
        state.words
          .slice(0, versus)
          .map((word) => display(lexicon, word.text))
          .join(' '),
        state.words
          .slice(versus + 1)
          .map((word) => display(lexicon, word.text))
          .join(' '),
      ];
      // "apr vs apy", "cpm vs cpc": two short names that differ only in their last letters are
      // acronyms of one family, terms to tell apart rather than things to choose between.
      const [x, y] = [state.words.slice(0, versus), state.words.slice(versus + 1)];
      if (
        x.length === 1 &&
        y.length === 1 &&
        /^[a-z]{3,4}$/.test(x[0]!.text) &&
        /^[a-z]{3,4}$/.test(y[0]!.text) &&
        x[0]!.text.slice(0, 2) === y[0]!.text.slice(0, 2) &&
        x[0]!.text !== y[0]!.text
      ) {
        reading.sides = [x[0]!.text.toUpperCase(), y[0]!.text.toUpperCase()];
        addFacet(state, 'difference');
      } else addFacet(state, 'versus', 'commercial');
    }
  }
}

/**
 * A month or a season after a place ("dolomites in september", "barcelona in winter"): when
 * the trip is. The place is the topic and what it is like then is asked; it is no measure of
 * time. What is done or grown then ("gardening in september") is left to the other steps.
 */
function readSeason(state: ReadState): void {
  const { reading } = state;
  const { lexicon } = state.knowledge;
  const match = / (?:in|during) (\S+)$/.exec(text(state));
  if (!match || state.howTo || reading.sides || reading.place || state.words.length < 3) return;
  const sense = lexicon.senses(match[1]!, 'noun')[0];
  if (!sense || !lexicon.isA(sense.synset, SEASONS)) return;
  // A month is a name ("September"); a season is not ("winter", "fall").
  const when = lexicon.isA(sense.synset, MONTHS)
    ? (lexicon.members(sense.synset).find((item) => item.toLowerCase() === match[1]) ?? match[1]!)
    : match[1]!;
  const words = take(state, 0, state.words.length - 2);
  const typed = words.map((word) => word.text);
  let place = placeName(lexicon, typed);
  if (!place) {
    // A name WordNet lacks: no word of it is a thing done, eaten, made or a person ("pruning
    // roses in march"), and a plural of a mass ("dolomites") is a name, not the mass.
    const named = words.every((word) => {
      const lemma = nounLemma(lexicon, [word.text], [word.lemma]);
      const first = lemma ? lexicon.senses(lemma, 'noun')[0] : undefined;
      if (!first) return lexicon.senses(word.text).length === 0;
      const lexfile = lexicon.lexfile(first.synset);
      return (
        lexfile === 'noun.location' ||
        lexfile === 'noun.object' ||
        (lexfile === 'noun.substance' && lemma !== word.text)
      );
    });
    if (!named) {
      // "gardening in september": an activity in a month is what to do then, no measure of
      // the month.
      const last = words.at(-1)!;
      const lemma = nounLemma(lexicon, [last.text], [last.lemma]);
      const first = lemma ? lexicon.senses(lemma, 'noun')[0] : undefined;
      if (first && lexicon.lexfile(first.synset) === 'noun.act') {
        reading.when = when;
        addFacet(state, 'season-task');
        state.words = words;
      }
      return;
    }
    const lemma = nounLemma(
      lexicon,
      typed,
      words.map((word) => word.lemma),
    );
    const capitalised = typed.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
    place =
      /s$/.test(typed.at(-1)!) && lemma !== typed.join(' ') ? `the ${capitalised}` : capitalised;
  }
  reading.when = when;
  reading.place = place;
  addFacet(state, 'season');
  state.words = place
    .toLowerCase()
    .replace(/^the /, '')
    .split(' ')
    .map((word) => ({ text: word, lemma: word, pos: 'PROPN' }));
}

/**
 * A phrase after a preposition at the end: an audience, a condition, a purpose or a place.
 */
function readTrailingPhrase(state: ReadState): void {
  const { after, facets, howTo, reading, knowledge } = state;
  const { lexicon } = knowledge;
  // A trailing phrase after a preposition: audience, condition, purpose or place.
  state.among = false;
  if (!reading.sides && !state.route) {
    for (let index = state.words.length - 2; index >= 1; index -= 1) {
      const word = state.words[index]!;
      if (!PREPOSITIONS.has(word.text)) continue;
      const object = state.words.slice(index + 1).map((item) => item.text);
      if (object.length === 0) continue;
      const place = placeName(lexicon, object);
      if (place && ['in', 'to', 'at', 'near', 'from', 'for'].includes(word.text)) {
        reading.place = place;
        // "flights to Paris", "visa for Thailand": the place is part of the thing.
        if (word.text === 'to' || word.text === 'for' || howTo) after.push(word.text, place);
        else if (!facets.includes('time') && !facets.includes('things-to-do')) {
          state.placeIntent ??= { facets: facets.length, intent: state.intent };
          addFacet(state, 'local', 'navigational');
        }
        state.words = take(state, 0, index);
        break;
      }
      // "knee pain when running": when it happens is part of what the page is about; so is
      // what a thing is near or with ("hotels near the airport", "coffee without caffeine").
      if (CLAUSE_WORDS.has(word.text) || ATTACHED_PREPOSITIONS.has(word.text)) {
        // "fix posture without a chiropractor", "make tamales without lard": a task done
        // without someone or something asks what replaces them.
        if (word.text === 'without' && howTo) {
          const lemma = nounLemma(lexicon, object.slice(-1), object.slice(-1));
          const sense = lemma ? lexicon.senses(lemma, 'noun')[0] : undefined;
          const written = object.join(' ');
          if (sense && lexicon.lexfile(sense.synset) === 'noun.person')
            reading.withoutPerson = written;
          // Only what is used up or used ("lard", "a mouse") has a substitute; an act
          // ("without exercise") does not.
          else if (
            sense &&
            ['noun.food', 'noun.substance', 'noun.artifact', 'noun.plant'].includes(
              lexicon.lexfile(sense.synset),
            )
          )
            reading.withoutThing = written;
        }
        after.push(word.text, ...object);
        state.words = take(state, 0, index);
        break;
      }
      // "adhd in adults", "diabetes in children": something as it occurs in a group of people,
      // not something for them.
      if (word.text === 'in' && roleOf(knowledge, object) === 'audience') {
        reading.audience = object.join(' ');
        state.among = true;
        state.words = take(state, 0, index);
        break;
      }
      // "how to study for the gre": an object the lexicon does not know is what the task is
      // for, and the task is no task without it ("study" alone is another search).
      if (
        word.text === 'for' &&
        howTo &&
        object.some(
          (item) =>
            !FUNCTION_WORDS.has(item) &&
            !isKnownWord(lexicon, item, item) &&
            !AUDIENCE_WORDS.has(item),
        )
      ) {
        after.push(word.text, ...object);
        state.words = take(state, 0, index);
        break;
      }
      // "how to sign up for medicare", "how to apply for a visa": after a verb alone, the
      // phrase is the task's object, not what the task is for.
      if (howTo && verbLength(lexicon, state.words.slice(0, index)) === index) break;
      // "screen recorder for windows": a platform is what it must run on, not its purpose.
      if (word.text === 'for' && object.length === 1 && PLATFORMS[object[0]!]) {
        reading.platform = PLATFORMS[object[0]!];
        state.words = take(state, 0, index);
        break;
      }
      if (word.text === 'for') {
        const role = roleOf(knowledge, object);
        const written = object.join(' ');
        if (role === 'audience') reading.audience = written;
        else if (role === 'condition') reading.condition = written;
        else reading.purpose = written;
        state.words = take(state, 0, index);
        break;
      }
      if (howTo) break;
    }
  }
}

/**
 * A stay of some length at a place ("two weeks in vietnam"): the itinerary of the place.
 */
function readStay(state: ReadState): void {
  const { facets, reading } = state;
  const { lexicon } = state.knowledge;
  // "two weeks in vietnam", "weekend in paris": a stay of some length at a place is a trip to
  // plan day by day; the place is the topic and the length says the itinerary is wanted.
  if (
    state.placeIntent &&
    reading.place &&
    !reading.sides &&
    state.words.length > 0 &&
    state.words.length <= 3
  ) {
    const counted = state.words.filter(
      (word, index) => !(index === 0 && (/^\d+$/.test(word.text) || NUMBERS.has(word.text))),
    );
    const lemma =
      counted.length > 0
        ? (nounLemma(
            lexicon,
            state.words.map((word) => word.text),
            state.words.map((word) => word.lemma),
          ) ??
          nounLemma(
            lexicon,
            counted.map((word) => word.text),
            counted.map((word) => word.lemma),
          ))
        : undefined;
    const period = lemma ? lexicon.senses(lemma, 'noun')[0] : undefined;
    // A length of days or weeks, not a season or a feast ("christmas in new york" is no plan
    // of a stay's length).
    if (
      period &&
      lexicon
        .related(period.synset, 'hypernym')
        .some((parent) => lexicon.members(parent).some((member) => TIME_PERIODS.has(member)))
    ) {
      facets.splice(facets.indexOf('local'), 1);
      state.intent = state.placeIntent.intent;
      state.placeIntent = undefined;
      state.duration = state.words.map((word) => word.text).join(' ');
      addFacet(state, 'itinerary');
      state.words = reading.place
        .toLowerCase()
        .split(' ')
        .map((text) => ({ text, lemma: text, pos: 'PROPN' }));
    }
  }
}

/**
 * A place typed without a preposition ("backpacking europe", "rome hotels").
 */
function readBarePlace(state: ReadState): void {
  const { after, facets, reading } = state;
  const { lexicon } = state.knowledge;
  // A place typed without a preposition: "backpacking europe", "rome hotels".
  if (!reading.place && !reading.sides && state.words.length > 1) {
    for (const at of [state.words.length - 1, 0]) {
      const word = state.words[at]!;
      const place = placeName(lexicon, [word.text]);
      if (!place) continue;
      // Without "in" or "to", only a word whose usual sense is the place is one: "green tea"
      // is no tea in Green, "grand canyon tours" no canyon in Tours.
      const usual = lexicon.senses(word.lemma, 'noun')[0];
      if (
        lexicon.senses(word.text, 'adjective').length > 0 ||
        (usual && !['noun.location', 'noun.object'].includes(lexicon.lexfile(usual.synset)))
      )
        continue;
      reading.place = place;
      state.placeWords = [word];
      state.words = at === 0 ? take(state, 1) : take(state, 0, at);
      if (at !== 0) after.push('in', place);
      else {
        state.placeIntent ??= { facets: facets.length, intent: state.intent };
        addFacet(state, 'local', 'navigational');
      }
      break;
    }
  }
}

/**
 * The words that say the intent: "best", "cheap" before the subject; "cost", "sources" after.
 */
function readCues(state: ReadState): void {
  const { cueWords, facets, howTo, placeWords, reading, knowledge } = state;
  const { lexicon } = knowledge;
  // "japan itinerary", "lisbon tips": only a cue besides the place, which is the topic.
  const placeCue = state.words.length === 1 ? TRAILING_CUES[state.words[0]!.text] : undefined;
  if (
    placeCue &&
    state.placeIntent &&
    placeWords.length > 0 &&
    !FINDING_FACETS.has(placeCue.facet)
  ) {
    facets.splice(facets.indexOf('local'), 1);
    state.intent = state.placeIntent.intent;
    state.placeIntent = undefined;
    addFacet(state, placeCue.facet, placeCue.intent);
    state.words = placeWords;
  }
  // Modifiers that say the intent: "best", "cheap" before; "cost", "sources" after.
  // A task's verb is no cue: "how to buy i bonds" is about doing it, not about a shop; it
  // still says which sense of the object is meant.
  state.verbCue = howTo ? LEADING_CUES[state.words[0]?.text ?? ''] : undefined;
  while (!howTo && state.words.length > 1 && LEADING_CUES[state.words[0]!.text]) {
    const cue = LEADING_CUES[state.words[0]!.text]!;
    // A cue word that makes one WordNet entry with the next is the topic: a "free throw",
    // "free-range" eggs.
    if (
      lexicon.has(`${state.words[0]!.text} ${state.words[1]!.text}`) ||
      lexicon.has(`${state.words[0]!.text}-${state.words[1]!.text}`)
    )
      break;
    addFacet(state, cue.facet, cue.intent);
    if (state.words[0]!.text === 'emergency') {
      state.emergencyCue =
        !facets.includes('local') || facets.indexOf('local') === facets.length - 1;
      break;
    }
    state.words = take(state, 1);
    state.ledByCue = true;
  }
  while (state.words.length > 1) {
    const last = state.words.at(-1)!.text;
    const cue = TRAILING_CUES[last];
    const conditionCue = CONDITION_CUES[last];
    if (conditionCue) {
      const rest = state.words.slice(0, -1).map((word) => word.text);
      // What a diet, exercises or relief are for is most often something felt ("back pain").
      if (roleOf(knowledge, rest, ['noun.state']) === 'condition') {
        reading.condition = rest.join(' ');
        addFacet(state, conditionCue.facet, conditionCue.intent);
        // The condition is what the page is about: its kind and terms come from it.
        state.words = state.words.slice(0, -1);
        break;
      }
    }
    if (!cue) break;
    // A cue word that makes one WordNet noun with the word before it is the topic itself: a
    // "tour guide" is a person, a "price list" a document.
    const before = state.words.at(-2)?.text;
    if (before && lexicon.senses(`${before} ${last}`, 'noun').length > 0) break;
    cueWords.push(last);
    if (['list', 'ideas', 'types', 'samples'].includes(cue.facet))
      reading.cue = last.endsWith('s') ? last : pluralOf(last);
    addFacet(state, cue.facet, cue.intent);
    state.words = take(state, 0, state.words.length - 1);
    // What is improved keeps its words: "cost" in "kubernetes cost optimization" is the
    // object, not a question about price.
    if (cue.facet === 'improve') {
      state.improve = cue;
      break;
    }
  }
}

/**
 * A task named by a gerund with its object or by a verb first ("renting an apartment", "cook
 * rice").
 */
function readTaskVerb(state: ReadState): void {
  const { reading } = state;
  const { lexicon } = state.knowledge;
  if (state.howTo) addFacet(state, 'how-to');

  // A gerund with its own object is a task, not a thing: "renting an apartment", "running a
  // marathon" are read as "rent an apartment", "run a marathon".
  if (
    !state.howTo &&
    !reading.sides &&
    state.words.length > 2 &&
    /ing$/.test(state.words[0]!.text) &&
    state.words[1]!.pos === 'DET' &&
    lexicon.senses(state.words[0]!.lemma, 'verb').length > 0 &&
    state.words[0]!.lemma !== state.words[0]!.text
  ) {
    state.words = [
      { ...state.words[0]!, text: state.words[0]!.lemma, pos: 'VERB' },
      ...state.words.slice(1),
    ];
    state.howTo = true;
    addFacet(state, 'how-to');
  }
  // A verb first: "learn to code", "cook rice" as a task.
  const first = state.words[0];
  if (
    !state.howTo &&
    !state.ledByCue &&
    !reading.sides &&
    first &&
    state.words.length > 1 &&
    first.pos === 'VERB' &&
    first.text === first.lemma &&
    lexicon.senses(first.lemma, 'verb').length > 0 &&
    lexicon.senses(first.text, 'noun').length === 0
  ) {
    state.howTo = true;
    addFacet(state, 'how-to');
  }
}

/**
 * The words of the subject (or of both sides) WordNet knows, and those it does not.
 */
function sortWords(state: ReadState): void {
  const { after, reading } = state;
  const { lexicon } = state.knowledge;
  state.subjectWords = reading.sides ? [] : state.words;
  state.unknown = [];
  state.known = [];
  const allWords = reading.sides
    ? reading.sides.flatMap((side) => side.toLowerCase().split(' '))
    : state.subjectWords.map((word) => word.text);
  state.lemmaOf = new Map(state.tagged.map((word) => [word.text, word.lemma.toLowerCase()]));
  allWords.forEach((word, index) => {
    // A letter is part of a name ("I bonds"), no word to know or to read a sense by.
    if (FUNCTION_WORDS.has(word) || /^[a-z]$/.test(word)) return;
    // A word of a name WordNet holds whole is known: "rica" in "costa rica".
    const inName = [allWords.slice(index - 1, index + 1), allWords.slice(index, index + 2)].some(
      (pair) => pair.length === 2 && lexicon.senses(pair.join(' '), 'noun').length > 0,
    );
    if (inName || isKnownWord(lexicon, word, state.lemmaOf.get(word) ?? word))
      state.known.push(word);
    else state.unknown.push(word);
  });
  // Words kept after the subject ("for the gre") are said to be unknown as well.
  for (const word of [reading.audience, reading.condition, reading.purpose, ...after].filter(
    Boolean,
  ) as string[])
    for (const part of word.split(' '))
      if (!FUNCTION_WORDS.has(part) && !isKnownWord(lexicon, part, state.lemmaOf.get(part) ?? part))
        state.unknown.push(part);
}

/**
 * A task's action ("lower kubernetes costs") and its object, the words the page is about.
 */
function readTaskObject(state: ReadState): void {
  const { after, reading, subjectWords } = state;
  const { lexicon } = state.knowledge;
  // The subject as a noun phrase, its head the longest WordNet noun at its end.
  state.phraseWords = subjectWords;
  if (state.howTo && state.phraseWords.length > 0) {
    state.action = [...state.phraseWords.map((word) => display(lexicon, word.text)), ...after].join(
      ' ',
    );
    // The object of the action is what the page is about: "rice" in "cook rice".
    // A verb of several words ("get rid of", "set up") is one verb.
    const verbWords = verbLength(lexicon, state.phraseWords);
    const verbEnd = state.phraseWords.findIndex(
      (word, index) =>
        index >= Math.max(1, verbWords) &&
        !['PART', 'ADP', 'ADV'].includes(word.pos) &&
        !MANNER.has(word.text) &&
        !(word.pos === 'VERB' && state.words[index - 1]?.text === 'to'),
    );
    state.phraseWords = verbEnd > 0 ? state.phraseWords.slice(verbEnd) : [];
    const stop = state.phraseWords.findIndex((word) => PREPOSITIONS.has(word.text));
    if (stop > 0) state.phraseWords = state.phraseWords.slice(0, stop);
    // "renew a passport fast": how it is done is no part of the object ("a passport fast" is
    // no fasting), and speed is a question of its own.
    const manner = state.phraseWords.at(-1)?.text;
    if (state.phraseWords.length > 1 && manner && MANNER.has(manner)) {
      state.phraseWords = state.phraseWords.slice(0, -1);
      reading.manner = manner;
      if (SPEED.has(manner) && state.action.endsWith(` ${manner}`) && after.length === 0) {
        state.action = state.action.slice(0, -manner.length - 1);
        addFacet(state, 'fast');
      }
    }
    if (state.phraseWords.length === 0) {
      // No object ("sleep better"): the noun of the verb is the topic ("sleep"); after "to"
      // the second verb's ("learn to code": "code").
      const verb =
        subjectWords.find((word, index) => index > 0 && word.pos === 'VERB') ?? subjectWords[0]!;
      const noun = lexicon
        .senses(verb.lemma, 'verb')
        .slice(0, 2)
        .flatMap((sense) => lexicon.links(sense.synset, ['derivation']))
        .find((link) => lexicon.pos(link.synset) === 'noun');
      const nounWord =
        lexicon.senses(verb.lemma, 'noun').length > 0 ? verb.lemma : noun?.toLemma?.toLowerCase();
      state.phraseWords = nounWord ? [{ text: nounWord, lemma: nounWord, pos: 'NOUN' }] : [];
    }
  }
}

/**
 * What the search asks for says which categories of WordNet its head's sense is in.
 */
function sensePreference(state: ReadState): void {
  const { after, facets, known, reading } = state;
  // Who it is for and what it is for say little about which sense is meant: "exams" drew
  // "study" to its sense of an examination.
  state.context = [...known, ...(reading.condition ? reading.condition.split(' ') : [])];
  // What the search asks for says which sense of its head is meant.
  const travels = ['time', 'things-to-do', 'stay'].some((facet) => facets.includes(facet as Facet));
  state.prefer = state.route
    ? ['noun.artifact', 'noun.act']
    : travels
      ? ['noun.location']
      : facets.includes('recipe') || facets.includes('substitute')
        ? ['noun.food']
        : // What one learns is a skill, a language or a body of knowledge, not an animal.
          facets.includes('learn')
          ? ['noun.communication', 'noun.cognition', 'noun.act', 'noun.artifact']
          : facets.includes('local')
            ? ['noun.person', 'noun.act']
            : facets.includes('symptoms') ||
                facets.includes('causes') ||
                facets.includes('treatment') ||
                // Something that happens "when running", "after eating" is most often felt.
                after.some((word) => CLAUSE_WORDS.has(word))
              ? ['noun.state']
              : ['price', 'compare', 'buy'].some(
                    (facet) => facets.includes(facet as Facet) || state.verbCue?.facet === facet,
                  )
                ? ['noun.artifact', 'noun.act', 'noun.possession', 'noun.person']
                : facets.includes('list') && reading.cue === 'sources'
                  ? ['noun.substance', 'noun.food']
                  : [];
}

/**
 * The head's sense and the modifiers' senses, or the two sides' of a comparison.
 */
function readHead(state: ReadState): void {
  const { cueWords, facets, modifiers, phrase, prefer, reading, subjectWords, knowledge } = state;
  const { lexicon } = knowledge;
  if (facets.includes('choice')) {
    // Two actions have no noun sense to read: the choice is the topic.
  } else if (reading.sides) {
    const [x, y] = reading.sides.map((side) => side.toLowerCase());
    const first = chooseSense(
      knowledge,
      nounLemma(lexicon, x!.split(' '), x!.split(' ')) ?? x!,
      y!.split(' '),
    );
    const second = chooseSense(
      knowledge,
      nounLemma(lexicon, y!.split(' '), y!.split(' ')) ?? y!,
      x!.split(' '),
    );
    state.head = first ?? second;
    if (first && second) modifiers.push(second);
    // Two single words WordNet knows as things of different kinds ("notion vs obsidian": an
    // idea and a rock) are compared as the products named after them: names, capitalised.
    if (
      first &&
      second &&
      !/\s/.test(x!) &&
      !/\s/.test(y!) &&
      kindOfSense(lexicon, first.synset) !== kindOfSense(lexicon, second.synset)
    )
      reading.sides = reading.sides.map((side) =>
        /[A-Z]/.test(side) ? side : side.charAt(0).toUpperCase() + side.slice(1),
      ) as [string, string];
    // Platforms as their makers write them: "iPhone vs Android", "Mac vs PC".
    reading.sides = reading.sides.map((side) => PLATFORMS[side.toLowerCase()] ?? side) as [
      string,
      string,
    ];
    // Two sides of different kinds are not known as one comparison ("python" the snake).
    if (
      state.head &&
      (!first ||
        !second ||
        kindOfSense(lexicon, first.synset) !== kindOfSense(lexicon, second.synset))
    )
      state.head = undefined;
  } else if (phrase.headLemma && lexicon.senses(phrase.headLemma, 'noun').length > 0) {
    const modifierWords = phrase.before
      .map((word) => word.toLowerCase())
      .filter((word) => !/^[a-z]$/.test(word));
    const verbs = state.howTo
      ? new Set(
          subjectWords
            .filter((word) => word.pos === 'VERB' || word === subjectWords[0])
            .map((word) => word.text),
        )
      : new Set<string>();
    if (/ing$/.test(phrase.headLemma) && prefer.length === 0) prefer.push('noun.act');
    // What one learns or studies is a language, a skill or a subject ("how to learn python").
    if (prefer.length === 0 && ['learn', 'study', 'master'].some((verb) => verbs.has(verb)))
      prefer.push('noun.communication', 'noun.cognition', 'noun.act', 'noun.artifact');
    const senseContext = [
      ...modifierWords,
      ...state.context.filter(
        (word) => !phrase.headLemma.split(' ').includes(word) && !verbs.has(word),
      ),
    ];
    const hints = [...verbs, ...cueWords];
    state.head = chooseSense(knowledge, phrase.headLemma, senseContext, prefer, hints);
    // No sense of the category the words ask for, and nothing else decides: the sense WordNet
    // has is another thing ("python tutorial": WordNet's python is a snake), so the word is
    // said to be unknown rather than read as that thing.
    if (
      state.head &&
      state.head.certain === false &&
      prefer.length > 0 &&
      !lexicon
        .senses(phrase.headLemma, 'noun')
        .some((sense) => prefer.includes(lexicon.lexfile(sense.synset)))
    ) {
      state.otherSense = {
        word: phrase.headLemma,
        kind: kindOfSense(lexicon, state.head.synset),
      };
      state.head = undefined;
    }
    // A compound whose head names an action done to its modifier is that action: "lead
    // generation" is generating leads (not a generation of people), "lounge access" is
    // getting in (not a way in). The head is an action noun when WordNet links one of its
    // act senses to a verb; only a reading as people, a group, a thing, a place or a time gives way
    // to it ("cloud storage" stays the computing sense).
    // Someone named by a verb's own word ("a hire") after a thing is the verb's act ("car
    // hire"), whether WordNet links the act to the verb or not.
    const isVerb =
      state.head?.lexfile === 'noun.person' && lexicon.senses(phrase.headLemma, 'verb').length > 0;
    const action = lexicon
      .senses(phrase.headLemma, 'noun')
      .slice(0, 6)
      .find(
        (sense) =>
          lexicon.lexfile(sense.synset) === 'noun.act' &&
          (isVerb ||
            lexicon
              .links(sense.synset, ['derivation'])
              .some((link) => lexicon.pos(link.synset) === 'verb')),
      );
    if (
      state.head &&
      action &&
      prefer.length === 0 &&
      // The word before the head is a noun it acts on, not a quality ("all inclusive resorts").
      // A word WordNet lacks before it names a thing too ("campervan hire").
      modifierWords.length > 0 &&
      (lexicon.senses(modifierWords.at(-1)!).length === 0 ||
        (lexicon.senses(modifierWords.at(-1)!, 'noun').length > 0 &&
          lexicon.senses(modifierWords.at(-1)!, 'adjective').length <=
            lexicon.senses(modifierWords.at(-1)!, 'noun').length)) &&
      !/\s/.test(phrase.headLemma) &&
      ['noun.group', 'noun.person', 'noun.artifact', 'noun.location', 'noun.time'].includes(
        state.head.lexfile,
      ) &&
      // A thing of computing is what it is ("database backup" is a copy, not support).
      kindOfSense(lexicon, state.head.synset) !== 'software'
    ) {
      const acted = chooseSense(knowledge, phrase.headLemma, senseContext, ['noun.act'], hints);
      state.head =
        acted?.lexfile === 'noun.act'
          ? acted
          : {
              lemma: phrase.headLemma,
              synset: action.synset,
              lexfile: 'noun.act',
              certain: false,
            };
    }
    const describing = new Set(
      state.phraseWords
        .filter(
          (word) =>
            word.pos !== 'NOUN' &&
            word.pos !== 'PROPN' &&
            lexicon.senses(word.text, 'adjective').length > 0,
        )
        .map((word) => word.text),
    );
    for (const group of groupModifiers(
      lexicon,
      modifierWords.filter((word) => !describing.has(word)),
    )) {
      const sense = chooseSense(knowledge, group, [
        phrase.headLemma,
        ...modifierWords.filter((word) => !group.includes(word)),
      ]);
      if (sense) modifiers.push(sense);
    }
  }
}

/**
 * The kind of the head's sense, corrected where the words say more than WordNet's
 * first reading (a measure, a device, a service, a term, a route, a guide).
 */
function readKind(state: ReadState): void {
  const {
    cueWords,
    facets,
    knowledge,
    modifiers,
    phrase,
    phraseWords,
    placeIntent,
    reading,
    unknown,
  } = state;
  const { lexicon } = knowledge;
  const last = phraseWords.at(-1)?.text ?? '';
  /** The measure was chosen by the modifiers, not by the head's own first sense. */
  let promoted = false;
  if (
    !state.head &&
    phraseWords.length > 1 &&
    /ing$/.test(last) &&
    lexicon.senses(phraseWords.at(-1)!.lemma, 'verb').length > 0
  ) {
    // "mortgage refinancing": an activity WordNet has as a verb only, done to a thing it knows.
    const object = nounLemma(
      lexicon,
      phraseWords.slice(0, -1).map((word) => word.text),
      phraseWords.slice(0, -1).map((word) => word.lemma),
    );
    const sense = object ? chooseSense(knowledge, object, [last]) : undefined;
    if (sense) {
      state.head = { lemma: object!, synset: sense.synset, lexfile: sense.lexfile };
      // Work done to a made thing ("septic tank pumping", "gutter cleaning") is mostly hired:
      // what it costs, how often, whom to book. Work on a thing of computing is no house call.
      state.kind =
        sense.lexfile === 'noun.artifact' && kindOfSense(lexicon, sense.synset) !== 'software'
          ? 'service'
          : 'practice';
    }
  } else if (state.head) {
    state.head = placeSense(lexicon, state.head);
    state.kind = kindOfSense(lexicon, state.head.synset);
    // An idea of no kind whose word also names a measure among its first senses is that
    // measure: a "conversion rate" or a "credit score" is measured and raised, not a charge or
    // a grade, and the measure's questions (what counts as good, how to improve it) fit them.
    if (
      state.kind === 'concept' &&
      modifiers.length + phrase.before.length > 0 &&
      // Something found near the searcher ("storage units near me") is no measure, and the
      // rate of a loan or a mortgage is what it charges.
      !facets.includes('local') &&
      !modifiers.some((modifier) => modifier.lexfile === 'noun.possession')
    ) {
      // A number, a proportion or a value, not any quality ("control" as power).
      const scales = new Set(
        ['measure', 'magnitude relation', 'value'].flatMap((anchor) =>
          lexicon
            .senses(anchor, 'noun')
            .filter((sense) => lexicon.lexfile(sense.synset) !== 'noun.act')
            .slice(0, 1)
            .map((sense) => sense.synset),
        ),
      );
      const measured = lexicon
        .senses(state.head.lemma, 'noun')
        .slice(0, 3)
        .find(
          (sense) =>
            kindOfSense(lexicon, sense.synset) === 'measure' &&
            lexicon.ancestors(sense.synset).some((item) => scales.has(item)),
        );
      if (measured) {
        state.head = {
          lemma: state.head.lemma,
          synset: measured.synset,
          lexfile: lexicon.lexfile(measured.synset),
          certain: false,
        };
        state.kind = 'measure';
        promoted = true;
      }
    }
    // A kind of institution ("preschool", "gym") is chosen like a firm; an organization
    // with a name ("Red Cross") is one of its own.
    if (
      state.kind === 'organization' &&
      lexicon.members(state.head.synset).some((member) => member === phrase.headLemma)
    )
      state.kind = lexicon.isA(state.head.synset, ORGANIZED)
        ? 'business'
        : phrase.before.length > 0
          ? 'term'
          : 'concept';
    // People named by what they work on ("dog walker", "roofing contractor") are hired, not
    // an audience; "home buyers", "small business owners" are.
    if (
      state.kind === 'audience' &&
      modifiers.some((modifier) => WORKED_ON_LEXFILES.has(modifier.lexfile))
    )
      state.kind = 'occupation';
    if (
      SOFTWARE_AGENTS.has(phrase.headLemma) &&
      modifiers.some((modifier) =>
        ['noun.communication', 'noun.act', 'noun.cognition'].includes(modifier.lexfile),
      )
    )
      state.kind = 'software';
    // "robo advisor", "ai assistant": a person's work done by a machine is software.
    if (
      state.head.lexfile === 'noun.person' &&
      phrase.before.some((word) => MACHINE_WORDS.has(word.toLowerCase()))
    )
      state.kind = 'software';
    // "gap year", "school year": a stretch of time named by what fills it is spent, not
    // measured ("how to measure a gap year" is no search).
    if (
      state.kind === 'measure' &&
      state.head.lexfile === 'noun.time' &&
      phrase.before.length > 0 &&
      phrase.before.every(
        (word) => !FUNCTION_WORDS.has(word) && lexicon.senses(word, 'noun').length > 0,
      ) &&
      lexicon
        .ancestors(state.head.synset)
        .some((item) => lexicon.members(item).includes('time period'))
    )
      state.kind = 'period';
  } else if (['app', 'apps'].includes(phrase.head)) state.kind = 'software';
  // "car detailing near me": work named by its gerund and found nearby is a service, whatever
  // WordNet's sense of the word ("detailing" as describing).
  if (
    facets.includes('local') &&
    (state.kind === 'concept' || state.kind === 'practice') &&
    /ing$/.test(phrase.headLemma) &&
    phrase.before.length > 0
  )
    state.kind = 'service';
  if (state.head && state.kind) {
    const senses = lexicon.senses(state.head.lemma, 'noun').slice(0, 6);
    const switchTo = (sense: (typeof senses)[number] | undefined) => {
      if (!sense) return;
      state.head = {
        lemma: state.head!.lemma,
        synset: sense.synset,
        lexfile: lexicon.lexfile(sense.synset),
      };
      state.kind = kindOfSense(lexicon, sense.synset);
    };
    // "overnight oats", "roasted sweet potatoes": a plant WordNet also files as a food is the
    // food when a word before it says how it is made or served; it is grown only when the
    // words say so.
    if (
      state.head.lexfile === 'noun.plant' &&
      phrase.before.length > 0 &&
      // A task says what is done with it: storing fresh herbs is neither cooking nor growing.
      !state.howTo &&
      !/\b(?:grow|growing|plant|plants|planting|garden|gardening|seeds?|seedlings?|care|prune|pruning|harvest)\b/.test(
        state.keyword.toLowerCase(),
      ) &&
      modifiers.every(
        (modifier) => !['noun.plant', 'noun.location', 'noun.object'].includes(modifier.lexfile),
      )
    )
      switchTo(senses.find((sense) => lexicon.lexfile(sense.synset) === 'noun.food'));
    // "best monitor for programming", "4k monitor": a word that names a person and a device,
    // read as the person only by a narrow margin, is the device when the search compares,
    // prices or specifies it (a number) or says what it is used for.
    if (
      state.head.lexfile === 'noun.person' &&
      state.head.certain === false &&
      (facets.some((facet) => ['compare', 'buy', 'price', 'cap'].includes(facet)) ||
        reading.purpose !== undefined ||
        phrase.before.some((word) => /\d/.test(word)))
    ) {
      // The device among its senses that fits the other words best, not a warship.
      const device = chooseSense(
        knowledge,
        state.head.lemma,
        [...phrase.before, ...(reading.purpose?.split(' ') ?? [])].map((word) =>
          word.toLowerCase(),
        ),
        ['noun.artifact'],
        ['device', 'equipment'],
      );
      if (device?.lexfile === 'noun.artifact' && lexicon.isA(device.synset, DEVICES))
        switchTo(senses.find((sense) => sense.synset === device.synset));
    }
    // "packing cubes", "cooling towels": a thing named by what it is used for is an object,
    // not the number or shape its head word also names.
    if (
      state.kind === 'measure' &&
      modifiers.some((modifier) => modifier.lexfile === 'noun.act' && /ing$/.test(modifier.lemma))
    )
      switchTo(senses.find((sense) => lexicon.lexfile(sense.synset) === 'noun.artifact'));
    // "cron expression", "airport parking", "teacher resources": a head is read as a measure
    // by a sense of its own only when that sense is its first and most used one, read with
    // certainty, or when its measure senses are most of its use; not when a rarer or unsure sense allows
    // it (a face's expression, room to park, resourcefulness). Its most used sense of
    // another kind is meant then, and its kind only when the other words choose it surely;
    // otherwise it is an idea of no kind. A measure chosen by the modifiers ("credit score")
    // stays.
    if (
      state.kind === 'measure' &&
      !promoted &&
      !(
        state.head.certain !== false &&
        senses[0]?.synset === state.head.synset &&
        senses.slice(1).every((sense) => sense.tagCount < senses[0]!.tagCount)
      ) &&
      !measureDominant(lexicon, state.head.lemma)
    ) {
      const other = senses
        .filter((sense) => kindOfSense(lexicon, sense.synset) !== 'measure')
        .reduce<Sense | undefined>(
          (best, sense) => (best && best.tagCount >= sense.tagCount ? best : sense),
          undefined,
        );
      const chosen = chooseSense(
        knowledge,
        state.head.lemma,
        phrase.before.map((word) => word.toLowerCase()),
      );
      switchTo(other);
      if (other && !(chosen?.synset === other.synset && chosen.certain !== false))
        state.kind = 'concept';
    }
  }
  // A route ("train from London to Edinburgh", "bus from Hanoi to Hue") is a way to travel:
  // its times, prices and tickets are asked, whatever goes along it.
  if (
    state.route &&
    state.head &&
    ['noun.artifact', 'noun.act', 'noun.event'].includes(state.head.lexfile)
  ) {
    state.kind = 'journey';
    if (facets.length === 0) facets.push('route');
  }
  // "brand style guide": a guide to an idea of no kind of its own is the document itself
  // (written, with templates and examples), not the idea explained.
  if (
    cueWords.includes('guide') &&
    (state.kind === 'concept' || state.kind === 'measure') &&
    phrase.after.length === 0 &&
    facets.length === 1 &&
    facets[0] === 'overview'
  ) {
    const guide = lexicon
      .senses('guide', 'noun')
      .find((sense) => lexicon.lexfile(sense.synset) === 'noun.communication');
    if (guide) {
      if (state.head) modifiers.unshift(state.head);
      phrase.before.push(phrase.head);
      phrase.head = 'guide';
      phrase.headLemma = 'guide';
      phrase.plural = false;
      phrase.counted = true;
      phrase.proper = false;
      state.head = {
        lemma: 'guide',
        synset: guide.synset,
        lexfile: 'noun.communication',
        certain: true,
      };
      state.kind = 'document';
    }
  }
  // "paris travel guide" is about travel in Paris, not a travel to find near Paris.
  if (
    placeIntent &&
    reading.place &&
    // A beach or a lake is seen at a place, not booked there.
    ((state.kind &&
      (kindIs(state.kind, 'placeQualified') || state.head?.lexfile === 'noun.object')) ||
      // A word that asks for something else than a place to go to ("itinerary", "tips",
      // "checklist") makes the place what the page is about, not where to find a business.
      facets.some((facet) => !FINDING_FACETS.has(facet)))
  ) {
    const at = facets.indexOf('local');
    if (at >= placeIntent.facets) facets.splice(at, 1);
    if (placeIntent.facets === 0) state.intent = placeIntent.intent;
    if (!phrase.after.includes(reading.place) && state.kind !== 'place')
      phrase.after.push('in', reading.place);
  }
  // An act done to a loan, a tax or a grant ("mortgage refinancing", "student loan
  // forgiveness") follows that thing's rules: who qualifies, what it costs, how to apply.
  if (state.kind === 'practice' && state.head) {
    const ruled = [state.head, ...modifiers]
      .map((sense) => kindOfSense(lexicon, sense.synset))
      .some((other) => other === 'finance' || other === 'tax' || other === 'award');
    if (ruled) state.kind = 'procedure';
  }
  if (state.head && state.kind && isTerm(knowledge, phrase, state.kind, facets, unknown))
    state.kind = 'term';
}

/**
 * Whether the subject is counted ("a plumber") or named as a mass ("rice", "pest control").
 */
function countPhrase(state: ReadState): void {
  const { head, kind, phrase, knowledge } = state;
  const { lexicon } = knowledge;
  // An event or an act described by a quality is a method, no one occurrence: "spaced
  // repetition", "active recall".
  const describedMethod =
    head !== undefined &&
    ['noun.event', 'noun.act'].includes(head.lexfile) &&
    !phrase.plural &&
    state.phraseWords.some(
      (word) =>
        phrase.before.includes(word.text) &&
        (word.pos === 'ADJ' || (word.pos === 'VERB' && /ed$/.test(word.text))),
    );
  // An activity is named without an article: "pest control", "meal prep", "lead generation".
  if (kind === 'practice') phrase.counted = phrase.plural;
  else if (kindIs(kind, 'mass'))
    phrase.counted =
      phrase.plural ||
      (kind === 'software' &&
        (SOFTWARE_AGENTS.has(phrase.headLemma) || head?.lexfile === 'noun.person'));
  else if (
    kind &&
    (kindIs(kind, 'counted') ||
      // An idea of no listed kind is still one thing when WordNet files it among things,
      // messages or places: "an email newsletter", "a visa for Thailand".
      (kind === 'concept' &&
        head &&
        COUNTED_CONCEPT_LEXFILES.has(head.lexfile) &&
        !describedMethod)) &&
    !phrase.plural &&
    !/ing$/.test(phrase.headLemma)
  ) {
    // Things and people are counted unless the language has no plural for them ("luggage").
    const lastLemma = phrase.headLemma.split(/[\s-]+/).at(-1)!;
    // An act WordNet also names by its gerund is a process, not one of many: "travel,
    // traveling" (not "a travel"), unlike "trip" or "tour".
    const process =
      head?.lexfile === 'noun.act' &&
      head.lemma === phrase.headLemma &&
      lexicon.members(head.synset).some((member) => /ing$/.test(member));
    phrase.counted = !process && !MASS_NOUNS.has(lastLemma) && !usedAsMass(knowledge, lastLemma);
  } else if (
    kind === 'concept' &&
    !phrase.plural &&
    head &&
    (describedMethod ||
      ['noun.state', 'noun.feeling', 'noun.attribute', 'noun.cognition', 'noun.process'].includes(
        head.lexfile,
      ))
  ) {
    // A state, a feeling or a quality is no one thing: "password security", not "a ...".
    phrase.counted = false;
  }
}

/**
 * The facets the reading asks for last (free, improve, audience, condition, a list), and the
 * intent when nothing around the topic says it.
 */
function finishFacets(state: ReadState): void {
  const { facets, head, improve, kind, phrase, reading, unknown } = state;
  const { lexicon } = state.knowledge;
  // "free" asks for a thing one downloads or gets at no cost (software, a product, a course);
  // of anything else it is part of the name ("free shipping", "free speech").
  if (
    facets.includes('free') &&
    kind !== undefined &&
    !['software', 'product', 'course', 'game', 'document'].includes(kind)
  ) {
    facets.splice(facets.indexOf('free'), 1);
    phrase.before.unshift('free');
    if (facets.length === 0) state.intent = 'informational';
  }
  if (kindIs(kind, 'named')) phrase.proper = true;
  if (improve && phrase.headLemma) {
    const lowers = improve.lowers || LOWERED.has(phrase.headLemma) || LOWERED.has(phrase.head);
    const verb = lowers ? (improve.verb === 'reduce' ? 'reduce' : 'lower') : improve.verb!;
    const object = render(phrase, LOWERED.has(phrase.headLemma) ? 'plural' : 'typed');
    const personal = improve.own || (unknown.length === 0 && head && OWNED.has(head.lexfile));
    state.action = `${verb} ${personal ? 'my ' : ''}${object}`;
  }
  if (reading.audience) {
    addFacet(state, state.among ? 'among' : 'audience');
    // Questions speak of an audience in the plural: "small businesses", "seniors".
    const last = reading.audience.split(' ').at(-1)!;
    const lemma = state.lemmaOf.get(last) ?? last;
    if (lemma === last && !IRREGULAR_SINGULARS[last]) reading.audience = pluralOf(reading.audience);
  }
  // The condition is the topic of its diet, its exercises and its relief, not their purpose.
  if (
    reading.condition &&
    !facets.includes('diet') &&
    !facets.includes('exercises') &&
    !facets.includes('treatment')
  )
    addFacet(state, 'condition');
  // "study tips for exams": what it is for adds nothing to a search that says what it wants.
  if (reading.purpose && facets.length === 0) addFacet(state, 'purpose');
  // "best laptop for programming", "best ide for rust": the best ones for that use are
  // compared, not the thing in general.
  else if (reading.purpose && facets[0] === 'compare') facets.unshift('best-for');
  // "dinner ideas for picky eaters": ideas that suit the group, not the thing judged for them
  // ("Is a dinner good for picky eaters?") nor ideas for anyone ("unusual dinner ideas").
  if (facets[0] === 'ideas' && facets.includes('audience') && reading.audience)
    facets.splice(
      0,
      facets.length,
      'ideas-for',
      ...facets.filter((f) => f !== 'ideas' && f !== 'audience'),
    );
  if (reading.platform) addFacet(state, 'platform');
  // "pancakes without eggs", "brownies without butter": a dish made without an ingredient is
  // a recipe, and what replaces the ingredient is asked.
  if (
    (kind === 'food' || kind === 'drink') &&
    facets.length === 0 &&
    phrase.after[0] === 'without' &&
    // An ingredient left out ("eggs", "pine nuts" as WordNet's compound), not a substance
    // taken out ("caffeine").
    [phrase.after.slice(1), phrase.after.slice(-1)].some((object) =>
      nounSynsets(lexicon, nounLemma(lexicon, object, object) ?? '', 2).some(
        (synset) => lexicon.lexfile(synset) === 'noun.food',
      ),
    )
  ) {
    reading.withoutThing = phrase.after.slice(1).join(' ');
    addFacet(state, 'recipe');
  }
  if (reading.withoutPerson || reading.withoutThing) addFacet(state, 'without');
  if (
    state.emergencyCue &&
    !reading.place &&
    !kindIs(kind, 'hired') &&
    !/\b(?:near me|nearby|near by|open now|close to me|around me)\b/.test(
      state.keyword.toLowerCase(),
    )
  ) {
    facets.splice(facets.indexOf('local'), 1);
    if (!facets.some((facet) => facet !== 'overview')) state.intent = 'informational';
  }
  // Plural things described by a quality ("iron rich foods", "low carb snacks") or things one
  // picks from ("herbs", "board games") ask for a list even without a cue word; plural
  // things one buys or hires ("running shoes", "plumbers") are compared instead.
  // A dish is made, not picked: one WordNet has no kinds of ("overnight oats"), or one named by
  // how it is made ("roasted sweet potatoes", "baked apples").
  const dish =
    (kind === 'food' || kind === 'drink') &&
    head !== undefined &&
    (lexicon.related(head.synset, 'hyponym').length === 0 ||
      phrase.before.some(
        (word) =>
          /(?:ed|en)$/.test(word) &&
          lexicon.senses(word, 'noun').length === 0 &&
          // baked: bake, roasted: roast, chopped: chop.
          [word.slice(0, -1), word.slice(0, -2), word.slice(0, -3)].some(
            (stem) => lexicon.senses(stem, 'verb').length > 0,
          ),
      ));
  if (
    facets.length === 0 &&
    phrase.plural &&
    !phrase.proper &&
    !dish &&
    kind !== 'term' &&
    !kindIs(kind, 'compared') &&
    // Things one picks from are kinds of things ("herbs", "board games"); a dish WordNet has
    // no kinds of ("overnight oats") is made, not picked.
    (kindIs(kind, 'picked') ||
      state.phraseWords.some(
        (word) =>
          phrase.before.includes(word.text) &&
          (word.pos === 'ADJ' ||
            lexicon.senses(word.text, 'adjective').length >
              lexicon.senses(word.text, 'noun').length),
      ))
  )
    facets.push('examples');
  if (facets.length === 0) facets.push('overview');
  // Nothing around the topic says what is wanted: its kind does.
  if (
    facets.length === 1 &&
    facets[0] === 'overview' &&
    kind &&
    KIND_INTENTS[kind] &&
    // "nurse" alone may be a career; a "wedding photographer" or "car mechanic" is hired.
    (kind !== 'occupation' || phrase.before.length > 0 || /[\s-]/.test(phrase.headLemma))
  )
    state.intent = KIND_INTENTS[kind]!.intent;
  if (facets[0] === 'local' && kind && !kindIs(kind, 'foundNearby') && reading.place === undefined)
    state.intent = 'informational';
  if (facets.includes('local') && reading.place && kind === 'accommodation')
    state.intent = 'commercial';
}

/**
 * How many words at the start make one verb of WordNet: 3 for "get rid of hiccups", 2 for
 * "set up", 1 for a verb alone, 0 when the first word is no verb.
 */
function verbLength(lexicon: Lexicon, words: readonly Word[]): number {
  if (words.length === 0 || lexicon.senses(words[0]!.lemma, 'verb').length === 0) return 0;
  for (let length = Math.min(4, words.length); length > 1; length -= 1) {
    const joined = [words[0]!.lemma, ...words.slice(1, length).map((word) => word.text)].join(' ');
    if (lexicon.senses(joined, 'verb').length > 0) return length;
  }
  return 1;
}

/**
 * Groups that are organized: a firm, an institution, an agency. A gathering or a set of
 * people ("audience", "crowd") is no firm to hire.
 */
const DEVICES = new Set(wordLists.devices);
const ORGANIZED = new Set(wordLists.organized);
/** Kinds whose questions are about buying, hiring or writing the thing. */
const TEMPLATE_KINDS = new Set(wordLists.templateKinds);
/** Facets that say the search is about buying, hiring or finding: then the kind stands. */
const CHOOSING_FACETS = new Set<Facet>(wordLists.choosingFacets as Facet[]);

/**
 * Whether a compound is a term of its own that WordNet does not hold as a whole ("feature
 * flags", "lookalike audiences", "529 plan", "SSH keys"): its head is read in its everyday
 * sense (a flag, a plan, a key), whose kind would make it a thing to buy, hire or write.
 * Such a term is explained (what it is, how it works, what it is used for) unless the words
 * around it ask to buy, hire or find it. A modifier WordNet does not know, or one of another
 * category than the head's that is neither what it is made of, what it serves or who uses it,
 * marks the term; "cast iron skillet", "wedding photographer" and "dog walker" keep their kind.
 */
function isTerm(
  knowledge: TopicKnowledge,
  phrase: NounPhrase,
  kind: TopicKind,
  facets: readonly Facet[],
  unknown: readonly string[],
): boolean {
  const { lexicon } = knowledge;
  if (!TEMPLATE_KINDS.has(kind) || facets.some((facet) => CHOOSING_FACETS.has(facet))) return false;
  if (/\s/.test(phrase.headLemma) || phrase.proper || phrase.after.length > 0) return false;
  const modifiers = phrase.before.map((word) => word.toLowerCase()).filter((word) => word !== 'a');
  if (modifiers.length === 0) return false;
  // A document is written whatever it is about ("b2b cold email", "journaling prompts").
  if (kind === 'document') return false;
  // A number or an acronym names a scheme or a standard ("529 plan", "SSH keys"); an unknown
  // name ("lake tahoe cabins") may be a place, and a gerund says what is done with the thing.
  if (
    modifiers.some(
      (word) =>
        unknown.includes(word) &&
        // A size or a resolution ("4k", "3d") is a feature of the thing, not a term.
        !/^\d+[a-z]{1,2}$/.test(word) &&
        (/\d|^[^aeiouy]+$/.test(word) || display(lexicon, word) !== word),
    )
  )
    return true;
  // A plan is about an idea by nature ("marketing plan"); a person is hired for one ("math
  // tutor").
  if (!['product', 'business', 'organization'].includes(kind)) return false;
  // A property named before a thing ("feature flags") says what idea it stands for; what it
  // is used for ("yoga mat", "math tutor") or made of does not.
  return modifiers.every((word) => {
    const first = lexicon.senses(word, 'noun')[0];
    if (!first || /ing$/.test(word) || lexicon.senses(word, 'adjective').length > 0) return false;
    return (
      ['noun.cognition', 'noun.attribute', 'noun.relation'].includes(
        lexicon.lexfile(first.synset),
      ) && lexicon.isA(first.synset, PROPERTIES)
    );
  });
}
const PROPERTIES = new Set(wordLists.properties);

/** Modifier words grouped into the WordNet compounds they form ("cast iron", "credit"). */
function groupModifiers(lexicon: Lexicon, words: readonly string[]): string[] {
  const groups: string[] = [];
  let index = 0;
  while (index < words.length) {
    let taken = 1;
    for (let length = words.length - index; length > 1; length -= 1) {
      const joined = variants(words.slice(index, index + length)).find(
        (form) => lexicon.senses(form, 'noun').length > 0,
      );
      if (joined) {
        groups.push(joined);
        taken = length;
        break;
      }
    }
    if (taken === 1) {
      const word = words[index]!;
      if (lexicon.senses(word, 'noun').length > 0) groups.push(word);
    }
    index += taken;
  }
  return groups;
}

function nounPhrase(
  knowledge: TopicKnowledge,
  words: readonly Word[],
  after: string[],
): NounPhrase {
  const { lexicon, vectors } = knowledge;
  const texts = words.map((word) => word.text);
  const lemmas = words.map((word) => word.lemma);
  let headStart = texts.length - 1;
  let headLemma = '';
  for (let start = 0; start < texts.length; start += 1) {
    const lemma = nounLemma(lexicon, texts.slice(start), lemmas.slice(start));
    if (lemma) {
      headStart = start;
      headLemma = lemma;
      break;
    }
  }
  const headTyped = texts.slice(Math.max(0, headStart)).join(' ');
  const last = texts.at(-1) ?? '';
  if (!headLemma) headLemma = last;
  const lastLemma = headLemma.split(/[\s-]/).at(-1) ?? last;
  // A plural the lexicon lacks ("apps") or lists as a noun of its own ("basics") is still a
  // plural when its singular is a commoner word than it: "app", "basic"; "physics" is not,
  // as "physic" is rarer.
  const bare = last.replace(/s$/, '');
  const pluralByUse =
    last === lastLemma &&
    /[^s]s$/.test(last) &&
    !/(?:us|is)$/.test(last) &&
    // "news" is no plural of "new": the singular is a noun, or a word WordNet lacks ("app").
    (lexicon.senses(bare, 'noun').length > 0 || lexicon.senses(bare).length === 0) &&
    vectors.rank(bare) !== undefined &&
    vectors.rank(bare)! < (vectors.rank(last) ?? Number.POSITIVE_INFINITY);
  const plural =
    pluralByUse ||
    (last !== lastLemma &&
      !/(?:ss|us|is)$/.test(last) &&
      (last.endsWith('s') || IRREGULAR_SINGULARS[last] !== undefined));
  // Counted when its plural is common: "trips" ranks near "trip", "rices" not at all.
  const singularRank = vectors.rank(lastLemma);
  const pluralRank = vectors.rank(pluralOf(lastLemma));
  // A head WordNet knows only as a verb ("docker compose") names a tool or an activity: no
  // article ("What is docker compose?").
  const counted =
    plural ||
    (!/ing$/.test(lastLemma) &&
      (lexicon.senses(lastLemma, 'noun').length > 0 ||
        lexicon.senses(lastLemma, 'verb').length === 0) &&
      singularRank !== undefined &&
      pluralRank !== undefined &&
      pluralRank <= singularRank * 6 + 2000);
  const headWords = headTyped.split(' ');
  // A name of several words is written as WordNet writes it ("Costa Rica").
  const headDisplay =
    headWords.length === 1 || headTyped === headLemma ? display(lexicon, headTyped) : headTyped;
  // A word read as two is written as typed: "homeschooling", read as "home schooling".
  const typed = words.at(-1)?.typed;
  if (typed && words.at(-2)?.typed === typed && headStart === texts.length - 1)
    return {
      before: texts.slice(0, -2).map((word) => displayModifier(lexicon, word)),
      head: typed,
      headLemma,
      after,
      plural: false,
      counted: false,
      proper: false,
    };
  return {
    before: texts.slice(0, Math.max(0, headStart)).map((word) => displayModifier(lexicon, word)),
    head: headDisplay,
    headLemma,
    after,
    plural,
    counted,
    proper: headDisplay !== headTyped,
  };
}

/** The phrase as typed, in the singular, or in the plural. */
export function render(phrase: NounPhrase, form: 'typed' | 'singular' | 'plural'): string {
  const head =
    form === 'typed' || phrase.proper
      ? phrase.head
      : form === 'plural'
        ? phrase.counted
          ? phrase.plural
            ? phrase.head
            : pluralOf(phrase.head)
          : phrase.head
        : phrase.plural
          ? singularOf(phrase)
          : phrase.head;
  return [...phrase.before, head, ...phrase.after].filter(Boolean).join(' ');
}

function singularOf(phrase: NounPhrase): string {
  const words = phrase.head.split(' ');
  const last = words.at(-1)!;
  const lemmaLast = phrase.headLemma.split(/[\s-]/).at(-1)!;
  return [...words.slice(0, -1), IRREGULAR_SINGULARS[last] ?? lemmaLast].join(' ');
}
