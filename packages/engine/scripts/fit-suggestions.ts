// Fits, for each suggestion type, whether a page needs it: a logistic curve of the measures of
// NEED_FEATURES (each weight non-negative, so every measure keeps its declared direction) fitted
// to the raters' ticks of that label (corpus/RATING.md, "What the page needs") on the training
// pages. The type is shown from the lowest probability at which, held out of the fit (five
// folds), the raters agreed with it on at least 80% of at least MIN_FIRED pages. Writes
// src/report/suggestion-model.json. Run from the repository root:
//   npm run fit:suggestions            (add --dry-run to print without writing)
// Dev pages are only measured (printed), never used to choose. Deterministic.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Direction,
  type FeatureScale,
  standardise,
} from '../src/assessments/criterion-model.ts';
import { readPage } from '../src/document/read-page.ts';
import { GENRE_GROUP_NAMES, type GenreGroup } from '../src/measure/classify-genre.ts';
import { type FeatureName, measurePage } from '../src/measure/measure-page.ts';
import { readPageFacts } from '../src/report/page-facts.ts';
import {
  gateFor,
  gatingGroup,
  NEED_FEATURES,
  NEED_LABELS,
  type NeedGate,
  type NeedLabel,
  type NeedModel,
  needProbability,
  SUGGESTION_TYPES,
  type SuggestionModel,
} from '../src/report/suggestions.ts';
import { type CorpusPage, loadCorpus } from '../src/testing/corpus.server.ts';
import { featureScales, round } from './feature-scales.ts';
import { GENRE_GROUPS, genreInputsOf, heldOutGenres, stratifiedFolds } from './genre-fit.ts';

const PRECISION = 0.8;
const MIN_FIRED = 8;
const FOLDS = 5;
/** A group's own threshold needs room for MIN_FIRED firings and as many pages it does not fire on. */
const MIN_GROUP_PAGES = 2 * MIN_FIRED;
/** Ridge penalty: a handful of weights per type, on about 150 pages, must not chase single pages. */
const L2 = 0.05;
const STEPS = 2000;

type Features = Record<FeatureName, number>;
interface Row {
  page: CorpusPage;
  features: Features;
  /** The genre group the page is read as, and how surely: held out of the genre model's fit on training pages. */
  group: GenreGroup;
  groupProbability: number;
  inputs: number[];
  /** The type can say something about this page (it applies and has something to show). */
  speaks: Record<NeedLabel, boolean>;
}

const rated = loadCorpus().filter((page) => page.rating !== null && page.split !== null);
const rows: Row[] = rated.map((page) => {
  const tree = readPage(page.text);
  const measures = measurePage(tree);
  const facts = readPageFacts(tree, measures);
  return {
    page,
    features: facts.measures.features,
    group: facts.genre.group,
    groupProbability: facts.genre.probability,
    inputs: genreInputsOf(tree, measures),
    speaks: Object.fromEntries(
      NEED_LABELS.map((need) => {
        const type = SUGGESTION_TYPES[need];
        return [need, (type.applies?.(facts) ?? true) && type.compose(facts) !== null];
      }),
    ) as Record<NeedLabel, boolean>,
  };
});
const train = rows.filter((row) => row.page.split === 'train');
const dev = rows.filter((row) => row.page.split === 'dev');
// Training pages are read by genre models fitted without them (the stored model has seen them);
// dev pages keep the stored model's reading, as the product would give it.
{
  const genres = [...new Set(train.map((row) => row.page.genre))].sort();
  const held = heldOutGenres(
    train.map((row) => row.inputs),
    train.map((row) => genres.indexOf(row.page.genre)),
    genres,
    stratifiedFolds(train.map((row) => row.page.genre)),
  );
  train.forEach((row, i) => {
    row.group = held[i]?.group ?? row.group;
    row.groupProbability = held[i]?.probability ?? row.groupProbability;
  });
}

/**
 * The genre reading is trusted for gating from the lowest probability (in steps of 0.05) at
 * which the training pages read at least that surely, held out, were read right PRECISION of
 * the time: the same standard as the suggestions it gates.
 */
