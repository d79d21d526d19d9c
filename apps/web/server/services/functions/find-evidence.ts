import { type AnalysisEvidence, quoteEvidence } from '@citable/engine';
import type { AiProvider } from '../../ai/provider.ts';

/**
 * Where an analysis's findings point in the submitted text (issue 13): the builtin engine's
 * own anchors, or for an LLM's answer only the passages it quotes word for word. Computed in
 * this thread for an LLM: the document model and one pass over the text, no measurements.
 */
export async function findEvidenceOf(
  ai: AiProvider,
  content: string,
  rawAnalysis: string,
  signal?: AbortSignal,
): Promise<AnalysisEvidence> {
  if (ai.findEvidence) return ai.findEvidence(content, { signal });
  return quoteEvidence(content, rawAnalysis);
}
