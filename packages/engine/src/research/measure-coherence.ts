import type { Document } from '../document/types.ts';
import { contentKeys } from './content-keys.ts';

// Lexical cohesion (Halliday and Hasan, 1976): in coherent text each sentence picks up words of
// the sentences just before it. Measured against the same text's own baseline (sentences far
// apart), so a technical glossary and a chatty essay are each judged against themselves, and
// shuffling the sentences brings the two figures together.

export interface CoherenceResearch {
  /** Sentences compared (prose sentences with at least one content word). */
  sentences: number;
  /** Mean share of a sentence's content keys found in the two sentences before it. */
  adjacent: number;
  /** The same share against two sentences half the text away. */
  baseline: number;
  /** adjacent ÷ baseline; about 1 for shuffled text, well above 1 for written text. */
  ratio: number;
}

/** How many sentences before each one count as its neighbours. */
const WINDOW = 2;
const BASELINE_OFFSETS = 5;

/**
 * Each key weighs by how rare it is in the text (inverse sentence frequency): the topic of the
 * whole text ("cold brew" in an article on cold brew) joins every pair of sentences alike and
 * says little about order, while a word two neighbours share and few others use says much.
 */
function weighKeys(sets: readonly Set<string>[]): Map<string, number> {
  const frequency = new Map<string, number>();
  for (const set of sets) for (const key of set) frequency.set(key, (frequency.get(key) ?? 0) + 1);
  const weights = new Map<string, number>();
  for (const [key, count] of frequency) weights.set(key, Math.log((sets.length + 1) / count));
  return weights;
}

export function measureCoherence(document: Document): CoherenceResearch {
  const keys = document.sentences
    .filter((sentence) => sentence.kind !== 'table')
    .map((sentence) => contentKeys(sentence.words))
    .filter((set) => set.size > 0);
  const weights = weighKeys(keys);
  // Each sentence's keys with their weights, read once: every sentence is compared six times.
  const weighed = keys.map((set) => {
    const own = [...set];
    const ownWeights = own.map((key) => weights.get(key) ?? 0);
    let total = 0;
    for (const weight of ownWeights) total += weight;
    return { own, ownWeights, total };
  });
  const overlap = (at: number, first: ReadonlySet<string>, second: ReadonlySet<string>) => {
    const { own, ownWeights, total } = weighed[at] as (typeof weighed)[number];
    let shared = 0;
    for (let k = 0; k < own.length; k++) {
      const key = own[k] as string;
      if (first.has(key) || second.has(key)) shared += ownWeights[k] as number;
    }
    return total === 0 ? 0 : shared / total;
  };
  const count = keys.length;
  if (count <= WINDOW * 2) return { sentences: count, adjacent: 0, baseline: 0, ratio: 1 };
  // Several far offsets, so the baseline does not hang on one arbitrary pairing.
  const offsets = Array.from({ length: BASELINE_OFFSETS }, (_, k) =>
    Math.floor((count * (k + 1)) / (BASELINE_OFFSETS + 1)),
  );
  let adjacent = 0;
  let baseline = 0;
  for (let i = WINDOW; i < count; i++) {
    adjacent += overlap(i, keys[i - 1] as Set<string>, keys[i - 2] as Set<string>);
    let far = 0;
    for (const offset of offsets) {
      const j = (i + offset) % count;
      far += overlap(i, keys[j] as Set<string>, keys[(j + 1) % count] as Set<string>);
    }
    baseline += far / offsets.length;
  }
  const pairs = count - WINDOW;
  adjacent /= pairs;
  baseline /= pairs;
  const ratio = baseline === 0 ? (adjacent > 0 ? 2 : 1) : adjacent / baseline;
  return { sentences: count, adjacent, baseline, ratio };
}
