/**
 * WordNet 3.1 as the keyword research's ontology: senses, lexicographer categories and the
 * relations between synsets, read from the compact index in models/wordnet-3.1 (built by
 * tools/wordnet/build.mjs, which documents the layout). Pure: it is built from the bytes,
 * reading them is load-topic-knowledge.server.ts's job.
 */
import tables from './lexicon.json' with { type: 'json' };

/**
 * WordNet's lexicographer files, numbered as in lexnames(5WN), and its pointer kinds in the
 * order tools/wordnet/build.mjs numbers them: lexicon.json.
 */
export const LEXFILES = tables.lexfiles as readonly Lexfile[];
export type Lexfile = `${'adj' | 'adv' | 'noun' | 'verb'}.${string}`;

const POINTERS = tables.pointers as readonly Relation[];
/** A pointer kind of lexicon.json ("hypernym", "partMeronym"...). */
export type Relation = string;

export type PartOfSpeech = 'noun' | 'verb' | 'adjective' | 'adverb';
const POS: PartOfSpeech[] = ['noun', 'verb', 'adjective', 'adjective', 'adverb'];

export interface Sense {
  synset: number;
  /** How often the sense was tagged in WordNet's corpus: the weight of a reading. */
  tagCount: number;
}

export interface Link {
  relation: Relation;
  synset: number;
  /** The lemma the link starts from and ends at (lexical links), or undefined for the synset. */
  fromLemma?: string;
  toLemma?: string;
}

export class Lexicon {
  readonly synsetCount: number;
  /** lemmas.txt as one string, and where each line starts: no string or map entry per lemma. */
  readonly #lemmaText: string;
  readonly #lineStart: Uint32Array;
  readonly #pos: Uint8Array;
  readonly #lexfile: Uint8Array;
  readonly #memberStart: Uint32Array;
  readonly #members: Uint32Array;
  readonly #pointerStart: Uint32Array;
  readonly #pointerTarget: Uint32Array;
  readonly #pointerInfo: Uint32Array;
  readonly #senseStart: Uint32Array;
  readonly #senses: Uint32Array;
  readonly #tagCounts: Uint16Array;

  constructor(bytes: Uint8Array, lemmaText: string) {
    const magic = String.fromCharCode(...bytes.subarray(0, 4));
    if (magic !== 'WN31') throw new Error('WordNet index: not a WN31 file');
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const [S, M, P, L, E] = [0, 1, 2, 3, 4].map((index) => view.getUint32(4 + index * 4, true)) as [
      number,
      number,
      number,
      number,
      number,
    ];
    // Typed arrays need aligned offsets: copy when the file's bytes are not on a 4-byte boundary.
    const buffer = bytes.byteOffset % 4 === 0 ? bytes.buffer : bytes.slice().buffer;
    let at = (bytes.byteOffset % 4 === 0 ? bytes.byteOffset : 0) + 24;
    const align = (size: number) => Math.ceil(size / 4) * 4;
    const u8 = (length: number) => {
      const array = new Uint8Array(buffer, at, length);
      at += align(length);
      return array;
    };
    const u32 = (length: number) => {
      const array = new Uint32Array(buffer, at, length);
      at += length * 4;
      return array;
    };
    this.synsetCount = S;
    this.#pos = u8(S);
    this.#lexfile = u8(S);
    this.#memberStart = u32(S + 1);
    this.#members = u32(M);
    this.#pointerStart = u32(S + 1);
    this.#pointerTarget = u32(P);
    this.#pointerInfo = u32(P);
    this.#senseStart = u32(L + 1);
    this.#senses = u32(E);
    this.#tagCounts = new Uint16Array(buffer, at, E);
    this.#lemmaText = lemmaText.endsWith('\n') ? lemmaText : `${lemmaText}\n`;
    this.#lineStart = new Uint32Array(L + 1);
    let line = 0;
    for (
      let index = this.#lemmaText.indexOf('\n');
      index >= 0 && line < L;
      index = this.#lemmaText.indexOf('\n', index + 1)
    )
      this.#lineStart[++line] = index + 1;
    if (line !== L) throw new Error(`WordNet index: ${L} lemmas expected, ${line} read`);
  }

