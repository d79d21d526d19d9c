import { cosine } from '../semantic/word-vectors.ts';
import type { Lexfile, Lexicon, Relation } from './lexicon.ts';
import type { ReadSense, TopicReading } from './read-topic.ts';
import type { TopicKnowledge } from './topic-knowledge.ts';

export interface RelatedTerm {
  term: string;
  /** Where it came from: a WordNet relation of the topic's sense, or the word vectors. */
  source: Relation | 'synonym' | 'sibling' | 'vectors';
  score: number;
}

export const MAX_RELATED_TERMS = 10;

/** What a relation of the topic's own sense is worth: its synonyms most, its siblings least. */
const RELATION_WEIGHT: Partial<Record<RelatedTerm['source'], number>> = {
  synonym: 0.5,
  hyponym: 0.35,
  partMeronym: 0.3,
  memberMeronym: 0.25,
  substanceMeronym: 0.25,
  topicDomain: 0.3,
  topicMember: 0.3,
  derivation: 0.2,
  hypernym: 0.2,
  sibling: 0.25,
  attribute: 0.15,
};

/**
 * Categories whose words can belong to a topic of another category: a plumber (person) works
 * with pipes (artifact) at plumbing (act); a condition (state) has treatments (act) and
 * medicines (artifact, substance). A candidate in none of them is about another domain.
 */
const NEIGHBOUR_CATEGORIES: Partial<Record<Lexfile, readonly Lexfile[]>> = {
  'noun.food': ['noun.food', 'noun.substance', 'noun.plant', 'noun.artifact'],
  'noun.substance': ['noun.substance', 'noun.food', 'noun.plant'],
  'noun.artifact': ['noun.artifact', 'noun.act', 'noun.substance'],
  'noun.act': ['noun.act', 'noun.cognition', 'noun.communication', 'noun.artifact', 'noun.person'],
  'noun.person': ['noun.person', 'noun.act', 'noun.artifact'],
  'noun.location': ['noun.location', 'noun.object', 'noun.artifact', 'noun.group'],
  'noun.object': ['noun.location', 'noun.object'],
  'noun.state': ['noun.state', 'noun.body', 'noun.act', 'noun.substance', 'noun.process'],
  'noun.attribute': ['noun.attribute', 'noun.act', 'noun.cognition', 'noun.quantity'],
  'noun.possession': ['noun.possession', 'noun.act', 'noun.communication', 'noun.person'],
  'noun.communication': ['noun.communication', 'noun.act', 'noun.cognition', 'noun.artifact'],
  'noun.cognition': ['noun.cognition', 'noun.act', 'noun.communication'],
  'noun.event': ['noun.event', 'noun.act', 'noun.person', 'noun.artifact'],
  'noun.animal': ['noun.animal', 'noun.act', 'noun.artifact', 'noun.food'],
  'noun.plant': ['noun.plant', 'noun.food', 'noun.act'],
  'noun.group': ['noun.group', 'noun.person', 'noun.act'],
  'noun.phenomenon': ['noun.phenomenon', 'noun.state', 'noun.process'],
  'noun.process': ['noun.process', 'noun.phenomenon', 'noun.state'],
  'noun.body': ['noun.body', 'noun.state', 'noun.act'],
};

/** The categories a related term may come from, given the senses read in the topic. */
export function compatibleCategories(senses: readonly ReadSense[]): Set<Lexfile> {
  const allowed = new Set<Lexfile>();
  for (const sense of senses) {
    allowed.add(sense.lexfile);
    for (const lexfile of NEIGHBOUR_CATEGORIES[sense.lexfile] ?? []) allowed.add(lexfile);
  }
  return allowed;
}

