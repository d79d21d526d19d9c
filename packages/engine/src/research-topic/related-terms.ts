import { cosine } from '../semantic/word-vectors.ts';
import { type Lexfile, type Lexicon, nounSynsets, type Relation } from './lexicon.ts';
import { pluralOf, type ReadSense, signature, type TopicReading } from './read-topic.ts';
// Weights, categories and particles: related-terms.json.
import tables from './related-terms.json' with { type: 'json' };
import type { TopicKnowledge } from './topic-knowledge.ts';

export interface RelatedTerm {
  term: string;
  /** Where it came from: a WordNet relation of the topic's sense, or the word vectors. */
  source: Relation | 'synonym' | 'sibling' | 'compound' | 'vectors';
  score: number;
}

export const MAX_RELATED_TERMS = 10;
const NEIGHBOURHOOD_SIZE = 600;
const OWN_WORDS_NEAR = 0.4;
/** How near a word's use must lie to one of its WordNet senses to be read in it. */
const OTHER_USE = 0.2;
/** Enough entries per word ("water" starts a few hundred) to find the searched ones quickly. */
const COMPOUND_ENTRIES = 120;

/** What a relation of the topic's own sense is worth: its synonyms most, its siblings least. */
const RELATION_WEIGHT: Partial<Record<RelatedTerm['source'], number>> = tables.relationWeight;

/**
 * Categories whose words can belong to a topic of another category: a plumber (person) works
 * with pipes (artifact) at plumbing (act); a condition (state) has treatments (act) and
 * medicines (artifact, substance). A candidate in none of them is about another domain.
 */
const NEIGHBOUR_CATEGORIES = tables.neighbourCategories as Partial<Record<Lexfile, Lexfile[]>>;

/** The categories a related term may come from, given the senses read in the topic. */
export function compatibleCategories(senses: readonly ReadSense[]): Set<Lexfile> {
  const allowed = new Set<Lexfile>();
  for (const sense of senses) {
    allowed.add(sense.lexfile);
    for (const lexfile of NEIGHBOUR_CATEGORIES[sense.lexfile] ?? []) allowed.add(lexfile);
  }
  return allowed;
}

/** Candidates from WordNet's relations of one sense, with the synset each names. */
function relationsOf(
  lexicon: Lexicon,
  synset: number,
  lemma: string,
  place: boolean,
): Map<string, { source: RelatedTerm['source']; synset: number }> {
  const found = new Map<string, { source: RelatedTerm['source']; synset: number }>();
  const add = (term: string, source: RelatedTerm['source'], target: number) => {
    const lower = term.toLowerCase();
    if (lower === lemma || found.has(lower)) return;
    found.set(lower, { source, synset: target });
  };
  for (const member of lexicon.members(synset)) add(member, 'synonym', synset);
  for (const link of lexicon.links(synset)) {
    const source: RelatedTerm['source'] | undefined =
      link.relation === 'hyponym' ||
      link.relation === 'partMeronym' ||
      link.relation === 'partHolonym' ||
      link.relation === 'memberMeronym' ||
      link.relation === 'substanceMeronym' ||
      link.relation === 'topicDomain' ||
      link.relation === 'topicMember' ||
      link.relation === 'hypernym' ||
      link.relation === 'attribute'
        ? link.relation
        : link.relation === 'derivation' && lexicon.pos(link.synset) === 'noun'
          ? 'derivation'
          : undefined;
    if (!source) continue;
    // A capital is part of its country; the country is a fair term, its neighbours are not.
    if (place && source === 'hyponym') continue;
    // A part of many things ("handle": of tools, umbrellas, bags, brushes...) says nothing of
    // this one.
    if (source === 'partMeronym' && lexicon.related(link.synset, 'partHolonym').length > 3)
      continue;
    // A place's other names ("Portuguese Republic") are not what its visitors type.
    const members = link.toLemma
      ? [link.toLemma]
      : lexicon.members(link.synset).slice(0, place ? 1 : 2);
    for (const member of members) add(member, source, link.synset);
  }
  if (!place) {
    for (const parent of lexicon.related(synset, 'hypernym')) {
      for (const sibling of lexicon.related(parent, 'hyponym').slice(0, 40)) {
        if (sibling !== synset) add(lexicon.members(sibling)[0]!, 'sibling', sibling);
      }
    }
  }
  return found;
}

