// The citation map on the corpus (corpus/README.md): per split, genre and language, how many
// questions a page is asked, how many are "cited", and the share of cited pairings whose quoted
// answer holds an answer of the question's type, re-read from the quote alone (a figure for
// "how much", a date for "when", a duration for "how long", a copula for "what is"). Writes
// every question of the dev pages, one "page id <TAB> question" a line, for a human rater to
// judge their grammar (bench/citation-map/dev-questions.txt); prints the share that fails the
// machine checks (mark, capital, verb, doubled words, words the page and frames never write).
// Deterministic: one run is the measurement. Run from the repository root:
//   npx tsx bench/citation-map/run.ts
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildDocument } from '../../packages/engine/src/document/build-document.ts';
import { holdsAnswerType } from '../../packages/engine/src/passages/answer-types.ts';
import { isWellFormedQuestion } from '../../packages/engine/src/passages/phrase-questions.ts';
import { languageOf, testRetrieval } from '../../packages/engine/src/passages/test-retrieval.ts';
import { type CorpusPage, loadCorpus } from '../../packages/engine/src/testing/corpus.server.ts';

interface PageFigures {
  page: CorpusPage;
  questions: string[];
  cited: number;
  citedHolding: number;
  illFormed: number;
}

function measure(page: CorpusPage): PageFigures {
  const document = buildDocument(page.text);
  const language = languageOf(document);
  const { pack } = language;
  const tests = testRetrieval(document).tests.flatMap((test) =>
    test.questions.map((question) => ({ question, passage: test.passage })),
  );
  const cited = tests.filter(({ question }) => question.isFound && question.typedAnswer !== null);
  const holding = cited.filter(({ question, passage }) =>
    question.question.type === 'steps'
      ? passage.kind === 'list' || passage.sentences.length >= 2
      : holdsAnswerType(question.question.type, question.typedAnswer?.text ?? '', pack),
  );
  const questions = tests.map(({ question }) => question.question.text);
  return {
    page,
    questions,
    cited: cited.length,
    citedHolding: holding.length,
    illFormed: questions.filter((q) => !isWellFormedQuestion(q, language.code)).length,
  };
}

const pages = loadCorpus().filter((page) => page.split !== null);
const figures = pages.map(measure);

function row(label: string, group: PageFigures[]): string {
  const questions = group.reduce((n, f) => n + f.questions.length, 0);
  const cited = group.reduce((n, f) => n + f.cited, 0);
  const holding = group.reduce((n, f) => n + f.citedHolding, 0);
  const ill = group.reduce((n, f) => n + f.illFormed, 0);
  const pct = (a: number, b: number) =>
    b === 0 ? '   -' : `${((100 * a) / b).toFixed(0).padStart(3)}%`;
  return `${label.padEnd(16)} ${String(group.length).padStart(5)} ${(questions / group.length).toFixed(1).padStart(9)} ${String(cited).padStart(6)} ${pct(holding, cited).padStart(13)} ${pct(ill, questions).padStart(11)}`;
}

for (const side of ['train', 'dev'] as const) {
  const ofSide = figures.filter((f) => f.page.split === side);
  console.log(`\n${side.toUpperCase()} pages`);
  console.log(`${'group'.padEnd(16)} pages q./page  cited  cited+typed   ill-formed`);
  console.log(row('all', ofSide));
  for (const key of ['language', 'genre'] as const) {
    const values = [...new Set(ofSide.map((f) => f.page[key]))].sort();
    for (const value of values)
      console.log(
        row(
          `${key === 'language' ? 'lang' : 'genre'} ${value}`,
          ofSide.filter((f) => f.page[key] === value),
        ),
      );
  }
}

const out = fileURLToPath(new URL('./dev-questions.txt', import.meta.url));
writeFileSync(
  out,
  figures
    .filter((f) => f.page.split === 'dev')
    .flatMap((f) => f.questions.map((q) => `${f.page.id}\t${q}`))
    .join('\n')
    .concat('\n'),
);
console.log(`\nDev questions for the grammar rater: bench/citation-map/dev-questions.txt`);
