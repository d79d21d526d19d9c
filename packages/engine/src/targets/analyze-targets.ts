import { buildDocument } from '../document/build-document.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import { retrieveForTargets } from './read-targets.ts';
import { findTarget } from './report-targets.ts';
import type { TargetReport } from './types.ts';

/** Each target question's report on a text, in the order given (issue 36). */
export function analyzeTargets(
  text: string,
  questions: readonly string[],
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): TargetReport[] {
  if (questions.length === 0) return [];
  const retrieval = retrieveForTargets(buildDocument(text), knowledge);
  return questions.map((question) => findTarget(question, retrieval).report);
}
