// Is the page's order its own? Coherent text has each sentence pick up words of the one before
// it, and each heading announce the words of the section under it (lexical cohesion: Halliday
// and Hasan, 1976). How much is "much" differs between a chatty essay and a glossary, so the
// page is compared with itself: the same sentences (or paragraphs) in random orders, as in the
// shuffle test of Barzilay and Lapata (2008). The result is how many standard deviations the
// page's own order stands above its shuffles: near 0 when the order carries nothing, which is
// what text shuffled by sentence or by paragraph gives, and well above 0 for written text.
//
// Three more signs of order join the word chain, each tested against the same shuffles and the
// four combined as independent tests (Stouffer's sum of z-scores): sentences that point back
// ("However", "It", "These") placed where nothing comes before them, at the start of a section
// or a paragraph (Halliday and Hasan's reference and conjunction ties); sequence openers
// ("First", "Second", "Finally") out of their order; and openings that announce what follows
// (a section's first sentence takes up its heading, a page's first is its most central: the
// topic sentence of composition handbooks).

/** One unit of reading order: a heading, a prose sentence or another block's text. */
export interface OrderUnit {
  keys: ReadonlySet<string>;
  /** 'heading' units stay where they are; 'prose' units are what shuffles move. */
  role: 'heading' | 'prose' | 'fixed';
  /** The block the unit belongs to, so paragraphs can be shuffled whole. */
  block: number;
  /** Opens with a word that points back to an earlier sentence ("However", "It", "These"). */
  opensBack?: boolean;
  /** Its place in a numbered sequence when it opens with one ("First" 1, ... "Finally" last), else 0. */
  rank?: number;
}

/** Enough orders to estimate the spread, few enough to cost well under a millisecond a page. */
const SHUFFLES = 16;
/** The figure is capped: past a few deviations the order is plainly the page's own. */
const MAX_EVIDENCE = 6;

/**
 * A small seeded generator (mulberry32): the same page gives the same figure on every run. The
 * adversarial variants (testing/make-variants.ts) draw from it too.
 */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A slot's keys as sorted ids, with the slot's total weight: compared by a merge, not hashing. */
interface Slot {
  ids: Int32Array;
  mass: number;
  opensBack: boolean;
  rank: number;
}

/** What a slot carries besides its words: its opener, read from its first sentence. */
interface SlotCues {
  opensBack: boolean;
  rank: number;
}

/**
 * Weighted overlap of two slots: each key weighs by its rarity in the page (inverse unit
 * frequency), so the page's topic word, shared by everything, says little about order. Keys
 * become integer ids first: every slot is compared dozens of times, and a merge of two sorted
 * id arrays is several times faster than looking strings up in sets.
 */
function makeSlots(
  sets: readonly ReadonlySet<string>[],
  cues: readonly SlotCues[],
): {
  slots: Slot[];
  similarity: (a: Slot, b: Slot) => number;
} {
  const ids = new Map<string, number>();
  const frequency: number[] = [];
  for (const set of sets)
    for (const key of set) {
      let id = ids.get(key);
      if (id === undefined) {
        id = ids.size;
        ids.set(key, id);
        frequency.push(0);
      }
      frequency[id] = (frequency[id] ?? 0) + 1;
    }
  const weight = Float64Array.from(frequency, (count) => Math.log((sets.length + 1) / count));
  const slots = sets.map((set, at) => {
    const own = Int32Array.from(set, (key) => ids.get(key) ?? 0).sort();
    let mass = 0;
    for (const id of own) mass += weight[id] ?? 0;
    return { ids: own, mass, opensBack: cues[at]?.opensBack ?? false, rank: cues[at]?.rank ?? 0 };
  });
  const similarity = (a: Slot, b: Slot) => {
    if (a.mass === 0 || b.mass === 0) return 0;
    let shared = 0;
    let i = 0;
    let j = 0;
    while (i < a.ids.length && j < b.ids.length) {
      const x = a.ids[i] as number;
      const y = b.ids[j] as number;
      if (x === y) {
        shared += weight[x] ?? 0;
        i++;
        j++;
      } else if (x < y) i++;
      else j++;
    }
    return shared / Math.sqrt(a.mass * b.mass);
  };
  return { slots, similarity };
}

