// The engine's cost on real pages: the English corpus pages of 700-1,400 words, each step of the
// pipeline timed over all of them, median of five runs, in milliseconds per 1,000 words.
// Run from the repository root: npx tsx bench/engine/corpus-speed.ts
import { analyzeDocument, countWords } from '@citable/engine';
import { readPage } from '../../packages/engine/src/document/read-page.ts';
import { measurePage } from '../../packages/engine/src/measure/measure-page.ts';
import { composeReport } from '../../packages/engine/src/report/compose-report.ts';
import { loadCorpus } from '../../packages/engine/src/testing/corpus.server.ts';

const RUNS = 5;
const pages = loadCorpus()
  .filter((page) => page.language === 'en')
  .map((page) => page.text)
  .filter((text) => countWords(text) >= 700 && countWords(text) <= 1400);
const words = pages.reduce((sum, text) => sum + countWords(text), 0);

const steps: [string, (text: string) => unknown][] = [
  ['read the page', (text) => readPage(text)],
  ['read and measure', (text) => measurePage(readPage(text))],
  ['scores and findings (report)', composeReport],
  ['whole analysis (analyzeDocument)', (text) => analyzeDocument(text)],
];

// One untimed pass loads the tagger's model and warms the code.
for (const [, run] of steps) for (const text of pages) run(text);
console.log(`${pages.length} English corpus pages, ${words} words; median of ${RUNS} runs`);
for (const [name, run] of steps) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    for (const text of pages) run(text);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)] ?? 0;
  console.log(`${name.padEnd(34)} ${((median / words) * 1000).toFixed(1)} ms per 1,000 words`);
}