const genreConfidence = (() => {
  for (let step = 0; step <= 20; step++) {
    const from = step / 20;
    const sure = train.filter((row) => row.groupProbability >= from);
    const right = sure.filter((row) => row.group === GENRE_GROUPS[row.page.genre]).length;
    if (sure.length > 0 && right / sure.length >= PRECISION) return from;
  }
  return 1;
})();
const gatingOf = (row: Row) =>
  gatingGroup({ group: row.group, probability: row.groupProbability }, genreConfidence);

const scalesOf = (group: Row[]) => featureScales(group.map((row) => row.features));

/** Logistic regression by projected gradient descent (Adam), weights kept at or above zero. */
function fitNeed(
  need: NeedLabel,
  group: Row[],
  scales: Partial<Record<FeatureName, FeatureScale>>,
): Pick<NeedModel, 'bias' | 'weights'> {
  const spec = Object.entries(NEED_FEATURES[need]) as [FeatureName, Direction][];
  const xs = group.map((row) =>
    spec.map(
      ([feature, direction]) => direction * standardise(row.features[feature], scales[feature]),
    ),
  );
  const ys = group.map((row) => (row.page.needs.includes(need) ? 1 : 0));
  const p = [...spec.map(() => 0), 0];
  const m = p.map(() => 0);
  const v = p.map(() => 0);
  const bias = spec.length;
  for (let step = 1; step <= STEPS; step++) {
    const grad = p.map(() => 0);
    xs.forEach((x, i) => {
      const logit = (p[bias] ?? 0) + x.reduce((sum, value, j) => sum + value * (p[j] ?? 0), 0);
      const error = 1 / (1 + Math.exp(-logit)) - (ys[i] ?? 0);
      x.forEach((value, j) => {
        grad[j] = (grad[j] ?? 0) + (error * value) / xs.length;
      });
      grad[bias] = (grad[bias] ?? 0) + error / xs.length;
    });
    for (let j = 0; j < p.length; j++) {
      const g = (grad[j] ?? 0) + (j === bias ? 0 : 2 * L2 * (p[j] ?? 0));
      m[j] = 0.9 * (m[j] ?? 0) + 0.1 * g;
      v[j] = 0.999 * (v[j] ?? 0) + 0.001 * g * g;
      const update =
        (0.05 * ((m[j] ?? 0) / (1 - 0.9 ** step))) /
        (Math.sqrt((v[j] ?? 0) / (1 - 0.999 ** step)) + 1e-8);
      p[j] = j === bias ? (p[j] ?? 0) - update : Math.max(0, (p[j] ?? 0) - update);
    }
  }
  return {
    bias: round(p[bias] ?? 0),
    weights: Object.fromEntries(spec.map(([feature], j) => [feature, round(p[j] ?? 0)])),
  };
}

/** The lowest probability from which at least PRECISION of at least MIN_FIRED firings are right. */
function chooseFrom(scored: { value: number; right: boolean }[]): NeedGate {
  const sorted = [...scored].sort((a, b) => b.value - a.value);
  let best: NeedGate = { from: null, precision: 0, fired: 0 };
  let right = 0;
  sorted.forEach((entry, index) => {
    if (entry.right) right++;
    const fired = index + 1;
    // A threshold sits between distinct values only.
    if (sorted[index + 1]?.value === entry.value) return;
    if (fired >= MIN_FIRED && right / fired >= PRECISION)
      // Rounded down, so that the page the threshold was chosen to include stays included.
      best = {
        from: Math.floor(entry.value * 10000) / 10000,
        precision: round(right / fired),
        fired,
      };
  });
  return best;
}

const scales = scalesOf(train);
const needs = {} as Record<NeedLabel, NeedModel>;
for (const need of NEED_LABELS) {
  const speaking = train.filter((row) => row.speaks[need]);
  // Held-out probabilities: each page scored by a model fitted without its fold, one model a
  // fold. The threshold is then chosen on these scores of the training pages.
  const folds = Array.from({ length: FOLDS }, (_, fold) => {
    const fitOn = speaking.filter((_, index) => index % FOLDS !== fold);
    const foldScales = scalesOf(fitOn);
    return { model: fitNeed(need, fitOn, foldScales), scales: foldScales };
  });
  const heldOut = speaking.map((row, index) => {
    const { model, scales: foldScales } = folds[index % FOLDS] as (typeof folds)[number];
    return {
      value: needProbability(model, need, row.features, foldScales),
      right: row.page.needs.includes(need),
      group: gatingOf(row),
    };
  });
  const byGroup: Partial<Record<GenreGroup, NeedGate>> = {};
  for (const group of GENRE_GROUP_NAMES) {
    const own = heldOut.filter((entry) => entry.group === group);
    if (own.length >= MIN_GROUP_PAGES) byGroup[group] = chooseFrom(own);
  }
  needs[need] = { ...fitNeed(need, speaking, scales), ...chooseFrom(heldOut), byGroup };
}

