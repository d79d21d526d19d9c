// Does the builtin improver make answers easier to find (issue 11, DESIGN.md 4)? Real
// questions are asked of real text whose questions the improver never saw, once as written and
// once as the improver rewrites it with its default edits, by keyword retrieval (BM25) and by
// semantic retrieval (IDF-weighted centroid of the shipped GloVe word vectors, cosine).
// Set 1 indexes each Debian FAQ answer alone; set 2 indexes whole documents (FAQ files and
// question-headed READMEs, questions removed) split into passages as RAG chunkers do. The
// rewrite's new numbers and names are counted: they must be 0, the lift may not come from
// invented facts. Rank-based and deterministic: one run is the measurement.
// Run from the repository root: npm run bench:improver
import { measureSingleAnswers } from './lift-single-answers.ts';
import { measureWholeDocuments } from './lift-whole-documents.ts';
import { printLift } from './print-lift.ts';

let isMet = true;
for (const measure of [measureSingleAnswers, measureWholeDocuments]) {
  const set = measure();
  if (typeof set === 'string') {
    console.log(`${set}\n`);
    isMet = false;
  } else if (!printLift(set)) isMet = false;
}
if (!isMet)
  console.log(
    'Below the +30% target somewhere: see docs/figures.md ("Improver") for why honest edits move these figures as they do.',
  );