/** Candidates from WordNet's relations of one sense. */
function relationsOf(lexicon: Lexicon, synset: number, lemma: string): Map<string, RelatedTerm['source']> {
  const found = new Map<string, RelatedTerm['source']>();
  const add = (term: string, source: RelatedTerm['source']) => {
    const lower = term.toLowerCase();
    if (lower === lemma || found.has(lower)) return;
    found.set(lower, source);
  };
  for (const member of lexicon.members(synset)) add(member, 'synonym');
  for (const link of lexicon.links(synset)) {
    const source: RelatedTerm['source'] | undefined =
      link.relation === 'hyponym' ||
      link.relation === 'partMeronym' ||
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
    const members = link.toLemma ? [link.toLemma] : lexicon.members(link.synset).slice(0, 2);
    for (const member of members) add(member, source);
  }
  for (const parent of lexicon.related(synset, 'hypernym')) {
    for (const sibling of lexicon.related(parent, 'hyponym').slice(0, 40)) {
      if (sibling !== synset) add(lexicon.members(sibling)[0]!, 'sibling');
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
  if (!head) return [];
  const topicWords = reading.sides
    ? reading.sides.flatMap((side) => side.toLowerCase().split(/\s+/))
    : reading.known.filter((word) => !FILLER.has(word));
  const vectorWords = topicWords.filter((word) => vectors.has(word));
  const centroid = vectors.centroid(vectorWords.flatMap((word) => word.split('-')));
  const headWords = head.lemma.split(/[\s-]+/).filter((word) => vectors.has(word));
  const modifierWords = vectorWords.filter((word) => !head.lemma.split(/[\s-]+/).includes(word));
  const modifierCentroid = vectors.centroid(modifierWords);
  const senses = [head, ...reading.modifiers];
  const allowed = compatibleCategories([head]);
  const candidates = new Map<string, RelatedTerm>();
  const consider = (term: string, source: RelatedTerm['source'], fromModifier: boolean) => {
    const key = term.toLowerCase();
    if (candidates.has(key) || repeatsTopic(key, topicWords) || /\d/.test(key)) return;
    if (key.split(/\s+/).length > 3) return;
    const vector = termVector(knowledge, key);
    const near = vector && centroid ? cosine(vector, centroid) : undefined;
    const nearModifiers = vector && modifierCentroid ? cosine(vector, modifierCentroid) : undefined;
    let score: number;
    if (source === 'vectors') {
      if (near === undefined || near < 0.5) return;
      const best = bestSense(lexicon, key, allowed);
      if (best === undefined) return;
      const similarity = Math.max(...senses.map((sense) => lexicon.similarity(best, sense.synset)));
      if (similarity < 0.5) return;
      if (modifierWords.length > 0 && (nearModifiers ?? 0) < 0.3) return;
      score = near + similarity * 0.5;
    } else {
      const weight = RELATION_WEIGHT[source] ?? 0.1;
      if (fromModifier) {
        if (near === undefined || near < 0.45) return;
      } else if (modifierWords.length > 0) {
        // A relation of the head alone must also be near the modifiers ("vegan" protein).
        const sharesModifier = modifierWords.some((word) => key.split(/[\s-]+/).includes(word));
        if (!sharesModifier && (nearModifiers === undefined || nearModifiers < 0.3 || (near ?? 0) < 0.45))
          return;
      } else if (near !== undefined && near < 0.2) return;
      const common = vector ? 0 : -0.1;
      score = (near ?? 0.35) + weight + common;
    }
    const rank = Math.max(...key.split(/[\s-]+/).map((word) => vectors.rank(word) ?? 100_000));
    if (rank > 60_000) score -= 0.15;
    candidates.set(key, { term: key, source, score });
  };
  for (const [term, source] of relationsOf(lexicon, head.synset, head.lemma))
    consider(term, source, false);
  for (const modifier of reading.modifiers)
    for (const [term, source] of relationsOf(lexicon, modifier.synset, modifier.lemma))
      if (source !== 'sibling' && source !== 'hypernym') consider(term, source, true);
  if (centroid) {
    for (const { word } of vectors.nearest(centroid, 80, (word, rank) => rank < 50_000 && /^[a-z][a-z-]+$/.test(word)))
      consider(word, 'vectors', false);
  }
  const sorted = [...candidates.values()].sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
  const kept: RelatedTerm[] = [];
  for (const candidate of sorted) {
    if (kept.length >= MAX_RELATED_TERMS) break;
    if (candidate.score < 0.45) break;
    if (kept.some((item) => repeatsTopic(candidate.term, [item.term]))) continue;
    kept.push(candidate);
  }
  return kept;
}

const FILLER = new Set(['free', 'online', 'cheap', 'best', 'easy']);

/** The term's most frequent noun sense in an allowed category, if any. */
export function bestSense(lexicon: Lexicon, term: string, allowed: ReadonlySet<Lexfile>): number | undefined {
  for (const sense of lexicon.senses(term, 'noun').slice(0, 3))
    if (allowed.has(lexicon.lexfile(sense.synset))) return sense.synset;
  return undefined;
}
