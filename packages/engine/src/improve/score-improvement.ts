import { assessDocument } from '../analyze/assess-document.ts';
import type { RetrievalTest } from '../passages/types.ts';
import type { DocumentKind } from '../research/classify-kind.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import type { ImprovementFactors } from '../types.ts';

export interface ImprovementAssessment {
  factors: ImprovementFactors;
  /** The analyzer's retrieval test of the same text: the citation map's source. */
  retrieval: RetrievalTest;
  /** The kind of document the analyzer reads (a licence is not edited). */
  kind: DocumentKind;
}

/**
 * The four factors of spec §3 "Improvement response", measured with the analyzer's own
 * criteria (mapping in SCORING.md), with the retrieval test they were measured from.
 */
export function assessImprovement(
  markdown: string,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): ImprovementAssessment {
  const assessment = assessDocument(markdown, knowledge);
  const [clarity, formatting, authority, retrievability, depth, conversation] =
    assessment.assessments.map((item) => item.score) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
  return {
    factors: {
      contentClarity: Math.round((clarity + formatting) / 2),
      contextRichness: Math.round((depth + authority) / 2),
      semanticRelevance: retrievability,
      intentCoverage: conversation,
    },
    retrieval: assessment.research.passages,
    kind: assessment.research.substance.kind,
  };
}

export function scoreImprovement(
  markdown: string,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): ImprovementFactors {
  return assessImprovement(markdown, knowledge).factors;
}
