// Two questions about real question/answer text that Citable's authors did not write
// (Debian's FAQ files), each answer indexed as one document and each real question asked of
// the index by keyword retrieval (BM25) and by semantic retrieval (the shipped word vectors):
// 1. Does the analyzer's Retrievability & Extractability score predict retrieval? Each answer
//    is analyzed alone, its question hidden; Spearman(score, 1/rank of the answer for its real
//    question) should be at least 0.5 (issue 10), above the answer's word count.
// 2. Does Content Improvement make text easier to find? (DESIGN.md 4.) The answers are indexed
//    once as written and once as rewritten by the builtin `improveText`.
// The engine's weights were chosen on the first FAQ files (FAQ_FILES), so question 1 is
// reported on those ("tuning"), on files added later and never tuned on ("held-out": another
// Debian FAQ and the question-headed READMEs of the installed npm packages), and on all.
// The figures are rank-based and deterministic, so one run is the measurement.
// Run from the repository root: npx tsx bench/retrieval/run.ts (add --misses to print the
// tuning pairs on which the passage score and retrieval disagree most).
import { analyzeDocument, improveText, scorePassage } from '@citable/engine';
import { loadWordVectors } from '@citable/engine/word-vectors.server';
import { createBm25 } from './bm25.ts';
import { createEmbeddingRanker } from './embeddings.ts';
import {
  FAQ_FILES,
  type FaqPair,
  HELD_OUT_FAQ_FILES,
  loadFaqPairs,
  takePerFile,
  tooFewPairsMessage,
} from './load-faq-pairs.ts';
import { loadReadmePairs } from './load-readme-pairs.ts';
import { printMisses } from './print-misses.ts';
import { matchFaqPassages } from './score-faq-passages.ts';
import { spearman } from './spearman.ts';
import { tokenize } from './tokenize.ts';

/**
 * At most this many pairs from one file are asked, so that no single FAQ decides the result;
 * every answer of every file is indexed, as the whole FAQ is on the web and the engine tests
 * each passage against all of its file.
 */
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

const { pairs: all, missing } = loadFaqPairs([...FAQ_FILES, ...HELD_OUT_FAQ_FILES]);
all.push(...loadReadmePairs());
const tuning = new Set<string>(FAQ_FILES);
if (missing.length) console.log(`Not installed here (skipped): ${missing.join(', ')}`);
const pairs = takePerFile(all, PER_FILE);
if (pairs.length < 30) {
  console.log(tooFewPairsMessage(pairs.length));
  process.exit(0);
}

/** Questions asked per file, for the summary line. */
const perFile = new Map<string, number>();
for (const pair of pairs) perFile.set(pair.source, (perFile.get(pair.source) ?? 0) + 1);

const vectors = loadWordVectors();
const knowledge = { vectors };
const originals = pairs.map((pair) => pair.answer);
const poolOf = pairs.map((pair) => all.indexOf(pair));
const indexed = all.map((pair) => pair.answer);
const rewrites = all.map((pair) => publishable(improveText(pair.answer).improvedContent));
const queries = pairs.map((pair) => pair.question);
const wordsIn = (texts: string[]) =>
  Math.round(
    texts.reduce((sum, text) => sum + text.split(/\s+/).filter(Boolean).length, 0) / texts.length,
  );

console.log(
  `${pairs.length} questions asked of ${all.length} answers from ${perFile.size} files (at most ${PER_FILE} asked per file; ${pairs.filter((pair) => !tuning.has(pair.source)).length} held out from ${[...perFile.keys()].filter((file) => !tuning.has(file)).length} files); answers average ${wordsIn(indexed)} words as written, ${wordsIn(rewrites)} as rewritten.\n`,
);

