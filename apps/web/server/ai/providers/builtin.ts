import {
  type AnalysisEvidence,
  applyChosenEdits,
  type CitationMap,
  type ImprovementFactors,
  type ImproveTextResult,
  type KeywordItem,
} from '@citable/engine';
import type { TargetImprovement } from '@citable/schemas';
import { withDeadline } from '../call-deadline.ts';
import { type EngineRunner, inlineEngine } from '../engine-pool.ts';
import type { EngineTask } from '../engine-worker.ts';
import type { AiProvider, ImproveResult } from '../provider.ts';
import { shareComputations } from '../share-computations.ts';

/** Splits text into pieces that end at paragraph breaks, for streaming. */
function* paragraphChunks(text: string): Generator<string> {
  const pattern = /[^\n]*(\n+|$)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[0]) yield match[0];
  }
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface BuiltinProviderOptions {
  cacheSize?: number;
  /** Where the engine runs: worker threads in production, inline otherwise. */
  engine?: EngineRunner;
  /** One call's limit (AI_TIMEOUT_MS): a computation past it is stopped. */
  timeoutMs?: number;
}

/**
 * The offline engine (DESIGN.md 4). The system prompt does not steer it: it always follows
 * the shipped method, which is what the default prompts describe.
 */
export function createBuiltinProvider(options: BuiltinProviderOptions = {}): AiProvider {
  const max = options.cacheSize ?? 500;
  const engine = options.engine ?? inlineEngine;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const run = <T>(task: EngineTask, signal?: AbortSignal) =>
    withDeadline(timeoutMs, signal, (deadline) => engine.run<T>(task, deadline));
  const analyze = shareComputations(
    (text, signal) =>
      run<{ raw: string; evidence: AnalysisEvidence; citationMap: CitationMap }>(
        { kind: 'analyze', text },
        signal,
      ),
    max,
  );
  const improve = shareComputations(
    (text, signal) => run<ImproveTextResult>({ kind: 'improve', text }, signal),
    max,
  );
  // Issue 36: an improvement toward targets is its own computation, keyed by text and targets.
  const improveToward = shareComputations((key, signal) => {
    const { text, targetQuestions } = JSON.parse(key) as {
      text: string;
      targetQuestions: string[];
    };
    return run<ImproveTextResult>({ kind: 'improve', text, targetQuestions }, signal);
  }, max);
  const improveWith = (
    content: string,
    targets: readonly string[] | undefined,
    signal?: AbortSignal,
  ) =>
    targets?.length
      ? improveToward(JSON.stringify({ text: content, targetQuestions: targets }), signal)
      : improve(content, signal);
  const scoreImprovement = shareComputations(
    (text, signal) => run<ImprovementFactors>({ kind: 'score-improvement', text }, signal),
    max,
  );
  const keywords = shareComputations(
    async (text, signal) => ({
      items: await run<KeywordItem[]>({ kind: 'keywords', text }, signal),
    }),
    max,
  );
  const stores = { analyze, improve, keywords };
  return {
    name: 'builtin',
    isAnswered: (tool, content) => stores[tool].isAnswered(content),
    async analyze(content, { signal }) {
      return (await analyze(content, signal)).raw;
    },
    async improve(content, { onDelta, signal, targetQuestions }): Promise<ImproveResult> {
      const result = await improveWith(content, targetQuestions, signal);
      if (onDelta) {
        for (const chunk of paragraphChunks(result.improvedContent)) {
          if (signal?.aborted) break;
          onDelta(chunk);
          // Yield between paragraphs so each reaches the browser as its own event.
          await nextTick();
        }
      }
      return result;
    },
    async extractKeywords(content, { signal }) {
      return (await keywords(content, signal)).items;
    },
    // The same shared computation as analyze: asked right after it, it is answered from store.
    async findEvidence(content, { signal }) {
      return (await analyze(content, signal)).evidence;
    },
    // The map of the same analysis, with the document's kind: one engine task per analysis.
    async mapCitations(content, { signal }) {
      return (await analyze(content, signal)).citationMap;
    },
    // The edits of the improve call (stored: the writer has just improved this text), the
    // accepted ones applied here, the result scored in a worker like the improve call's own.
    async rescoreImprovement(
      content,
      acceptedEditIds,
      { signal, beforeImproving, targetQuestions },
    ) {
      const isKnown = targetQuestions?.length
        ? improveToward.isKnown(JSON.stringify({ text: content, targetQuestions }))
        : improve.isKnown(content);
      if (!isKnown) await beforeImproving();
      const result = await improveWith(content, targetQuestions, signal);
      const chosen = applyChosenEdits(content, result.edits, acceptedEditIds);
      if (chosen === null) return null;
      const factors = await scoreImprovement(chosen, signal);
      if (!targetQuestions?.length) return { factors };
      // Each target on the text with the writer's choice of edits; the edits made for it are
      // the improve call's, whichever of them the writer kept.
      const proposed = (result as { targets?: TargetImprovement[] }).targets ?? [];
      const targets = await run<TargetImprovement[]>(
        { kind: 'check-targets', text: content, improvedContent: chosen, targetQuestions },
        signal,
      );
      return {
        factors,
        targets: targets.map((target, index) => ({
          ...target,
          editIds: proposed[index]?.editIds ?? [],
        })),
      };
    },
    async researchKeyword(keyword, { signal }) {
      return run<string>({ kind: 'research', text: keyword }, signal);
    },
    // The engine's threads belong to whoever made them (services/create-services.ts), which
    // the LLM provider's map and anchors use too.
    close: async () => {},
  };
}
