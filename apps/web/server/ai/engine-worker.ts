import { isMainThread } from 'node:worker_threads';
import {
  analyzeTargets,
  analyzeTextWithEvidence,
  checkTargetsOfRewrite,
  describeImprovement,
  type EngineKnowledge,
  extractKeywords,
  improveForTargets,
  improveText,
  mapCitations,
  quoteEvidence,
  researchTopic,
  scoreImprovement,
  synonymsOf,
} from '@citable/engine';
import { loadTopicKnowledge } from '@citable/engine/topic-knowledge.server';
import { loadWordVectors } from '@citable/engine/word-vectors.server';

/** One piece of work for the builtin engine; the same shape runs inline or in a worker thread. */
export type EngineTask =
  | { kind: 'analyze'; text: string }
  | { kind: 'citation-map'; text: string }
  | { kind: 'improve'; text: string; targetQuestions?: readonly string[] }
  // Issue 36: the writer's target questions, reported on a text and checked on a rewrite.
  | { kind: 'targets'; text: string; targetQuestions: readonly string[] }
  | {
      kind: 'check-targets';
      text: string;
      improvedContent: string;
      targetQuestions: readonly string[];
    }
  | { kind: 'keywords'; text: string }
  | { kind: 'research'; text: string }
  | { kind: 'score-improvement'; text: string }
  // An LLM's answers get the engine's map, anchors and review too (issue 37: off the thread
  // that serves HTTP, whichever provider answers).
  | { kind: 'quote-evidence'; text: string; rawAnalysis: string }
  | { kind: 'describe-improvement'; text: string; improvedContent: string };

/** A task's answer with the seconds the thread spent on it (the metrics' engine CPU time). */
export interface TimedAnswer {
  value: unknown;
  seconds: number;
}

/**
 * The engine's knowledge (the shipped word vectors, about 10 MB), read once per thread. A
 * worker reads it as it starts, so it is ready before its first task; the main thread (inline
 * runs in development and tests) reads it on first use.
 */
let knowledge: EngineKnowledge | undefined;
function loadKnowledge(): EngineKnowledge {
  knowledge ??= { vectors: loadWordVectors() };
  return knowledge;
}
if (!isMainThread) loadKnowledge();

export function runEngineTask(task: EngineTask): unknown {
  switch (task.kind) {
    case 'analyze':
      return analyzeTextWithEvidence(task.text, loadKnowledge());
    case 'citation-map':
      return mapCitations(task.text, loadKnowledge());
    case 'improve':
      // WordNet (read on the first targeted improvement in each thread) tells the synonyms a
      // target's wording edit may replace.
      return task.targetQuestions?.length
        ? improveForTargets(task.text, task.targetQuestions, loadKnowledge(), {
            areSynonyms: synonymsOf(loadTopicKnowledge().lexicon),
          })
        : improveText(task.text, loadKnowledge());
    case 'targets':
      return analyzeTargets(task.text, task.targetQuestions, loadKnowledge());
    case 'check-targets':
      return checkTargetsOfRewrite(
        task.text,
        task.improvedContent,
        task.targetQuestions,
        loadKnowledge(),
      );
    case 'keywords':
      return extractKeywords(task.text);
    case 'research':
      // WordNet and the tagger are read on the first research in each thread (about 0.5 s),
      // not as a worker starts: most workers never research a keyword.
      return researchTopic(task.text, loadTopicKnowledge());
    case 'score-improvement':
      // The factors of a text the writer chose edits for, with the improve call's knowledge.
      return scoreImprovement(task.text, loadKnowledge());
    case 'quote-evidence':
      return quoteEvidence(task.text, task.rawAnalysis);
    case 'describe-improvement':
      // Without the word vectors, as it was computed on the request thread before.
      return describeImprovement(task.text, { improvedContent: task.improvedContent });
  }
}

/**
 * The worker thread's entry (bundled to build/server/engine-worker.js; see engine-pool.ts). A
 * task is synchronous code alone on its thread, so its wall time is its CPU time.
 */
export default function runTimedEngineTask(task: EngineTask): TimedAnswer {
  const started = performance.now();
  const value = runEngineTask(task);
  return { value, seconds: (performance.now() - started) / 1000 };
}