/**
 * Mean similarity of each slot to the two slots before it (the nearer counting double) and to
 * the heading it sits under: how a reader links a sentence to what came just before and to
 * what its section announced.
 */
function chainScore(
  sequence: readonly Slot[],
  headingOf: readonly number[],
  similarity: (a: Slot, b: Slot) => number,
): number {
  let total = 0;
  let weights = 0;
  for (let i = 1; i < sequence.length; i++) {
    const here = sequence[i] as Slot;
    total += 2 * similarity(sequence[i - 1] as Slot, here);
    weights += 2;
    if (i >= 2) {
      total += similarity(sequence[i - 2] as Slot, here);
      weights += 1;
    }
    const heading = headingOf[i] ?? -1;
    if (heading >= 0 && heading < i - 1) {
      total += similarity(sequence[heading] as Slot, here);
      weights += 1;
    }
  }
  return weights > 0 ? total / weights : 0;
}

/**
 * Sentences that point back placed where nothing comes before them: the first slot after a
 * heading or of the page, and the first slot of a paragraph (`opensParagraph`). Negated, so
 * that more is better, as for the chain.
 */
function strandedOpeners(sequence: readonly Slot[], opensParagraph: readonly boolean[]): number {
  let stranded = 0;
  for (let i = 0; i < sequence.length; i++)
    if (opensParagraph[i] && sequence[i]?.opensBack) stranded++;
  return -stranded;
}

/**
 * Sequence openers out of order: a numbered opener ("Second", "Finally") that comes after one of
 * the same or a later place, unless it starts a new sequence ("First"). Negated.
 */
function sequenceBreaks(sequence: readonly Slot[]): number {
  let last = 0;
  let breaks = 0;
  for (const slot of sequence) {
    if (slot.rank === 0) continue;
    if (slot.rank !== 1 && slot.rank <= last) breaks++;
    last = slot.rank;
  }
  return -breaks;
}

/**
 * Openings that announce: the first slot under a heading shares most with that heading, and the
 * page's first slot is the one that shares most with everything after it (an introduction says
 * what the page is about).
 */
function leadFit(
  sequence: readonly Slot[],
  headingOf: readonly number[],
  similarity: (a: Slot, b: Slot) => number,
): number {
  let total = 0;
  for (let i = 1; i < sequence.length; i++)
    if (headingOf[i] === i - 1 && headingOf[i - 1] === i - 1)
      total += similarity(sequence[i - 1] as Slot, sequence[i] as Slot);
  const first = headingOf.findIndex((heading, at) => heading !== at);
  if (first >= 0 && sequence.length - first > 2) {
    let central = 0;
    for (let j = first + 1; j < sequence.length; j++)
      central += similarity(sequence[first] as Slot, sequence[j] as Slot);
    total += central / (sequence.length - first - 1);
  }
  return total;
}

function shuffleInPlace<T>(items: T[], next: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
}

/** One test's figure: the page's own value against the shuffles', in standard deviations. */
function zOf(own: number, scores: readonly number[], floor: number): number | null {
  const mean = scores.reduce((sum, s) => sum + s, 0) / scores.length;
  const sd = Math.sqrt(scores.reduce((sum, s) => sum + (s - mean) ** 2, 0) / scores.length);
  // Every shuffle alike: the test says nothing about this page (no openers to misplace).
  if (sd === 0 && own === mean) return null;
  // A floor on the spread: a page whose shuffles all score alike must not turn a hair's
  // difference into many deviations.
  return (own - mean) / Math.max(sd, floor);
}

/** Spread floors: a hundredth of word overlap; a quarter of a misplaced opener. */
const CHAIN_FLOOR = 0.01;
const COUNT_FLOOR = 0.25;

/**
 * The page's order against SHUFFLES random orders of the movable pieces, in standard deviations
 * (0 when too few pieces move for a shuffle to mean anything: fewer than four). The word chain,
 * stranded openers, sequence breaks and announcing openings are each a test; their z-scores are summed and divided by
 * the root of their number (Stouffer), so a page shows its order by any of them.
 */