const rows: { method: string; original: Metrics; improved: Metrics }[] = [];
{
  const index = (texts: string[]) => createBm25(texts.map((text) => tokenize(text, true)));
  const original = index(indexed);
  const improved = index(rewrites);
  rows.push({
    method: 'keyword (BM25)',
    original: evaluate(
      (q) => rankOf(original(tokenize(queries[q] ?? '', true)), poolOf[q] ?? q),
      pairs.length,
    ),
    improved: evaluate(
      (q) => rankOf(improved(tokenize(queries[q] ?? '', true)), poolOf[q] ?? q),
      pairs.length,
    ),
  });
}
{
  const index = (texts: string[]) =>
    createEmbeddingRanker(
      vectors,
      texts.map((text) => tokenize(text, false)),
    );
  const original = index(indexed);
  const improved = index(rewrites);
  rows.push({
    method: 'semantic (word vectors)',
    original: evaluate(
      (q) => rankOf(original(tokenize(queries[q] ?? '', false)), poolOf[q] ?? q),
      pairs.length,
    ),
    improved: evaluate(
      (q) => rankOf(improved(tokenize(queries[q] ?? '', false)), poolOf[q] ?? q),
      pairs.length,
    ),
  });
}

// 1. Validity of the Retrievability score. (a) As a writer uses it: each FAQ file analyzed
// whole, questions included, and the score of the passage holding each answer. (b) Harder:
// each answer analyzed alone, its question hidden, scored by the criterion.
const inverseRanks = rows.map(({ method, original }) => ({
  method,
  inverse: original.ranks.map((rank) => 1 / rank),
}));
const matched = matchFaqPassages(pairs, knowledge).map((match) => match?.test ?? null);
const passageScores = matched.map((test) => (test ? scorePassage(test) : null));
const wordCounts = originals.map((answer) => answer.split(/\s+/).filter(Boolean).length);
const RETRIEVABILITY = 'Retrievability & Extractability';
const scores = originals.map(
  (answer) =>
    analyzeDocument(answer, knowledge).criteria.find((c) => c.name === RETRIEVABILITY)?.score ?? 0,
);
const subsets = [
  { name: 'tuning', keep: (pair: FaqPair) => tuning.has(pair.source) },
  { name: 'held-out', keep: (pair: FaqPair) => !tuning.has(pair.source) },
  { name: 'all', keep: () => true },
];

/** Spearman of `values` with 1/rank, on the pairs of each subset that have a value. */
function table(label: string, values: (number | null)[]) {
  console.log(
    `${'pairs'.padEnd(9)} ${'n'.padStart(4)}   ${'retriever'.padEnd(24)} ${label.padStart(14)}   baseline: word count`,
  );
  for (const subset of subsets) {
    const kept = pairs.flatMap((pair, index) =>
      subset.keep(pair) && values[index] !== null && values[index] !== undefined ? [index] : [],
    );
    for (const { method, inverse } of inverseRanks) {
      const pick = (from: readonly (number | null)[]) => kept.map((index) => from[index] ?? 0);
      console.log(
        `${subset.name.padEnd(9)} ${String(kept.length).padStart(4)}   ${method.padEnd(24)} ${spearman(pick(values), pick(inverse)).toFixed(3).padStart(14)}   ${spearman(pick(wordCounts), pick(inverse)).toFixed(3).padStart(20)}`,
      );
    }
  }
}

console.log(
  'Does the Retrievability score predict retrieval? Spearman with 1/rank of the true answer for its real question (target 0.5):',
);
console.log(
  `(a) each file analyzed whole; the score of the passage holding each answer (${passageScores.filter((score) => score !== null).length} of ${pairs.length} answers matched to a passage)`,
);
table('passage score', passageScores);
if (process.argv.includes('--misses'))
  for (const { method, original } of rows)
    printMisses(pairs, matched, { method, ranks: original.ranks }, (pair) =>
      tuning.has(pair.source),
    );
console.log('(b) each answer analyzed alone, its question hidden; the Retrievability criterion');
table('Retrievability', scores);
// What (b) can reach at most is bounded by what the answer alone says about its question. A
// reference that cheats by seeing the question, the share of its words the answer holds,
// shows that bound: no signal read from the answer alone is likely to beat it.
const overlap = pairs.map((pair) => {
  const asked = new Set(tokenize(pair.question, true));
  const held = new Set(tokenize(pair.answer, true));
  return [...asked].filter((token) => held.has(token)).length / Math.max(1, asked.size);
});
console.log("reference, seeing the question: the share of the question's words in the answer");
table('word overlap', overlap);
const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
console.log(
  `Retrievability of the answers: mean ${mean(scores).toFixed(1)}, from ${Math.min(...scores)} to ${Math.max(...scores)}\n`,
);
console.log('Does Content Improvement make the answers easier to find?');

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
