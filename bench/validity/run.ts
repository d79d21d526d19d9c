// Do the builtin analyzer's overall scores mean something? (Issue 10, DESIGN.md 4.) Each
// document of corpus/ was ranked for quality by a reviewer before the engine ran
// (ranking.json, committed on its own). This prints Spearman's rho between the overall score
// and that ranking, beside the same figure for word count as the baseline a score must beat,
// and every document's scores. The engine is deterministic, so one run is the measurement.
// Run from the repository root: npm run bench:validity
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyzeDocument, buildDocument, countWords, readDocumentKind } from '@citable/engine';
import { spearman } from './spearman.ts';

interface RankedDocument {
  file: string;
  rank: number;
  kind: string;
  language: string;
  reason: string;
}

const TARGET = 0.75;
const here = dirname(fileURLToPath(import.meta.url));
const ranking = JSON.parse(readFileSync(join(here, 'ranking.json'), 'utf8')) as {
  documents: RankedDocument[];
};

const rows = ranking.documents.map((document) => {
  const text = readFileSync(join(here, 'corpus', document.file), 'utf8');
  const analysis = analyzeDocument(text);
  return {
    ...document,
    words: countWords(text),
    readAs: readDocumentKind(buildDocument(text)),
    overall: analysis.overallScore,
    criteria: analysis.criteria.map((criterion) => criterion.score),
  };
});

// A better document has a smaller rank number, so quality is the negated rank.
const quality = rows.map((row) => -row.rank);
const rhoScore = spearman(
  rows.map((row) => row.overall),
  quality,
);
const rhoWords = spearman(
  rows.map((row) => row.words),
  quality,
);

const pad = (value: string | number, width: number) => String(value).padStart(width);
console.log('rank  overall  clar  form  auth  retr  dept  conv  words  kind       read as    file');
for (const row of [...rows].sort((a, b) => a.rank - b.rank)) {
  console.log(
    `${pad(row.rank, 4)}  ${pad(row.overall, 7)}  ${row.criteria.map((c) => pad(c, 4)).join('  ')}  ${pad(row.words, 5)}  ${row.kind.padEnd(9)}  ${row.readAs.padEnd(9)}  ${row.file}`,
  );
}
console.log('');
console.log(`Documents: ${rows.length}`);
console.log(
  `Spearman(overall score, reviewer ranking): ${rhoScore.toFixed(3)} (target ${TARGET}: ${rhoScore >= TARGET ? 'met' : 'missed'})`,
);
console.log(`Spearman(word count, reviewer ranking), the baseline: ${rhoWords.toFixed(3)}`);
