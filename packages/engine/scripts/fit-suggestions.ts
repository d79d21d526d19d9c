// Chooses, for each suggestion type, the need value from which it is shown: the lowest at which
// the raters of the training pages agreed with it (ticked its label, corpus/RATING.md) on at
// least 80% of the pages it fires on, with at least MIN_FIRED pages. Writes
// src/report/suggestion-thresholds.json. Run from the repository root:
//   npm run fit:suggestions
// Dev pages are only measured (printed), never used to choose. Deterministic.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPage } from '../src/document/read-page.ts';
import { measurePage } from '../src/measure/measure-page.ts';
import { readPageFacts } from '../src/report/page-facts.ts';
import {
  NEED_LABELS,
  type NeedLabel,
  SUGGESTION_TYPES,
  type SuggestionThreshold,
} from '../src/report/suggestions.ts';
import { type CorpusPage, loadCorpus } from '../src/testing/corpus.server.ts';

const PRECISION = 0.8;
const MIN_FIRED = 5;

interface Row {
  page: CorpusPage;
  values: Record<NeedLabel, number>;
  composes: Record<NeedLabel, boolean>;
}

const rated = loadCorpus().filter((page) => page.rating !== null && page.split !== null);
const rows: Row[] = rated.map((page) => {
  const tree = readPage(page.text);
  const facts = readPageFacts(tree, measurePage(tree));
  return {
    page,
    values: Object.fromEntries(
      NEED_LABELS.map((need) => [need, SUGGESTION_TYPES[need].need(facts)]),
    ) as Record<NeedLabel, number>,
    composes: Object.fromEntries(
      NEED_LABELS.map((need) => [need, SUGGESTION_TYPES[need].compose(facts) !== null]),
    ) as Record<NeedLabel, boolean>,
  };
});
const train = rows.filter((row) => row.page.split === 'train');
const dev = rows.filter((row) => row.page.split === 'dev');

function choose(need: NeedLabel): SuggestionThreshold {
  const candidates = train
    .filter((row) => row.composes[need] && Number.isFinite(row.values[need]))
    .sort((a, b) => b.values[need] - a.values[need]);
  let best: SuggestionThreshold = { from: null, precision: 0, fired: 0 };
  let right = 0;
  candidates.forEach((row, index) => {
    if (row.page.needs.includes(need)) right++;
    const fired = index + 1;
    const next = candidates[index + 1];
    // A threshold sits between distinct values only.
    if (next && next.values[need] === row.values[need]) return;
    if (fired >= MIN_FIRED && right / fired >= PRECISION)
      best = { from: round(row.values[need]), precision: round(right / fired), fired };
  });
  return best;
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}

function precisionOn(group: Row[], need: NeedLabel, threshold: SuggestionThreshold) {
  if (threshold.from === null) return 'never shown';
  const fired = group.filter(
    (row) => row.composes[need] && row.values[need] >= (threshold.from ?? 0),
  );
  if (fired.length === 0) return 'fires on none';
  const right = fired.filter((row) => row.page.needs.includes(need)).length;
  return `${Math.round((100 * right) / fired.length)}% of ${fired.length}`;
}

const thresholds = Object.fromEntries(NEED_LABELS.map((need) => [need, choose(need)])) as Record<
  NeedLabel,
  SuggestionThreshold
>;
if (!process.argv.includes('--dry-run')) {
  const out = join(
    dirname(fileURLToPath(import.meta.url)),
    '../src/report/suggestion-thresholds.json',
  );
  writeFileSync(
    out,
    `${JSON.stringify(
      {
        about: `Chosen by scripts/fit-suggestions.ts (npm run fit:suggestions) on the ${train.length} rated training pages of corpus/: each type from the lowest need value where the raters agreed on at least ${PRECISION * 100}% of at least ${MIN_FIRED} pages.`,
        thresholds,
      },
      null,
      2,
    )}\n`,
  );
}
console.log('type                train                  dev');
for (const need of NEED_LABELS)
  console.log(
    `${need.padEnd(19)} ${precisionOn(train, need, thresholds[need]).padEnd(22)} ${precisionOn(dev, need, thresholds[need])}`,
  );
const genres = [...new Set(train.map((row) => row.page.genre))].sort();
console.log('\nPer genre on the training pages (precision of the types that fire):');
for (const genre of genres) {
  const group = train.filter((row) => row.page.genre === genre);
  const parts = NEED_LABELS.map((need) => {
    const result = precisionOn(group, need, thresholds[need]);
    return result.includes('%') ? `${need} ${result}` : null;
  }).filter(Boolean);
  console.log(`${genre.padEnd(11)} ${parts.join('; ')}`);
}