/** Synsets two steps from the senses: kinds of kinds, parts of the kind, the domain's members. */
function neighbourhood(lexicon: Lexicon, senses: readonly ReadSense[]): Set<number> {
  const found = new Set<number>();
  const step: Relation[] = tables.neighbourhoodSteps;
  // Down from the topic's senses only (their kinds, parts and the parts of their kinds):
  // sideways through a hypernym led to "food for thought" for a strategy.
  for (const sense of senses) {
    const first = lexicon.related(sense.synset, ...step);
    for (const synset of first) {
      if (lexicon.pos(synset) !== 'noun') continue;
      for (const next of lexicon.related(synset, ...step).slice(0, 200)) {
        if (lexicon.pos(next) === 'noun' && next !== sense.synset) found.add(next);
        // Enough to find the near ones; "machine" alone has thousands of kinds of kinds.
        if (found.size >= NEIGHBOURHOOD_SIZE) return found;
      }
    }
  }
  return found;
}

/** Word-vector nearness of a term (a compound is the mean of its words). */
function termVector(knowledge: TopicKnowledge, term: string): Float32Array | undefined {
  const words = term.toLowerCase().split(/[\s-]+/);
  if (!words.every((word) => knowledge.vectors.has(word))) return undefined;
  return knowledge.vectors.centroid(words);
}

/** Words too close to the topic's own to be news: "shoe" for "running shoes". */
function repeatsTopic(term: string, topicWords: readonly string[]): boolean {
  const parts = term.toLowerCase().split(/[\s-]+/);
  const same = (a: string, b: string) => {
    const length = Math.min(5, a.length, b.length);
    return a.slice(0, length) === b.slice(0, length) && Math.abs(a.length - b.length) <= 3;
  };
  if (parts.every((part) => topicWords.some((word) => same(word, part)))) return true;
  return parts.length === 1 && topicWords.some((word) => same(word, parts[0]!));
}

/**
 * Related terms of the topic, on topic: first WordNet's relations of the sense read for the
 * head (its synonyms, kinds, parts, domain), kept when the word vectors put them near the
 * whole topic and not only near its head; then the word vectors' neighbours of the whole
 * topic, kept only when WordNet knows them in a category that fits the topic's senses and
 * near the head's sense. Fewer terms rather than any from another sense or domain.
 */
