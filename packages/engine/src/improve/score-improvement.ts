import { assessDocument } from '../analyze/assess-document.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import type { ImprovementFactors } from '../types.ts';

/**
 * The four factors of spec §3 "Improvement response", measured on the improved text with the
 * analyzer's own criteria (mapping in SCORING.md).
 */
export function scoreImprovement(
  markdown: string,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): ImprovementFactors {
  const [clarity, formatting, authority, retrievability, depth, conversation] = assessDocument(
    markdown,
    knowledge,
  ).assessments.map((assessment) => assessment.score) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return {
    contentClarity: Math.round((clarity + formatting) / 2),
    contextRichness: Math.round((depth + authority) / 2),
    semanticRelevance: retrievability,
    intentCoverage: conversation,
  };
}
