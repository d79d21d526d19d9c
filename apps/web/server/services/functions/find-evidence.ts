import type { AnalysisEvidence } from '@citable/engine';
import type { EngineRunner } from '../../ai/engine-pool.ts';
import type { AiProvider } from '../../ai/provider.ts';

/**
 * Where an analysis's findings point in the submitted text (issue 13): the builtin engine's
 * own anchors, or for an LLM's answer only the passages it quotes word for word, found by the
 * engine's threads (the document model and one pass over the text).
 */
export async function findEvidenceOf(
  ai: AiProvider,
  engine: EngineRunner,
  content: string,
  rawAnalysis: string,
  signal?: AbortSignal,
): Promise<AnalysisEvidence> {
  if (ai.findEvidence) return ai.findEvidence(content, { signal });
  return engine.run<AnalysisEvidence>(
    { kind: 'quote-evidence', text: content, rawAnalysis },
    signal,
  );
}