export function findRelatedTerms(knowledge: TopicKnowledge, reading: TopicReading): RelatedTerm[] {
  const { lexicon, vectors } = knowledge;
  const head = reading.head;
  // Terms of a guessed sense would be terms of another sense as often as not.
  if (!head || head.certain === false) return [];
  // A route's searcher wants its times and fares; the parts and kinds of what runs on it
  // ("baggage car", "locomotive") are no searches of it.
  // Nor are a thing's parts terms of when to buy or do something with it ("car door").
  if (reading.facets.includes('route') || reading.facets.includes('timing')) return [];
  const topicWords = reading.sides
    ? reading.sides.flatMap((side) => side.toLowerCase().split(/\s+/))
    : reading.known.filter(
        (word) =>
          // "better" in "how to sleep better" says how, not what the topic is.
          !describes(lexicon, word) &&
          // "emergency" says how soon of a dentist, and what kind of fund.
          (!FILLER.has(word) || (word === 'emergency' && !reading.facets.includes('local'))),
      );
  const vectorWords = topicWords.filter((word) => vectors.has(word));
  const centroid = vectors.centroid(vectorWords.flatMap((word) => word.split('-')));
  // The head as typed ("hotels") is the head, not a modifier of it.
  const headWords = head.lemma.split(/[\s-]+/);
  const modifierWords = vectorWords.filter(
    (word) => !headWords.some((part) => part === word || pluralOf(part) === word),
  );
  const modifierCentroid = vectors.centroid(modifierWords);
  const allowed = compatibleCategories([head]);
  const candidates = new Map<string, RelatedTerm>();
  const comparing = reading.facets.some((facet) => ['compare', 'price', 'buy'].includes(facet));
  const place = reading.kind === 'place';
  const situated =
    !place &&
    reading.place !== undefined &&
    (reading.facets.includes('local') || reading.phrase.after.includes('from'));
  // Of the thing an activity is done to ("boat winterizing"), neither its kinds nor the
  // entries that only share its word ("racing boat", "boat train") are terms of the work.
  const workedOn = reading.phrase.headLemma !== head.lemma && /ing$/.test(reading.phrase.headLemma);
  // What the head is a kind of, two steps up and beyond, is too general to be a term of it.
  const ancestors = new Set(
    lexicon
      .ancestors(head.synset)
      .filter((synset) => !lexicon.related(head.synset, 'hypernym').includes(synset))
      .flatMap((synset) => lexicon.members(synset).map((member) => member.toLowerCase())),
  );
  const headLast = head.lemma.split(/[\s-]+/).at(-1)!;
  const otherHeadSenses = lexicon
    .senses(head.lemma, 'noun')
    .map((sense) => sense.synset)
    .filter((synset) => synset !== head.synset);
  const headVector = termVector(knowledge, head.lemma);
  const topicNouns = [head, ...reading.modifiers]
    .flatMap((sense) => sense.lemma.split(/[\s-]+/))
    .filter((word) => vectors.has(word));
  const consider = (
    term: string,
    source: RelatedTerm['source'],
    fromModifier: boolean,
    synset?: number,
  ) => {
    const key = term.toLowerCase();
    if (candidates.has(key) || repeatsTopic(key, topicWords) || /\d/.test(key)) return;
    const parts = key
      .split(/[\s-]+/)
      .map((part) => (part.length > 3 && /[^s]s$/.test(part) ? part.slice(0, -1) : part));
    if (parts.length > 3) return;
    // Words this common ("business", "work", "money") are near everything and say nothing;
    // words this rare ("congress shoe") are no searches.
    if (parts.length === 1 && (vectors.rank(key) ?? 100_000) < 1500) return;
    if (parts.some((part) => (vectors.rank(part) ?? 100_000) > 40_000)) return;
    if (ancestors.has(key)) return;
    // Of a thing being compared or bought, its siblings are other products ("coconut oil"
    // beside "best olive oil"), not terms of it.
    if (source === 'sibling' && comparing) return;
    // Of a thing at a place or on a route ("hotels in rome", "train from London to
    // Edinburgh"), other kinds of it ("motor inn", "freight train") are not what its searcher
    // types: the place or the route says which one is meant.
    if ((source === 'sibling' || source === 'hyponym') && situated) return;
    // Of a thing at a named place ("alaska cruise"), what it is a kind of ("ocean trip") is
    // too broad a search: the place has narrowed it already.
    if ((source === 'hypernym' || source === 'sibling') && !place && reading.place) return;
    // Of a place, another place whose name shares its word ("Porto Novo" for Porto) is
    // another place.
    if (
      place &&
      source === 'compound' &&
      nounSynsets(lexicon, key, 1).some(
        (synset) => lexicon.related(synset, 'instanceHypernym').length > 0,
      )
    )
      return;
    if (workedOn && !['synonym', 'partMeronym', 'substanceMeronym', 'derivation'].includes(source))
      return;
    // WordNet's other names of a thing are often ones nobody searches ("slumber" for sleep,
    // "course of lectures"): a synonym must be a common word (frequency rank as the proxy for
    // common usage), and a name built with "of" is a definition, not a search.
    if (source === 'synonym' && parts.some((part) => (vectors.rank(part) ?? 100_000) > 25_000))
      return;
    if (parts.length === 3 && parts[1] === 'of') return;
    // A symbol ("mg" for magnesium) is no search, and a place's other names ("Portuguese
    // Republic", "Nippon") are not what its visitors type.
    if (key.replace(/[^a-z]/g, '').length <= 2) return;
    if (source === 'synonym' && place) return;

    // Phrasal verbs read as nouns ("write up") are no search terms.
    if (parts.length > 1 && PARTICLES.has(parts.at(-1)!)) return;
    // Nor are adverbial phrases WordNet files as nouns ("on tour", "on the road").
    if (parts.length > 1 && PARTICLES.has(parts[0]!)) return;
    if (
      synset !== undefined &&
      (source === 'hypernym' || source === 'sibling') &&
      lexicon.depth(synset) < 7
    )
      return;
    // A word read in its usual sense must be the one related: "discipline" names yoga's
    // hypernym only in its fifth sense, and a reader takes it in its first.
    if (synset !== undefined && !nounSynsets(lexicon, key, 3).includes(synset)) return;
    // All the modifiers, not one: "database management system" shares a word with "project
    // management software" and is another program.
    const containsModifier =
      modifierWords.length > 0 && modifierWords.every((word) => parts.includes(word));
    // Of a compound topic, the wider neighbourhood gives only terms that name its modifiers.
    if (source === 'vectors' && modifierWords.length > 0 && !containsModifier) return;
    const vector = termVector(knowledge, key);
    const weight = RELATION_WEIGHT[source] ?? 0.1;
    if (!vector || !centroid) {
      // Unknown to the vectors: only the head's own synonyms, kinds and parts, and only when
      // the head is the whole topic or the term names a modifier too.
      const own = tables.ownRelations;
      if (fromModifier || !own.includes(source)) return;
      if (modifierWords.length > 0 && !containsModifier) return;
      candidates.set(key, { term: key, source, score: 0.25 + weight });
      return;
    }
    const near = cosine(vector, centroid);
    const nearModifiers = modifierCentroid ? cosine(vector, modifierCentroid) : undefined;
    const nearHead = headVector ? cosine(vector, headVector) : near;
    // Near every noun of the topic, not one: "chest pain" lies near "pain" and near "back".
    const nearEach = Math.min(
      ...topicNouns
        .filter((word) => !parts.includes(word))
        .map((word) => cosine(vector, vectors.vector(word)!)),
    );
    const sharesHead = parts.includes(headLast);
    // An entry the head's word begins names something of it, not another sort of it: an
    // "insurance claim" belongs to travel insurance, "health insurance" does not.
    // (Not of a food: "coffee liqueur", "coffee cake" are other dishes.)
    const headFirst =
      source === 'compound' &&
      parts.length > 1 &&
      parts[0] === headLast &&
      head.lexfile !== 'noun.food';
    if (fromModifier) {
      // Of a modifier only its other names, and its sorts that are sorts of the head too
      // ("pot metal" is a kind of cast iron, no term of a skillet).
      if (!(source === 'synonym' || source === 'derivation' || sharesHead)) return;
      // ...in a category that can belong to the head's: "game show", a name of "giveaway",
      // is a broadcast, no part of a contest.
      if (synset !== undefined && !allowed.has(lexicon.lexfile(synset))) return;
      if (near < 0.55 || nearHead < 0.45) return;
    } else if (modifierWords.length > 0) {
      // The head's other sorts are other topics when the topic is a compound ("health
      // insurance" beside "travel insurance"); other terms must be near the modifiers too.
      if (!containsModifier && sharesHead && !headFirst) return;
      // The head's sorts and names are the head's, not the compound's ("charge per unit"),
      // and so is what the head is part of ("decade" for a gap year).
      if (!containsModifier && tables.headsOwn.includes(source)) return;
      // Beyond the relations of the head, only terms that name a modifier too.
      if (!containsModifier && source === 'vectors') return;
      if (
        !containsModifier &&
        ((nearModifiers ?? 0) < (source === 'vectors' ? 0.5 : 0.4) ||
          near < (source === 'synonym' ? 0.6 : 0.55))
      )
        return;
    } else if (
      // Other names of the topic may lie apart in the vectors, its parts somewhat (a
      // country's cities), its kinds and relatives not: "fly-by" is a flight, and no search
      // of a cheap one.
      near <
      (source === 'synonym'
        ? 0.3
        : source === 'partMeronym' || source === 'partHolonym'
          ? 0.4
          : // Two steps away in WordNet, only what the vectors put close: "long haul" and
            // "fare-stage" are of travel, and no search of it.
            source === 'vectors'
            ? 0.6
            : 0.5)
    )
      return;
    if ((source === 'vectors' || source === 'compound') && nearEach < 0.4) return;
    // An entry that only shares a word is a term when it is near the whole topic: "dog
    // collar" for dog grooming, not "dog days".
    if (
      source === 'compound' &&
      (near < 0.55 ||
        (modifierWords.length > 0 && !containsModifier && !headFirst) ||
        // A modifier's compound in the head's own category is another thing of the head's
        // sort: "chicken soup" beside chicken curry, where "retirement plan" is no planning.
        (!sharesHead &&
          nounSynsets(lexicon, key, 1).some((synset) => lexicon.lexfile(synset) === head.lexfile)))
    )
      return;
    // A compound that repeats a word of the topic lies near it by that word alone ("maiden
    // flight" near "flights"): its own words must be near the topic too.
    const ownParts = parts.filter(
      (part) => !topicWords.some((word) => word === part || word === pluralOf(part)),
    );
    if (ownParts.length > 0 && ownParts.length < parts.length && source !== 'synonym') {
      const ownVector = vectors.centroid(ownParts);
      const ownNear = ownVector ? cosine(ownVector, centroid) : 0;
      if (ownNear < OWN_WORDS_NEAR) return;
    }
    // Another sort of the same thing is a term when its own words are near the topic's:
    // "walking shoe" for "running shoe", not "fire insurance" for "life insurance".
    if (source === 'sibling' && sharesHead) {
      const own = parts.filter((part) => part !== headLast);
      const topicOwn = [
        ...head.lemma.split(/[\s-]+/).filter((part) => part !== headLast),
        ...modifierWords,
      ];
      const ownVector = vectors.centroid(own);
      const topicVector = vectors.centroid(topicOwn);
      if (
        topicOwn.length > 0 &&
        (!ownVector || !topicVector || cosine(ownVector, topicVector) < 0.6)
      )
        return;
    }
    // An entry that shares a word must also be linked in WordNet to the sense read: "roof
    // rack" shares "roof" with roof repair and is a car's carrier.
    if (
      source === 'compound' &&
      !nounSynsets(lexicon, key, 3).some(
        (synset) =>
          topicBall.has(synset) ||
          lexicon.related(synset, ...LINKS).some((next) => topicBall.has(next)),
      )
    )
      return;
    const termSenses = lexicon.senses(key, 'noun').slice(0, 3);
    // A word whose use lies apart from all its WordNet senses names something else to a
    // reader: "Toyota" is a city of Japan, and a car maker to everyone else.
    if (parts.length === 1 && termSenses.length > 0) {
      const used = Math.max(
        ...termSenses.map((sense) => {
          const meaning = vectors.centroid(signature(lexicon, sense.synset, key));
          return meaning ? cosine(vector, meaning) : 1;
        }),
      );
      if (used < OTHER_USE) return;
    }
    // A term nearer another sense of the head than the one read is that sense's: "coffee
    // tree" and "coffee bean" are of coffee the plant and the seed, not of the drink.
    if (termSenses.length > 0 && otherHeadSenses.length > 0) {
      const chosen = Math.max(
        ...termSenses.map((sense) => lexicon.similarity(sense.synset, head.synset)),
      );
      const other = Math.max(
        ...termSenses.flatMap((sense) =>
          otherHeadSenses.map((synset) => lexicon.similarity(sense.synset, synset)),
        ),
      );
      if (other > chosen + 0.2 && chosen < 0.5) return;
    }
    if (source === 'vectors' || source === 'compound') {
      const best = bestSense(lexicon, key, allowed);
      // Too general a sense is near everything and names nothing.
      if (best === undefined || lexicon.depth(best) < 6) return;
    }
    // A sibling is a term of the topic when it is the same thing of another sort ("walking
    // shoe" for "running shoe"), not another thing of the same family ("wine" for "coffee").
    if (source === 'sibling' && !parts.includes(headLast)) return;
    candidates.set(key, { term: key, source, score: near + weight });
  };
  for (const [term, { source, synset }] of relationsOf(lexicon, head.synset, head.lemma, place))
    consider(term, source, false, synset);
  for (const modifier of reading.modifiers)
    for (const [term, { source, synset }] of relationsOf(
      lexicon,
      modifier.synset,
      modifier.lemma,
      place,
    ))
      if (source !== 'sibling' && source !== 'hypernym') consider(term, source, true, synset);
  // WordNet's multiword entries that start with a word of the topic's subject ("retirement
  // plan", "retirement account" for retirement planning; "espresso maker" for an espresso
  // machine): the searches people make of it, kept like the wider neighbourhood below.
  const topicBall = centroid ? linkedWithin(lexicon, [head, ...reading.modifiers], 2) : new Set();
  if (centroid) {
    const subjectWords = new Set([head.lemma, ...reading.modifiers.map((sense) => sense.lemma)]);
    for (const word of subjectWords)
      for (const entry of lexicon.lemmasStartingWith(`${word} `, COMPOUND_ENTRIES))
        consider(entry.replaceAll('_', ' '), 'compound', false);
  }
  // Then the wider neighbourhood in WordNet (two steps away, and the members of the head's
  // domain), kept only where the word vectors put a term near the whole topic. Scanning all
  // 100,000 vectors instead took most of the time and found mostly words of other senses.
  if (centroid) {
    for (const synset of neighbourhood(lexicon, [head]))
      for (const member of lexicon.members(synset).slice(0, 2))
        consider(member, 'vectors', false, synset);
  }
  const sorted = [...candidates.values()].sort(
    (a, b) => b.score - a.score || a.term.localeCompare(b.term),
  );
  const kept: RelatedTerm[] = [];
  for (const candidate of sorted) {
    if (kept.length >= MAX_RELATED_TERMS) break;
    if (candidate.score < 0.45) break;
    if (kept.some((item) => repeatsTopic(candidate.term, [item.term]))) continue;
    kept.push(candidate);
  }
  return kept;
}

