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
import { spearman } from '../../../bench/validity/spearman.ts';
import {
  CRITERION_FEATURES,
  type CriteriaModel,
  type CriterionWeights,
  DAMAGE_MEASURES,
  type DamageName,
  type DamageRule,
  type Direction,
  type FeatureScale,
  integrityOf,
  scoreCriterion,
  standardise,
} from '../src/assessments/criterion-model.ts';
import { CRITERIA, type CriterionName } from '../src/criteria.ts';
import { readPage } from '../src/document/read-page.ts';
import { FEATURE_NAMES, type FeatureName, measurePage } from '../src/measure/measure-page.ts';
import { loadCorpus } from '../src/testing/corpus.server.ts';
import { makeVariant, VARIANT_KINDS } from '../src/testing/make-variants.ts';

const VARIANT_DROP = 25;
const CONTENT_WITH_VARIANTS = process.env.CONTENT_WITH_VARIANTS !== '0';
/** How far below its page a variant must fall when the damage weights are fitted (of 1). */
const DAMAGE_MARGIN = Number(process.env.DAMAGE_MARGIN ?? 0.15);
const DAMAGE_PAIR_WEIGHT = Number(process.env.DAMAGE_PAIR_WEIGHT ?? 4);
/** Ridge penalty on the weights: keeps a few dozen numbers from chasing single pages. */
const L2 = Number(process.env.L2 ?? 0.01);
/** Weight of the pairwise rule "a variant scores below its page" in the loss. */
const PAIR_WEIGHT = Number(process.env.PAIR_WEIGHT ?? 5);
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

/** Each page's features and its variants', measured once. */
const measured: Sample[][] = pages.map((page, index) => {
  const rating = (page.rating ?? 0) / 100;
  return [
    {
      features: measurePage(readPage(page.text)).features,
      target: rating,
      page: index,
      isVariant: false,
    },
    ...VARIANT_KINDS.map((kind) => ({
      features: measurePage(readPage(makeVariant(page.text, kind))).features,
      target: Math.max(0, rating - VARIANT_DROP / 100),
      page: index,
      isVariant: true,
    })),
  ];
});

function scalesOf(samples: Sample[]): Partial<Record<FeatureName, FeatureScale>> {
  const originals = samples.filter((sample) => !sample.isVariant);
  const scales: Partial<Record<FeatureName, FeatureScale>> = {};
  for (const name of FEATURE_NAMES) {
    const values = originals.map((sample) => sample.features[name]);
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const sd = Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length);
    scales[name] = { mean: round(mean), sd: round(sd) };
  }
  return scales;
}

function round(value: number): number {
  return Math.round(value * 10000) / 10000;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

function fitCriterion(
  name: CriterionName,
  samples: Sample[],
  scales: Partial<Record<FeatureName, FeatureScale>>,
): CriterionWeights {
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

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))] ?? 0;
}

/** Where each damage starts and how far it runs, from the training pages themselves. */
function damageRulesOf(samples: Sample[]): Record<DamageName, DamageRule> {
  const originals = samples.filter((sample) => !sample.isVariant);
  return Object.fromEntries(
    (Object.keys(DAMAGE_MEASURES) as DamageName[]).map((name) => {
      const values = originals.map((sample) => DAMAGE_MEASURES[name](sample.features));
      const start = quantile(values, 0.9);
      const span = Math.max(1e-3, start - quantile(values, 0.1));
      return [name, { start: round(start), span: round(span), weight: 0 }];
    }),
  ) as Record<DamageName, DamageRule>;
}

/**
 * The damage weights: real pages keep their fitted scores (squared error on the originals)
 * while every variant falls at least DAMAGE_MARGIN below its page (squared hinge).
 */
