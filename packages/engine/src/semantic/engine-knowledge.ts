import type { WordVectors } from './word-vectors.ts';

/**
 * What the engine knows beyond the text it is given, passed in explicitly so the engine stays
 * pure: the caller loads the shipped model once (loadWordVectors, on Node) and hands it to
 * every call. Without vectors the semantic retriever is left out and says so; the keyword
 * retriever and every other measure work the same.
 */
export interface EngineKnowledge {
  vectors?: WordVectors;
}

export const NO_KNOWLEDGE: EngineKnowledge = Object.freeze({});
