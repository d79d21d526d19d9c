// Test and benchmark helper: the engine's knowledge as the server gives it, loaded once.
import type { EngineKnowledge } from './engine-knowledge.ts';
import { loadWordVectors } from './load-word-vectors.server.ts';

let knowledge: EngineKnowledge | undefined;

export function loadTestKnowledge(): EngineKnowledge {
  knowledge ??= { vectors: loadWordVectors() };
  return knowledge;
}
