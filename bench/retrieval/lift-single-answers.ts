import { checkRewrite, improveText } from '@citable/engine';
import { mrrAt10, RETRIEVERS, rankOf } from './lift-retrievers.ts';
import { loadFaqPairs, takePerFile, tooFewPairsMessage } from './load-faq-pairs.ts';
import type { LiftRow, LiftSet } from './print-lift.ts';

const PER_FILE = 60;

/**
 * Set 1: each answer of Debian's FAQ files is one document, improved alone (its question
 * never shown), and each real question asked of all answers.
 */
export function measureSingleAnswers(): LiftSet | string {
  const { pairs: all, missing } = loadFaqPairs();
  const pairs = takePerFile(all, PER_FILE);
  if (pairs.length < 30)
    return `${tooFewPairsMessage(pairs.length)} Missing: ${missing.join(', ') || 'none'}.`;
  const originals = pairs.map((pair) => pair.answer);
  const results = originals.map((answer) => improveText(answer));
  const rewrites = results.map((result) => result.improvedContent);
  let newNumbers = 0;
  let newNames = 0;
  const kinds = new Map<string, number>();
  results.forEach((result, index) => {
    const check = checkRewrite(originals[index] ?? '', rewrites[index] ?? '');
    newNumbers += check.inventedNumbers.length;
    newNames += check.inventedNames.length;
    for (const edit of result.edits.filter((e) => e.isAcceptedByDefault))
      kinds.set(edit.kind, (kinds.get(edit.kind) ?? 0) + 1);
  });
  const changed = rewrites.filter((rewrite, index) => rewrite !== originals[index]).length;
  const rows: LiftRow[] = RETRIEVERS.map(([name, scorer]) => {
    const ranks = (texts: string[]) => {
      const score = scorer(texts);
      return pairs.map((pair, q) => rankOf(score(pair.question), new Set([q])));
    };
    return { name, before: mrrAt10(ranks(originals)), after: mrrAt10(ranks(rewrites)) };
  });
  return {
    title: `Set 1, single answers: ${pairs.length} questions and answers from ${new Set(pairs.map((pair) => pair.source)).size} FAQ files, each answer one document; the improver changed ${changed} answers`,
    kinds,
    newNumbers,
    newNames,
    rows,
  };
}
