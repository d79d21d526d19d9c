import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { WordVectors } from './word-vectors.ts';

/**
 * Reads the shipped word vectors once per thread (about 11 MB, tens of milliseconds). The
 * files are found through the package, so this works from the sources, the tests and the
 * bundled server alike (the bundle resolves @citable/engine in node_modules).
 */
let loaded: WordVectors | undefined;

export function loadWordVectors(): WordVectors {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const folder = path.join(
    path.dirname(require.resolve('@citable/engine/package.json')),
    'models/glove-100k',
  );
  const meta = JSON.parse(readFileSync(path.join(folder, 'meta.json'), 'utf8')) as {
    dimensions: number;
    scale: number;
  };
  const words = readFileSync(path.join(folder, 'words.txt'), 'utf8').split('\n');
  if (words.at(-1) === '') words.pop();
  const bytes = readFileSync(path.join(folder, 'vectors.i8'));
  const rows = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  loaded = new WordVectors(words, rows, meta.dimensions, meta.scale);
  return loaded;
}
