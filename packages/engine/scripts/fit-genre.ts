// Fits the genre model (src/measure/classify-genre.ts) on the training pages of corpus/ and
// writes src/measure/genre-model.json. Run from the repository root:
//   npm run fit:genre                 fit and write (add --dry-run to print without writing)
//   npm run fit:genre -- --cv         five-fold cross-validation on the training pages: accuracy
//                                     for each penalty, and the confusion matrices of the genres
//                                     and of the groups (how the groups were chosen)
//   npm run fit:genre -- --dev        also the dev pages' accuracy and confusion matrix (report
//                                     only, never to choose)
// Deterministic.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPage } from '../src/document/read-page.ts';
import {
  GENRE_GROUP_NAMES,
  type GenreGroup,
  type GenreModel,
} from '../src/measure/classify-genre.ts';
import { measurePage } from '../src/measure/measure-page.ts';
import { loadCorpus } from '../src/testing/corpus.server.ts';
import {
  fitGenreModel,
  GENRE_GROUPS,
  GENRE_L2,
  genreInputsOf,
  heldOutGenres,
  predictGroup,
  stratifiedFolds,
} from './genre-fit.ts';

const pages = loadCorpus().filter((page) => page.split !== null);
const rows = pages.map((page) => {
  const tree = readPage(page.text);
  return { page, x: genreInputsOf(tree, measurePage(tree)) };
});
const train = rows.filter((row) => row.page.split === 'train');
const dev = rows.filter((row) => row.page.split === 'dev');
const genres = [...new Set(train.map((row) => row.page.genre))].sort();
const groups: readonly GenreGroup[] = GENRE_GROUP_NAMES;

function confusion(labels: readonly string[], actual: string[], predicted: string[]): string {
  const width = Math.max(...labels.map((l) => l.length)) + 1;
  const lines = [
    `${''.padEnd(width)}${labels.map((l) => l.slice(0, 5).padStart(6)).join('')}   right`,
  ];
  for (const label of labels) {
    const counts = labels.map(
      (other) => actual.filter((y, i) => y === label && predicted[i] === other).length,
    );
    const total = counts.reduce((s, c) => s + c, 0);
    const right = actual.filter((y, i) => y === label && predicted[i] === label).length;
    lines.push(
      `${label.padEnd(width)}${counts.map((c) => String(c || '.').padStart(6)).join('')}   ${right}/${total}`,
    );
  }
  return lines.join('\n');
}
const accuracy = (actual: string[], predicted: string[]) =>
  actual.filter((y, i) => predicted[i] === y).length / actual.length;
const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

/** Groups read right, per language of the pages. */
function byLanguage(group: typeof rows, predicted: string[]): string {
  return [...new Set(group.map((row) => row.page.language))]
    .sort()
    .map((language) => {
      const own = group.flatMap((row, i) => (row.page.language === language ? [i] : []));
      const right = own.filter(
        (i) => predicted[i] === GENRE_GROUPS[group[i]?.page.genre ?? 'blog'],
      );
      return `${language} ${right.length}/${own.length}`;
    })
    .join(', ');
}

const xs = train.map((row) => row.x);
const ys = train.map((row) => genres.indexOf(row.page.genre));
const actualGenres = train.map((row) => row.page.genre as string);
const actualGroups = train.map((row) => GENRE_GROUPS[row.page.genre] as string);
if (process.argv.includes('--cv')) {
  const folds = stratifiedFolds(actualGenres);
  console.log(`Training pages: ${train.length}; five folds, stratified by genre; held out:`);
  console.log('penalty   genres   groups');
  for (const l2 of [0.01, 0.03, 0.1, 0.3]) {
    const held = heldOutGenres(xs, ys, genres, folds, l2);
    console.log(
      `${String(l2).padEnd(9)} ${percent(
        accuracy(
          actualGenres,
          held.map((h) => genres[h.genre] ?? ''),
        ),
      ).padEnd(8)} ${percent(
        accuracy(
          actualGroups,
          held.map((h) => h.group),
        ),
      )}`,
    );
  }
  const held = heldOutGenres(xs, ys, genres, folds);
  console.log(
    `\nHeld-out groups by language at penalty ${GENRE_L2}: ${byLanguage(
      train,
      held.map((h) => h.group),
    )}`,
  );
  console.log(`\nHeld-out confusion of the genres at penalty ${GENRE_L2} (rows: actual):`);
  console.log(
    confusion(
      genres,
      actualGenres,
      held.map((h) => genres[h.genre] ?? ''),
    ),
  );
  console.log(`\nHeld-out confusion of the groups at penalty ${GENRE_L2}:`);
  console.log(
    confusion(
      groups,
      actualGroups,
      held.map((h) => h.group),
    ),
  );
  process.exit(0);
}

const model: GenreModel = {
  about: `Fitted by scripts/fit-genre.ts (npm run fit:genre) on the ${train.length} training pages of corpus/: multinomial logistic regression over the genres, L2 penalty ${GENRE_L2} chosen by five-fold cross-validation; reported as the genres' groups (GENRE_GROUPS in scripts/genre-fit.ts).`,
  ...fitGenreModel(xs, ys, genres),
};
if (!process.argv.includes('--dry-run')) {
  const out = join(dirname(fileURLToPath(import.meta.url)), '../src/measure/genre-model.json');
  writeFileSync(out, `${JSON.stringify(model, null, 2)}\n`);
  // In the repository's format (number arrays filled to the line width), so a refit of the same
  // pages changes nothing.
  spawnSync('npx', ['biome', 'format', '--write', out], { stdio: 'ignore' });
}
console.log(
  `Groups on the training pages (in sample): ${percent(
    accuracy(
      actualGroups,
      xs.map((x) => predictGroup(model, x).group),
    ),
  )} of ${train.length}`,
);
if (process.argv.includes('--dev')) {
  const actual = dev.map((row) => GENRE_GROUPS[row.page.genre] as string);
  const predicted = dev.map((row) => predictGroup(model, row.x).group);
  console.log(`Groups on the dev pages: ${percent(accuracy(actual, predicted))} of ${dev.length}`);
  console.log(`By language: ${byLanguage(dev, predicted)}`);
  console.log(confusion(groups, actual, predicted));
}
