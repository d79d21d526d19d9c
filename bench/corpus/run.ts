// How well do the scores follow blind ratings on pages the weights never saw? Prints, for the
// dev pages of corpus/ (never used for fitting): Spearman's rho of the overall score and of each
// criterion with the ratings, beside word count (the baseline a score must beat by 0.1) and the
// score the product's analyzer shows (analyzeDocument, which must agree with the fitted model);
// the same per language and per genre; and, for each
// adversarial variant, the share of pages where it scores at least 10 points below its page;
// then the genre group the engine reads against the page's genre's group, and the precision of
// each suggestion type shown (how often the raters ticked that need) per group.
// Deterministic, so one run is the measurement. Run from the repository root:
//   npm run bench:corpus            (dev pages)
//   npm run bench:corpus -- --train (training pages, to compare fit with generalisation)
import { analyzeDocument, CRITERIA, countWords } from '@citable/engine';
import { assessCriteria } from '../../packages/engine/src/assessments/assess-criteria.ts';
import { readPage } from '../../packages/engine/src/document/read-page.ts';
import {
  GENRE_GROUP_NAMES,
  GENRE_MODEL,
} from '../../packages/engine/src/measure/classify-genre.ts';
import { measurePage } from '../../packages/engine/src/measure/measure-page.ts';
import { readPageFacts } from '../../packages/engine/src/report/page-facts.ts';
import { chooseSuggestions, NEED_LABELS } from '../../packages/engine/src/report/suggestions.ts';
import { type CorpusPage, loadCorpus } from '../../packages/engine/src/testing/corpus.server.ts';
import { makeVariant, VARIANT_KINDS } from '../../packages/engine/src/testing/make-variants.ts';
import { spearman } from '../validity/spearman.ts';

const side = process.argv.includes('--train') ? 'train' : 'dev';
const pages = loadCorpus().filter((page) => page.split === side && page.rating !== null);
const withAnalyzer = !process.argv.includes('--no-analyzer');

interface Row {
  page: CorpusPage;
  rating: number;
  words: number;
  overall: number;
  criteria: number[];
  analyzer: number;
}

const rows: Row[] = pages.map((page) => {
  const fitted = assessCriteria(page.text);
  return {
    page,
    rating: page.rating ?? 0,
    words: countWords(page.text),
    overall: fitted.overall,
    criteria: fitted.criteria.map((c) => c.score),
    analyzer: withAnalyzer ? analyzeDocument(page.text).overallScore : 0,
  };
});

const rho = (subset: Row[], pickScore: (row: Row) => number) =>
  subset.length < 4
    ? Number.NaN
    : spearman(
        subset.map(pickScore),
        subset.map((row) => row.rating),
      );
const fmt = (value: number) => (Number.isNaN(value) ? '  n/a' : value.toFixed(2).padStart(5));

console.log(`Corpus ${side} pages: ${rows.length}`);
console.log('group                    pages  overall  words  analyzer');
const groups: [string, Row[]][] = [
  ['all', rows],
  ['english', rows.filter((r) => r.page.language === 'en')],
  ['other languages', rows.filter((r) => r.page.language !== 'en')],
  ...['de', 'fr', 'es'].map((code): [string, Row[]] => [
    code,
    rows.filter((r) => r.page.language === code),
  ]),
  ...[...new Set(rows.map((r) => r.page.genre))]
    .sort()
    .map((genre): [string, Row[]] => [
      `genre ${genre}`,
      rows.filter((r) => r.page.genre === genre),
    ]),
];
for (const [name, subset] of groups)
  console.log(
    `${name.padEnd(24)} ${String(subset.length).padStart(5)}  ${fmt(rho(subset, (r) => r.overall))}    ${fmt(rho(subset, (r) => r.words))}  ${withAnalyzer ? fmt(rho(subset, (r) => r.analyzer)) : ''}`,
  );
console.log('');
console.log('criterion                                 rho with ratings');
CRITERIA.forEach((name, index) => {
  console.log(`${name.padEnd(42)} ${fmt(rho(rows, (r) => r.criteria[index] ?? 0))}`);
});
console.log('');
console.log('variant             at least 10 below  mean drop');
for (const kind of VARIANT_KINDS) {
  let below = 0;
  let drop = 0;
  for (const row of rows) {
    const variant = assessCriteria(makeVariant(row.page.text, kind)).overall;
    if (row.overall - variant >= 10) below++;
    drop += row.overall - variant;
  }
  console.log(
    `${kind.padEnd(20)} ${`${((100 * below) / Math.max(1, rows.length)).toFixed(0)}%`.padStart(16)}  ${(drop / Math.max(1, rows.length)).toFixed(1).padStart(9)}`,
  );
}

// The genre group, and the suggestions gated by it.
const read = pages.map((page) => {
  const tree = readPage(page.text);
  const facts = readPageFacts(tree, measurePage(tree));
  return {
    page,
    actual: GENRE_MODEL.groupOf[page.genre] ?? '',
    group: facts.genre.group as string,
    shown: chooseSuggestions(facts, NEED_LABELS.length).map((s) => s.need as string),
  };
});
const right = read.filter((r) => r.actual === r.group).length;
console.log('');
console.log(
  `genre group read from the form: ${((100 * right) / Math.max(1, read.length)).toFixed(1)}% of ${read.length} (rows: the genre's group)`,
);
console.log(`${''.padEnd(9)}${GENRE_GROUP_NAMES.map((g) => g.padStart(8)).join('')}`);
for (const actual of GENRE_GROUP_NAMES)
  console.log(
    `${actual.padEnd(9)}${GENRE_GROUP_NAMES.map((g) => String(read.filter((r) => r.actual === actual && r.group === g).length || '.').padStart(8)).join('')}`,
  );
console.log('');
console.log('suggestion type     shown on (raters agreed/shown), by the group read');
for (const need of NEED_LABELS) {
  const cells = GENRE_GROUP_NAMES.map((group) => {
    const shown = read.filter((r) => r.group === group && r.shown.includes(need));
    const agreed = shown.filter((r) => r.page.needs.includes(need)).length;
    return shown.length > 0 ? `${group} ${agreed}/${shown.length}` : '';
  }).filter(Boolean);
  console.log(`${need.padEnd(19)} ${cells.join('  ') || 'not shown'}`);
}
