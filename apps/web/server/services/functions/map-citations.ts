import type { CitationMap as EngineCitationMap } from '@citable/engine';
import type { CitationMap } from '@citable/schemas';
import { runEngineTask } from '../../ai/engine-worker.ts';
import type { AiProvider } from '../../ai/provider.ts';

/**
 * The citation map is always the builtin engine's (DESIGN.md 4), whichever provider wrote the
 * analysis: the builtin provider computes it in its worker threads; with an LLM provider it is
 * computed here, in this thread (a few milliseconds for a page, well under a second for the
 * longest text allowed).
 */
export async function mapCitationsOf(
  ai: AiProvider,
  content: string,
  signal?: AbortSignal,
): Promise<CitationMap> {
  // Typed as the shared schema, so the compiler holds the engine's shape to what browsers read.
  if (ai.mapCitations) return ai.mapCitations(content, { signal });
  signal?.throwIfAborted();
  return runEngineTask({ kind: 'citation-map', text: content }) as EngineCitationMap;
}