function standOut(
  sets: readonly ReadonlySet<string>[],
  cues: readonly SlotCues[],
  headingOf: readonly number[],
  opensParagraph: readonly boolean[],
  movable: readonly number[],
  seed: number,
): number {
  if (movable.length < 4) return 0;
  const { slots, similarity } = makeSlots(sets, cues);
  const measures = (sequence: readonly Slot[]) => [
    chainScore(sequence, headingOf, similarity),
    strandedOpeners(sequence, opensParagraph),
    sequenceBreaks(sequence),
    leadFit(sequence, headingOf, similarity),
  ];
  const own = measures(slots);
  const next = seeded(seed);
  const scores: number[][] = own.map(() => []);
  const pieces = movable.map((at) => slots[at] as Slot);
  const sequence = [...slots];
  for (let round = 0; round < SHUFFLES; round++) {
    shuffleInPlace(pieces, next);
    movable.forEach((at, k) => {
      sequence[at] = pieces[k] as Slot;
    });
    measures(sequence).forEach((value, k) => {
      scores[k]?.push(value);
    });
  }
  let sum = 0;
  let tests = 0;
  own.forEach((value, k) => {
    // The word tests (chain and openings) take the overlap floor, the counts a count's.
    const z = zOf(value, scores[k] ?? [], k === 0 || k === 3 ? CHAIN_FLOOR : COUNT_FLOOR);
    if (z === null) return;
    sum += z;
    tests++;
  });
  const z = tests > 0 ? sum / Math.sqrt(tests) : 0;
  return Math.max(-MAX_EVIDENCE, Math.min(MAX_EVIDENCE, z));
}

/**
 * How clearly the page's order is its own, in standard deviations above random orders: the
 * smaller of two tests, sentences moved anywhere among the prose sentences, and whole
 * paragraphs moved among the paragraphs. Text shuffled either way fails one of them.
 */
export function orderEvidence(units: readonly OrderUnit[], seed: number): number {
  if (units.length < 5) return 0;
  const headingsOf = (roles: readonly OrderUnit['role'][]) => {
    let last = -1;
    return roles.map((role, at) => {
      if (role === 'heading') last = at;
      return last;
    });
  };
  /** A prose slot opens a paragraph when the slot before it is another block or a heading. */
  const opensOf = (blocksOf: readonly number[], roles: readonly OrderUnit['role'][]) =>
    roles.map((role, at) => role === 'prose' && (at === 0 || blocksOf[at - 1] !== blocksOf[at]));
  const cueOf = (unit: OrderUnit): SlotCues => ({
    opensBack: unit.opensBack ?? false,
    rank: unit.rank ?? 0,
  });
  const sentenceRoles = units.map((unit) => unit.role);
  const sentenceMovable = units.flatMap((unit, at) => (unit.role === 'prose' ? [at] : []));

  // Paragraphs whole: one slot per block, its sentences' keys together, its first sentence's
  // opener.
  const blockSlots: ReadonlySet<string>[] = [];
  const blockCues: SlotCues[] = [];
  const blockRoles: OrderUnit['role'][] = [];
  const blockMovable: number[] = [];
  let current = -1;
  for (const unit of units) {
    if (unit.role !== 'prose' || unit.block !== current) {
      blockSlots.push(new Set(unit.keys));
      blockCues.push(cueOf(unit));
      blockRoles.push(unit.role);
      if (unit.role === 'prose') blockMovable.push(blockSlots.length - 1);
      current = unit.role === 'prose' ? unit.block : -1;
    } else for (const key of unit.keys) (blockSlots.at(-1) as Set<string>).add(key);
  }
  const bySentence = standOut(
    units.map((unit) => unit.keys),
    units.map(cueOf),
    headingsOf(sentenceRoles),
    opensOf(
      units.map((unit) => unit.block),
      sentenceRoles,
    ),
    sentenceMovable,
    seed,
  );
  const byParagraph = standOut(
    blockSlots,
    blockCues,
    headingsOf(blockRoles),
    // Whole paragraphs keep their own openers: what moves is which paragraph opens a section.
    blockRoles.map(
      (role, at) => role === 'prose' && (at === 0 || blockRoles[at - 1] === 'heading'),
    ),
    blockMovable,
    seed ^ 0x9e3779b9,
  );
  return blockMovable.length < 4 ? bySentence : (bySentence + byParagraph) / Math.SQRT2;
}
