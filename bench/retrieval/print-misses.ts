import { type PassageTest, scorePassage } from '@citable/engine';
import type { FaqPair } from './load-faq-pairs.ts';

/** How many pairs of each kind of miss are printed. */
const SHOWN = 10;

/** Position of each value among all of them, 0 (lowest) to 1 (highest); ties share one. */
function percentiles(values: readonly number[]): number[] {
  const sorted = [...values].sort((a, b) => a - b);
  return values.map((value) => {
    const below = sorted.findIndex((other) => other >= value);
    const upTo = sorted.findLastIndex((other) => other <= value);
    return (below + upTo) / 2 / Math.max(1, values.length - 1);
  });
}

function describe(test: PassageTest): string {
  const reader = test.questions.find(
    (question) => question.question.source === 'heading' || question.question.source === 'question',
  );
  if (!reader) return `no question from its heading; ${test.questions.length} from its sentences`;
  const semantic = reader.semantic
    ? `rank ${reader.semantic.rank}, closeness ${(reader.closeness ?? 0).toFixed(2)}`
    : 'not asked';
  return `heading question: keyword rank ${reader.keyword.rank} in the page, holds ${Math.round(reader.coverage * 100)}% of its terms, wording ${reader.wording.toFixed(2)}; meaning ${semantic}; ${reader.answer ? 'quotable' : 'no quotable answer'}; ${test.questions.length - 1} other questions; ${test.passage.wordCount} words`;
}

/**
 * The pairs on which the passage score and retrieval disagree most (the score's percentile
 * minus that of 1/rank): scored high but found late, and scored low but found early. Printed
 * for the tuning files only, since the model is chosen by reading them.
 */
export function printMisses(
  pairs: readonly FaqPair[],
  tests: readonly (PassageTest | null)[],
  ranks: { method: string; ranks: readonly number[] },
  keep: (pair: FaqPair) => boolean,
): void {
  const kept = pairs.flatMap((pair, index) => {
    const test = tests[index];
    const rank = ranks.ranks[index];
    return keep(pair) && test && rank ? [{ pair, test, rank, score: scorePassage(test) }] : [];
  });
  const scoreAt = percentiles(kept.map((entry) => entry.score));
  const rankAt = percentiles(kept.map((entry) => 1 / entry.rank));
  const gaps = kept
    .map((entry, index) => ({ ...entry, gap: (scoreAt[index] ?? 0) - (rankAt[index] ?? 0) }))
    .sort((a, b) => b.gap - a.gap);
  const print = (title: string, entries: typeof gaps) => {
    console.log(`  ${title}`);
    for (const { pair, test, rank, score } of entries)
      console.log(
        `    score ${String(score).padStart(3)}, rank ${String(rank).padStart(3)}: ${pair.question.slice(0, 90)}\n      ${describe(test)}`,
      );
  };
  console.log(`Misses by ${ranks.method}, tuning files (${kept.length} pairs):`);
  print('scored high, found late', gaps.slice(0, SHOWN));
  print('scored low, found early', gaps.slice(-SHOWN).reverse());
}
