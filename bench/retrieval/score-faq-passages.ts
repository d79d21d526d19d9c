import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import {
  buildDocument,
  type EngineKnowledge,
  type PassageTest,
  type RetrievalTest,
  scorePassage,
  testRetrieval,
} from '@citable/engine';
import type { FaqPair } from './load-faq-pairs.ts';

/** A pair's question must share this much (Jaccard of words) with the passage's question. */
const MIN_OVERLAP = 0.5;

const wordsOf = (text: string) => new Set(text.toLowerCase().match(/[a-z0-9]+/g) ?? []);

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const word of a) if (b.has(word)) shared += 1;
  return shared / (a.size + b.size - shared || 1);
}

/** The engine's passage holding a pair's answer, and the test of its whole file. */
export interface MatchedPassage {
  test: PassageTest;
  file: RetrievalTest;
}

/**
 * Each FAQ file analyzed whole, as a writer would paste it, and each pair's answer found among
 * its passages by the question leading it; null when the engine read the file's layout
 * differently and no passage matches.
 */
export function matchFaqPassages(
  pairs: FaqPair[],
  knowledge: EngineKnowledge,
): (MatchedPassage | null)[] {
  const tests = new Map<string, RetrievalTest>();
  return pairs.map((pair) => {
    let file = tests.get(pair.source);
    if (!file) {
      const raw = readFileSync(pair.source);
      const text = (pair.source.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
      file = testRetrieval(buildDocument(text), knowledge);
      tests.set(pair.source, file);
    }
    const asked = wordsOf(pair.question);
    let best: { test: PassageTest; overlap: number } | null = null;
    for (const passageTest of file.tests) {
      if (!passageTest.passage.heading) continue;
      const shared = overlap(asked, wordsOf(passageTest.passage.heading));
      if (shared > (best?.overlap ?? 0)) best = { test: passageTest, overlap: shared };
    }
    return best && best.overlap >= MIN_OVERLAP ? { test: best.test, file } : null;
  });
}

/** The engine's score (0-100) of the passage holding each pair's answer, or null. */
export function scoreFaqPassages(pairs: FaqPair[], knowledge: EngineKnowledge): (number | null)[] {
  return matchFaqPassages(pairs, knowledge).map((match) =>
    match ? scorePassage(match.test) : null,
  );
}
