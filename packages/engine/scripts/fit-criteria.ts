// Fits the six criteria's weights on the training pages of the labelled corpus and writes
// src/assessments/criterion-weights.json. Run from the repository root:
//   npm run fit:criteria
// The dev pages are never read here. Deterministic: the same corpus gives the same weights.
//
// Each criterion is fitted to the pages' blind ratings (a criterion has no rating of its own;
// what it may read is fixed by CRITERION_FEATURES, so each stays about its own subject). Every
// training page also enters with its adversarial variants (stuffed, invented sources, filler,
// shuffled, answers removed, truncated), labelled VARIANT_DROP points below the page: the
// model must learn that those damages cost, from the measurements alone.
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CRITERION_FEATURES,
  type CriteriaModel,
  type CriterionWeights,
  type Direction,
  type FeatureScale,
  standardise,
} from '../src/assessments/criterion-model.ts';
import { CRITERIA, type CriterionName } from '../src/criteria.ts';
import { readPage } from '../src/document/read-page.ts';
import { FEATURE_NAMES, type FeatureName, measurePage } from '../src/measure/measure-page.ts';
import { loadCorpus } from '../src/testing/corpus.server.ts';
import { makeVariant, VARIANT_KINDS } from '../src/testing/make-variants.ts';

const VARIANT_DROP = 25;
/** Ridge penalty on the weights: keeps a few dozen numbers from chasing single pages. */
const L2 = 0.01;
/** Weight of the pairwise rule "a variant scores below its page" in the loss. */
const PAIR_WEIGHT = 1;
const PAIR_MARGIN = 0.15;
const STEPS = 3000;

type Features = Record<FeatureName, number>;
interface Sample {
  features: Features;
  target: number;
  page: number;
  isVariant: boolean;
}

const pages = loadCorpus().filter((page) => page.split === 'train' && page.rating !== null);
if (pages.length < 20) {
  console.error(`Only ${pages.length} rated training pages: rate and split the corpus first.`);
  process.exit(1);
}

const samples: Sample[] = [];
for (const [index, page] of pages.entries()) {
  const rating = (page.rating ?? 0) / 100;
  samples.push({
    features: measurePage(readPage(page.text)).features,
    target: rating,
    page: index,
    isVariant: false,
  });
  for (const kind of VARIANT_KINDS) {
    const variant = makeVariant(page.text, kind);
    samples.push({
      features: measurePage(readPage(variant)).features,
      target: Math.max(0, rating - VARIANT_DROP / 100),
      page: index,
      isVariant: true,
    });
  }
}

const originals = samples.filter((sample) => !sample.isVariant);
const scales: Partial<Record<FeatureName, FeatureScale>> = {};
for (const name of FEATURE_NAMES) {
  const values = originals.map((sample) => sample.features[name]);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
  scales[name] = { mean: round(mean), sd: round(sd) };
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

function fitCriterion(name: CriterionName): CriterionWeights {
  const spec = Object.entries(CRITERION_FEATURES[name]) as [FeatureName, Direction][];
  const rows = samples.map((sample) =>
    spec.map(
      ([feature, direction]) => direction * standardise(sample.features[feature], scales[feature]),
    ),
  );
  const originalOf = new Map<number, number>();
  samples.forEach((sample, i) => {
    if (!sample.isVariant) originalOf.set(sample.page, i);
  });
  const w = spec.map(() => 0.1);
  let bias = 0;
  // Adam on the mean squared error plus the pairwise hinge, weights projected to w ≥ 0.
  const m = new Array(w.length + 1).fill(0);
  const v = new Array(w.length + 1).fill(0);
  const rate = 0.02;
  for (let step = 1; step <= STEPS; step++) {
    const grad = new Array(w.length + 1).fill(0);
    const predictions = rows.map((row) =>
      sigmoid(bias + row.reduce((sum, x, j) => sum + x * (w[j] ?? 0), 0)),
    );
    samples.forEach((sample, i) => {
      const p = predictions[i] ?? 0;
      const row = rows[i] ?? [];
      const d = (2 * (p - sample.target) * p * (1 - p)) / samples.length;
      row.forEach((x, j) => {
        grad[j] += d * x;
      });
      grad[w.length] += d;
      if (!sample.isVariant) return;
      const o = originalOf.get(sample.page);
      if (o === undefined) return;
      const po = predictions[o] ?? 0;
      const gap = p - po + PAIR_MARGIN;
      if (gap <= 0) return;
      const scale = (2 * PAIR_WEIGHT * gap) / samples.length;
      const rowO = rows[o] ?? [];
      row.forEach((x, j) => {
        grad[j] += scale * p * (1 - p) * x - scale * po * (1 - po) * (rowO[j] ?? 0);
      });
    });
    w.forEach((weight, j) => {
      grad[j] += 2 * L2 * weight;
    });
    for (let j = 0; j <= w.length; j++) {
      m[j] = 0.9 * m[j] + 0.1 * grad[j];
      v[j] = 0.999 * v[j] + 0.001 * grad[j] ** 2;
      const update =
        (rate * (m[j] / (1 - 0.9 ** step))) / (Math.sqrt(v[j] / (1 - 0.999 ** step)) + 1e-8);
      if (j === w.length) bias -= update;
      else w[j] = Math.max(0, (w[j] ?? 0) - update);
    }
  }
  return {
    bias: round(bias),
    weights: Object.fromEntries(spec.map(([feature], j) => [feature, round(w[j] ?? 0)])),
  };
}

const model: CriteriaModel = {
  about: `Fitted by scripts/fit-criteria.ts (npm run fit:criteria) on the ${pages.length} rated training pages of corpus/ and their ${VARIANT_KINDS.length} adversarial variants each.`,
  scales,
  criteria: Object.fromEntries(CRITERIA.map((name) => [name, fitCriterion(name)])) as Record<
    CriterionName,
    CriterionWeights
  >,
};

const out = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/assessments/criterion-weights.json',
);
writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
console.log(`Wrote ${out.split('/packages/')[1]} from ${pages.length} training pages.`);
for (const name of CRITERIA) console.log(name, JSON.stringify(model.criteria[name]));
