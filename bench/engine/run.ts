// Benchmark of the builtin analyzer (issue 3 "Figures"): median time to analyze 1,000, 10,000
// and 100,000-word texts, and yoastseo's content + SEO assessment on the same texts. The
// engine runs as the server runs it, with the shipped word vectors (issue 10: 1,000 words
// under 10 ms); the same text without them is the baseline of the semantic retriever's cost.
// It also prints how long a fresh engine worker thread takes to be ready (at most 1 s), and
// the engine's CPU time per 1,000 words with and without the vectors (median of the runs):
// on a machine shared with other work, CPU time is the figure to hold to the budget of
// about 10 ms per 1,000 words (DESIGN.md), since wall time also counts waiting for a core.
// Run from the repository root: npx tsx bench/engine/run.ts (add --engine-only to skip
// yoastseo, which takes most of the time; --cpu-only to stop after the CPU time figures).
import { analyzeText } from '@citable/engine';
import { loadTestKnowledge } from '../../packages/engine/src/semantic/test-knowledge.server.ts';
import { generateSections, renderHtml, renderMarkdown } from './generate-text.ts';
import { measureMedian } from './measure.ts';
import { measureCpuMedians } from './measure-cpu.ts';
import { measureWorkerReady } from './measure-worker-ready.ts';

// Fewer yoastseo runs on long texts keep the whole benchmark under about three minutes.
const SIZES = [
  { words: 1_000, engineRuns: 101, yoastRuns: 9 },
  { words: 10_000, engineRuns: 31, yoastRuns: 5 },
  { words: 100_000, engineRuns: 11, yoastRuns: 2 },
] as const;

const isEngineOnly = process.argv.includes('--engine-only');
// Loaded only when used, so --engine-only runs without the benchmark's own packages installed.
const { assessWithYoast } = isEngineOnly
  ? { assessWithYoast: (_html: string) => undefined }
  : await import('./yoast.ts');
const format = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));
const perThousand = (ms: number, words: number) => format((ms / words) * 1000);

const texts = SIZES.map(({ words }) => {
  const sections = generateSections(words);
  return { markdown: renderMarkdown(sections), html: renderHtml(sections) };
});

console.log(`Node ${process.version}`);
const ready = await measureWorkerReady(5);
console.log(
  ready
    ? `Engine worker ready (thread start, bundle and word vectors loaded): median ${format(ready[2] ?? 0)} ms of 5, slowest ${format(ready[4] ?? 0)} ms (target at most 1,000 ms)`
    : 'Engine worker ready time skipped: build the product first (cd apps/web && node scripts/build.mjs).',
);
const loadStart = performance.now();
const knowledge = loadTestKnowledge();
console.log(`Word vectors read in this thread: ${format(performance.now() - loadStart)} ms`);
console.log('Warming up...');
measureMedian(() => analyzeText(texts[0]?.markdown ?? '', knowledge), 1, 20);
if (!isEngineOnly) measureMedian(() => assessWithYoast(texts[0]?.html ?? ''), 1, 1);

// CPU time first, so that the wall-time runs below do not change the heap it starts with.
console.log('CPU time (user + system) of one analysis, markdown, median of the runs:');
for (const [index, { words, engineRuns }] of SIZES.entries()) {
  const markdown = texts[index]?.markdown ?? '';
  const [withVectors = 0, without = 1] = measureCpuMedians(
    [() => analyzeText(markdown, knowledge), () => analyzeText(markdown)],
    engineRuns,
    2,
  );
  console.log(
    `  ${words.toLocaleString('en-US')} words: ${perThousand(withVectors, words)} ms per 1,000 words with the word vectors, ${perThousand(without, words)} without (${(withVectors / without).toFixed(2)}x), median of ${engineRuns} (target about 10 ms per 1,000 words with the vectors)`,
  );
}

// On a busy machine the wall-time figures below say little and take minutes at 100,000 words.
if (process.argv.includes('--cpu-only')) process.exit(0);

const rows: string[][] = [];
const medians: number[] = [];
const baselines: number[] = [];
SIZES.forEach(({ words, engineRuns, yoastRuns }, index) => {
  const { markdown, html } = texts[index] as { markdown: string; html: string };
  const engineMarkdown = measureMedian(() => analyzeText(markdown, knowledge), engineRuns, 2);
  const engineHtml = measureMedian(() => analyzeText(html, knowledge), engineRuns, 2);
  const withoutVectors = measureMedian(() => analyzeText(markdown), engineRuns, 2);
  baselines.push(withoutVectors);
  console.log(
    `  ${words.toLocaleString('en-US')} words, markdown: ${format(engineMarkdown)} ms with the word vectors, ${format(withoutVectors)} ms without (${(engineMarkdown / withoutVectors).toFixed(2)}x), median of ${engineRuns}`,
  );
  const yoast = isEngineOnly ? Number.NaN : measureMedian(() => assessWithYoast(html), yoastRuns);
  medians.push(engineMarkdown);
  rows.push([
    words.toLocaleString('en-US'),
    `${format(engineMarkdown)} ms (${perThousand(engineMarkdown, words)}/1k)`,
    `${format(engineHtml)} ms`,
    String(engineRuns),
    isEngineOnly ? 'skipped' : `${format(yoast)} ms`,
    isEngineOnly ? '0' : String(yoastRuns),
    isEngineOnly ? '-' : `${Math.round(yoast / engineHtml)}x`,
  ]);
});

const header = [
  'words',
  'engine, markdown',
  'engine, HTML',
  'runs',
  'yoastseo, HTML',
  'runs',
  'yoast / engine',
];
const widths = header.map((title, column) =>
  Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
);
const line = (cells: string[]) =>
  cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
for (const row of rows) console.log(line(row));
const [small, medium, large] = medians as [number, number, number];
console.log(
  `\nGrowth (engine, markdown): 10k/1k = ${(medium / small).toFixed(1)}x, 100k/10k = ${(large / medium).toFixed(1)}x (linear is 10x)`,
);