  #line(id: number): string {
    return this.#lemmaText.slice(this.#lineStart[id]!, this.#lineStart[id + 1]! - 1);
  }

  #lemma(id: number): string {
    const line = this.#line(id);
    const tab = line.indexOf('\t');
    return tab < 0 ? line : line.slice(0, tab);
  }

  #display(id: number): string {
    const line = this.#line(id);
    const tab = line.indexOf('\t');
    return tab < 0 ? line : line.slice(tab + 1);
  }

  // Lookups repeat within and across researches; the cache only saves time, and stays small.
  readonly #found = new Map<string, number | undefined>();

  /** The lemma's line, found by binary search (lemmas.txt is sorted as JavaScript sorts). */
  #lemmaId(lemma: string): number | undefined {
    if (this.#found.has(lemma)) return this.#found.get(lemma);
    const id = this.#search(lemma);
    if (this.#found.size >= 50_000) this.#found.clear();
    this.#found.set(lemma, id);
    return id;
  }

  #search(lemma: string): number | undefined {
    let low = 0;
    let high = this.#lineStart.length - 2;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const found = this.#lemma(middle);
      if (found === lemma) return middle;
      if (found < lemma) low = middle + 1;
      else high = middle - 1;
    }
    return undefined;
  }

  /** The lemmas that start with a prefix ("wedding " gives "wedding cake", "wedding dress"...). */
  lemmasStartingWith(prefix: string, limit = 200): string[] {
    let low = 0;
    let high = this.#lineStart.length - 2;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.#lemma(middle) < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let id = low; id < this.#lineStart.length - 1 && found.length < limit; id += 1) {
      const lemma = this.#lemma(id);
      if (!lemma.startsWith(prefix)) break;
      found.push(lemma);
    }
    return found;
  }

  has(lemma: string): boolean {
    return this.#lemmaId(lemma.toLowerCase()) !== undefined;
  }

  /** The senses of a lemma, most frequent first, of one part of speech or all. */
  senses(lemma: string, pos?: PartOfSpeech): Sense[] {
    const id = this.#lemmaId(lemma.toLowerCase());
    if (id === undefined) return [];
    const found: Sense[] = [];
    for (let index = this.#senseStart[id]!; index < this.#senseStart[id + 1]!; index += 1) {
      const synset = this.#senses[index]!;
      if (pos && this.pos(synset) !== pos) continue;
      found.push({ synset, tagCount: this.#tagCounts[index]! });
    }
    return found;
  }

  pos(synset: number): PartOfSpeech {
    return POS[this.#pos[synset]!]!;
  }

  lexfile(synset: number): Lexfile {
    return LEXFILES[this.#lexfile[synset]!]!;
  }

  /** The synset's lemmas as WordNet writes them ("Paris", "running shoe"). */
  members(synset: number): string[] {
    const words: string[] = [];
    for (
      let index = this.#memberStart[synset]!;
      index < this.#memberStart[synset + 1]!;
      index += 1
    ) {
      const id = this.#members[index]!;
      words.push(this.#display(id));
    }
    return words;
  }

  links(synset: number, relations?: readonly Relation[]): Link[] {
    const found: Link[] = [];
    for (
      let index = this.#pointerStart[synset]!;
      index < this.#pointerStart[synset + 1]!;
      index += 1
    ) {
      const info = this.#pointerInfo[index]!;
      const relation = POINTERS[info & 0xff]!;
      if (relations && !relations.includes(relation)) continue;
      const target = this.#pointerTarget[index]!;
      const from = (info >> 8) & 0xff;
      const to = (info >> 16) & 0xff;
      found.push({
        relation,
        synset: target,
        ...(from ? { fromLemma: this.members(synset)[from - 1]?.toLowerCase() } : {}),
        ...(to ? { toLemma: this.members(target)[to - 1] } : {}),
      });
    }
    return found;
  }

  /** The synsets one relation leads to. */
  related(synset: number, ...relations: Relation[]): number[] {
    return this.links(synset, relations).map((link) => link.synset);
  }

  /** Every hypernym above the synset (instance hypernyms included), nearest first. */
  ancestors(synset: number, limit = 20): number[] {
    const seen = new Set<number>();
    let level = [synset];
    for (let depth = 0; depth < limit && level.length > 0; depth += 1) {
      const next: number[] = [];
      for (const item of level) {
        for (const parent of this.related(item, 'hypernym', 'instanceHypernym')) {
          if (seen.has(parent)) continue;
          seen.add(parent);
          next.push(parent);
        }
      }
      level = next;
    }
    return [...seen];
  }

  // Wu-Palmer similarity reads the same chains again and again; they never change.
  readonly #ancestorDepths = new Map<number, Map<number, number>>();
  readonly #depths = new Map<number, number>();

  /** The distance of each ancestor (0 for the synset itself). */
  ancestorDepths(synset: number): Map<number, number> {
    const known = this.#ancestorDepths.get(synset);
    if (known) return known;
    const depths = new Map<number, number>([[synset, 0]]);
    this.#ancestorDepths.set(synset, depths);
    let level = [synset];
    for (let depth = 1; level.length > 0 && depth < 20; depth += 1) {
      const next: number[] = [];
      for (const item of level) {
        for (const parent of this.related(item, 'hypernym', 'instanceHypernym')) {
          if (depths.has(parent)) continue;
          depths.set(parent, depth);
          next.push(parent);
        }
      }
      level = next;
    }
    return depths;
  }

  /** How deep the synset sits below the root (entity is 0), by its shortest chain. */
  depth(synset: number): number {
    const known = this.#depths.get(synset);
    if (known !== undefined) return known;
    const depth = this.#measureDepth(synset);
    this.#depths.set(synset, depth);
    return depth;
  }

  #measureDepth(synset: number): number {
    let depth = 0;
    let level = [synset];
    const seen = new Set(level);
    while (level.length > 0 && depth < 25) {
      const next: number[] = [];
      for (const item of level) {
        const parents = this.related(item, 'hypernym', 'instanceHypernym');
        if (parents.length === 0) return depth;
        for (const parent of parents) {
          if (seen.has(parent)) continue;
          seen.add(parent);
          next.push(parent);
        }
      }
      level = next;
      depth += 1;
    }
    return depth;
  }

  /**
   * Wu-Palmer similarity of two noun or verb synsets: 2 x depth of their lowest common
   * hypernym / (depth of one + depth of the other), 0 when they share none.
   */
  similarity(a: number, b: number): number {
    if (a === b) return 1;
    const up = this.ancestorDepths(a);
    const other = this.ancestorDepths(b);
    let best = 0;
    for (const [ancestor, fromA] of up) {
      const fromB = other.get(ancestor);
      if (fromB === undefined) continue;
      const depth = this.depth(ancestor) + 1;
      const score = (2 * depth) / (depth + fromA + depth + fromB);
      if (score > best) best = score;
    }
    return best;
  }

  /** Whether one of the synset's hypernyms (or itself) has one of the lemmas. */
  isA(synset: number, lemmas: ReadonlySet<string>): boolean {
    for (const item of [synset, ...this.ancestors(synset)])
      if (this.members(item).some((member) => lemmas.has(member.toLowerCase()))) return true;
    return false;
  }
}

/** The synsets of a lemma's first noun senses, most frequent first. */
export function nounSynsets(lexicon: Lexicon, lemma: string, count: number): number[] {
  return lexicon
    .senses(lemma, 'noun')
    .slice(0, count)
    .map((sense) => sense.synset);
}
