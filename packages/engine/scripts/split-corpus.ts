// Splits the labelled corpus into training and dev pages, once. Run from the repository root:
//   npm run split:corpus
// A page keeps its side forever: pages already in corpus/split.json are never moved, new pages
// are added. Within each (language, genre) group, pages are ordered by a hash of their id and
// every third goes to dev, so both sides hold every genre and language.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, loadCorpus } from '../src/testing/corpus.server.ts';

const file = join(CORPUS_DIR, 'split.json');
const current = existsSync(file)
  ? (JSON.parse(readFileSync(file, 'utf8')) as { about: string; train: string[]; dev: string[] })
  : { about: '', train: [], dev: [] };
const placed = new Set([...current.train, ...current.dev]);
const hash = (id: string) => createHash('sha256').update(id).digest('hex');

const groups = new Map<string, string[]>();
for (const page of loadCorpus()) {
  if (placed.has(page.id)) continue;
  const key = `${page.language}/${page.genre}`;
  groups.set(key, [...(groups.get(key) ?? []), page.id]);
}
let added = 0;
for (const ids of groups.values()) {
  ids.sort((a, b) => hash(a).localeCompare(hash(b)));
  ids.forEach((id, index) => {
    (index % 3 === 1 ? current.dev : current.train).push(id);
    added++;
  });
}
current.about =
  'Made by scripts/split-corpus.ts: every third page of each (language, genre) group, in the order of a hash of its id, is a dev page. Pages never change sides. Weights are fitted on train only; figures are reported on dev.';
current.train.sort();
current.dev.sort();
writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
console.log(`Added ${added} pages: ${current.train.length} training, ${current.dev.length} dev.`);