const model: SuggestionModel = {
  genreConfidence,
  about: `Fitted by scripts/fit-suggestions.ts (npm run fit:suggestions) on the ${train.length} rated training pages of corpus/: each type's need is a logistic curve of its measures, shown from the probability where, held out of the fit in ${FOLDS} folds, the raters agreed on at least ${PRECISION * 100}% of at least ${MIN_FIRED} pages; chosen again on each genre group with at least ${MIN_GROUP_PAGES} pages the type speaks on, among the pages read as that group at least as surely as genreConfidence.`,
  scales,
  needs,
};
if (!process.argv.includes('--dry-run')) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '../src/report/suggestion-model.json');
  writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
}

/** Whether the type shows on the page, through the gate of the page's group. */
function shows(row: Row, need: NeedLabel): boolean {
  const fitted = needs[need];
  const gate = gateFor(fitted, gatingOf(row));
  return (
    row.speaks[need] &&
    gate.from !== null &&
    needProbability(fitted, need, row.features, scales) >= gate.from
  );
}

function precisionOn(group: Row[], need: NeedLabel): string {
  const fitted = needs[need];
  if (fitted.from === null && Object.values(fitted.byGroup).every((gate) => gate.from === null))
    return 'never shown';
  const fired = group.filter((row) => shows(row, need));
  if (fired.length === 0) return 'fires on none';
  const right = fired.filter((row) => row.page.needs.includes(need)).length;
  return `${Math.round((100 * right) / fired.length)}% of ${fired.length}`;
}

const base = (group: Row[], need: NeedLabel) =>
  `${Math.round((100 * group.filter((row) => row.page.needs.includes(need)).length) / group.length)}%`;
console.log('type                ticked  held out (train)   train (in sample)  dev');
for (const need of NEED_LABELS) {
  const fitted = needs[need];
  const held =
    fitted.from === null
      ? 'never shown'
      : `${Math.round(100 * fitted.precision)}% of ${fitted.fired}`;
  console.log(
    `${need.padEnd(19)} ${base(train, need).padStart(6)}  ${held.padEnd(18)} ${precisionOn(train, need).padEnd(18)} ${precisionOn(dev, need)}`,
  );
}
console.log(
  '\nPer genre group: held-out precision on the training pages of the group where it has its own',
);
console.log(
  "gate ('global': too few pages, the type's gate over all pages holds), then dev precision.",
);
console.log(
  `group     train/dev  ${NEED_LABELS.map((need) => need.slice(0, 12).padEnd(13)).join('')}`,
);
for (const group of GENRE_GROUP_NAMES) {
  const inTrain = train.filter((row) => row.group === group);
  const inDev = dev.filter((row) => row.group === group);
  const held = NEED_LABELS.map((need) => {
    const gate = needs[need].byGroup[group];
    if (!gate) return 'global';
    return gate.from === null ? 'hidden' : `${Math.round(100 * gate.precision)}%/${gate.fired}`;
  });
  const onDev = NEED_LABELS.map((need) => {
    const fired = inDev.filter((row) => shows(row, need));
    if (fired.length === 0) return '-';
    const right = fired.filter((row) => row.page.needs.includes(need)).length;
    return `${Math.round((100 * right) / fired.length)}%/${fired.length}`;
  });
  console.log(
    `${group.padEnd(9)} ${`${inTrain.length}/${inDev.length}`.padEnd(10)} ${held.map((h) => h.padEnd(13)).join('')}`,
  );
  console.log(`${''.padEnd(9)} ${'dev'.padEnd(10)} ${onDev.map((h) => h.padEnd(13)).join('')}`);
}
const passing = NEED_LABELS.filter(
  (need) =>
    needs[need].from !== null ||
    Object.values(needs[need].byGroup).some((gate) => gate.from !== null),
);
console.log(
  `\nTypes shown for at least one group: ${passing.length} of ${NEED_LABELS.length} (${passing.join(', ')}).`,
);