function fitDamage(model: CriteriaModel, samples: Sample[]): void {
  const names = Object.keys(DAMAGE_MEASURES) as DamageName[];
  const content = samples.map((sample) => {
    const scores = CRITERIA.map(
      (name) => scoreCriterion(model, name, sample.features, 1).score / 100,
    );
    return scores.reduce((a, b) => a + b, 0) / scores.length;
  });
  const originalOf = new Map<number, number>();
  samples.forEach((sample, i) => {
    if (!sample.isVariant) originalOf.set(sample.page, i);
  });
  const loss = () => {
    const overall = samples.map(
      (sample, i) => (content[i] ?? 0) * integrityOf(model, sample.features),
    );
    let total = 0;
    samples.forEach((sample, i) => {
      if (!sample.isVariant) {
        total += ((overall[i] ?? 0) - sample.target) ** 2;
        return;
      }
      const o = originalOf.get(sample.page);
      if (o === undefined) return;
      const gap = (overall[i] ?? 0) - (overall[o] ?? 0) + DAMAGE_MARGIN;
      if (gap > 0) total += DAMAGE_PAIR_WEIGHT * gap ** 2;
    });
    return total / samples.length;
  };
  // Projected coordinate descent: each weight in [0, 0.9], a few sweeps of shrinking steps.
  for (let step = 0.2; step > 0.002; step /= 2) {
    for (let sweep = 0; sweep < 4; sweep++) {
      for (const name of names) {
        const rule = model.damage[name];
        const base = loss();
        const was = rule.weight;
        let best = base;
        let bestWeight = was;
        for (const candidate of [was - step, was + step]) {
          rule.weight = Math.max(0, Math.min(0.9, candidate));
          const value = loss();
          if (value < best - 1e-9) {
            best = value;
            bestWeight = rule.weight;
          }
        }
        rule.weight = round(bestWeight);
      }
    }
  }
}

function fitModel(samples: Sample[], about: string): CriteriaModel {
  const scales = scalesOf(samples);
  const originals = samples.filter((sample) => !sample.isVariant);
  const model: CriteriaModel = {
    about,
    scales,
    criteria: Object.fromEntries(
      CRITERIA.map((name) => [
        name,
        fitCriterion(name, CONTENT_WITH_VARIANTS ? samples : originals, scales),
      ]),
    ) as Record<CriterionName, CriterionWeights>,
    damage: damageRulesOf(samples),
  };
  fitDamage(model, samples);
  return model;
}

function overallOf(model: CriteriaModel, features: Record<FeatureName, number>): number {
  const scores = CRITERIA.map((name) => scoreCriterion(model, name, features).score);
  return Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
}

if (process.argv.includes('--cv')) {
  // Five-fold cross-validation on the training pages: how the fit generalises, without dev.
  const folds = 5;
  const predicted: number[] = [];
  const contentOnly: number[] = [];
  const actual: number[] = [];
  const words: number[] = [];
  let below = 0;
  let variants = 0;
  const byKind = new Map<string, { below: number; count: number; drop: number }>();
  for (let fold = 0; fold < folds; fold++) {
    const fitOn = measured.filter((_, index) => index % folds !== fold).flat();
    const model = fitModel(fitOn, 'cross-validation');
    measured.forEach((group, index) => {
      if (index % folds !== fold) return;
      const [original, ...rest] = group;
      if (!original) return;
      const score = overallOf(model, original.features);
      predicted.push(score);
      contentOnly.push(
        CRITERIA.reduce(
          (sum, name) => sum + scoreCriterion(model, name, original.features, 1).score,
          0,
        ),
      );
      actual.push(original.target);
      words.push(original.features.logWords);
      rest.forEach((variant, k) => {
        variants++;
        const drop = score - overallOf(model, variant.features);
        if (drop >= 10) below++;
        const kind = VARIANT_KINDS[k] ?? '';
        const entry = byKind.get(kind) ?? { below: 0, count: 0, drop: 0 };
        entry.count++;
        entry.drop += drop;
        if (drop >= 10) entry.below++;
        byKind.set(kind, entry);
      });
    });
  }
  console.log(
    `5-fold CV on ${pages.length} training pages: Spearman ${spearman(predicted, actual).toFixed(3)}, word count ${spearman(words, actual).toFixed(3)}, variants 10+ below ${((100 * below) / variants).toFixed(0)}%, content alone ${spearman(contentOnly, actual).toFixed(3)}`,
  );
  for (const [kind, entry] of byKind)
    console.log(
      `  ${kind.padEnd(18)} ${((100 * entry.below) / entry.count).toFixed(0).padStart(3)}% 10+ below, mean drop ${(entry.drop / entry.count).toFixed(1)}`,
    );
  process.exit(0);
}

const model = fitModel(
  measured.flat(),
  `Fitted by scripts/fit-criteria.ts (npm run fit:criteria) on the ${pages.length} rated training pages of corpus/ and their ${VARIANT_KINDS.length} adversarial variants each.`,
);
const out = join(
  dirname(fileURLToPath(import.meta.url)),
  '../src/assessments/criterion-weights.json',
);
writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
console.log(`Wrote ${out.split('/packages/')[1]} from ${pages.length} training pages.`);
for (const name of CRITERIA) console.log(name, JSON.stringify(model.criteria[name]));
