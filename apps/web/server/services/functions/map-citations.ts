import type { CitationMap } from '@citable/schemas';
import type { EngineRunner } from '../../ai/engine-pool.ts';
import type { AiProvider } from '../../ai/provider.ts';

/**
 * The citation map is always the builtin engine's (DESIGN.md 4), whichever provider wrote the
 * analysis: the builtin provider answers it from its one analysis task; with an LLM provider
 * it is one task of the engine's threads, never work on the thread that serves HTTP (issue 37).
 */
export async function mapCitationsOf(
  ai: AiProvider,
  engine: EngineRunner,
  content: string,
  signal?: AbortSignal,
): Promise<CitationMap> {
  // Typed as the shared schema, so the compiler holds the engine's shape to what browsers read.
  if (ai.mapCitations) return ai.mapCitations(content, { signal });
  return engine.run<CitationMap>({ kind: 'citation-map', text: content }, signal);
}
