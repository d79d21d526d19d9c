import { analyzeText, extractKeywords, improveText, researchTopic } from '@citable/engine';
import { loadWordVectors } from '@citable/engine/word-vectors.server';

/** One piece of work for the builtin engine; the same shape runs inline or in a worker thread. */
export type EngineTask =
  | { kind: 'analyze'; text: string }
  | { kind: 'improve'; text: string }
  | { kind: 'keywords'; text: string }
  | { kind: 'research'; text: string };

export function runEngineTask(task: EngineTask): unknown {
  switch (task.kind) {
    case 'analyze':
      return analyzeText(task.text);
    case 'improve':
      return improveText(task.text);
    case 'keywords':
      return extractKeywords(task.text);
    case 'research':
      // The word vectors are read once per thread, on the first research it runs.
      return researchTopic(task.text, loadWordVectors());
  }
}

/** The worker thread's entry (bundled to build/server/engine-worker.js; see engine-pool.ts). */
export default runEngineTask;
