import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import {
  buildDocument,
  type EngineKnowledge,
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

/**
 * Each FAQ file analyzed whole, as a writer would paste it, and each pair's answer found among
 * its passages by the question leading it. Returns the engine's score of that passage (0-100),
 * or null when the engine read the file's layout differently and no passage matches.
 */
export function scoreFaqPassages(pairs: FaqPair[], knowledge: EngineKnowledge): (number | null)[] {
  const tests = new Map<string, RetrievalTest>();
  return pairs.map((pair) => {
    let test = tests.get(pair.source);
    if (!test) {
      const raw = readFileSync(pair.source);
      const text = (pair.source.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8');
      test = testRetrieval(buildDocument(text), text, knowledge);
      tests.set(pair.source, test);
    }
    const asked = wordsOf(pair.question);
    let best: { score: number; overlap: number } | null = null;
    for (const passageTest of test.tests) {
      if (!passageTest.passage.heading) continue;
      const shared = overlap(asked, wordsOf(passageTest.passage.heading));
      if (shared > (best?.overlap ?? 0))
        best = { score: scorePassage(passageTest), overlap: shared };
    }
    return best && best.overlap >= MIN_OVERLAP ? best.score : null;
  });
}