/** Particles that end a phrasal verb ("write up") or open an adverbial phrase ("on tour"). */
const PARTICLES = new Set(tables.particles);
/** Words of a keyword that say how or when, not what: no related term needs to be near them. */
const FILLER = new Set(['free', 'cheap', 'best', 'easy', 'emergency', 'local']);

/** The term's most frequent noun sense in an allowed category, if any. */
export function bestSense(
  lexicon: Lexicon,
  term: string,
  allowed: ReadonlySet<Lexfile>,
): number | undefined {
  for (const sense of lexicon.senses(term, 'noun').slice(0, 3))
    if (allowed.has(lexicon.lexfile(sense.synset))) return sense.synset;
  return undefined;
}

/** The links that make two senses of WordNet one topic's (hypernyms, kinds, parts, domain). */
export const LINKS: Relation[] = tables.links;
/** Enough synsets to hold two steps around a sense; "machine" alone has thousands of kinds. */
const BALL_LIMIT = 20_000;

/** The synsets at most `steps` WordNet links from the senses. */
function linkedWithin(lexicon: Lexicon, senses: readonly ReadSense[], steps: number): Set<number> {
  const found = new Set(senses.map((sense) => sense.synset));
  let level = [...found];
  for (let step = 0; step < steps && found.size < BALL_LIMIT; step += 1) {
    const next: number[] = [];
    for (const synset of level)
      for (const target of lexicon.related(synset, ...LINKS))
        if (!found.has(target)) {
          found.add(target);
          next.push(target);
        }
    level = next;
  }
  return found;
}

/** Whether WordNet uses the word mostly to describe (adjective, adverb) rather than to name. */
function describes(lexicon: Lexicon, word: string): boolean {
  const uses = (pos: 'noun' | 'verb' | 'adjective' | 'adverb') =>
    lexicon.senses(word, pos).reduce((sum, sense) => sum + sense.tagCount, 0);
  const describing = uses('adjective') + uses('adverb');
  return describing > 0 && describing > uses('noun') + uses('verb');
}
