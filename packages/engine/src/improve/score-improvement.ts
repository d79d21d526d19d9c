import { assessCriteria } from '../assessments/assess-criteria.ts';
import { buildDocument } from '../document/build-document.ts';
import { testRetrieval } from '../passages/test-retrieval.ts';
import type { RetrievalTest } from '../passages/types.ts';
import { type DocumentKind, readDocumentKind } from '../research/classify-kind.ts';
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
 * The four factors of spec §3 "Improvement response", measured with the analyzer's own fitted
 * criteria (mapping in SCORING.md), with the retrieval test of the same text (the citation
 * map's source).
 */
export function assessImprovement(
  markdown: string,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): ImprovementAssessment {
  const document = buildDocument(markdown);
  const [clarity, formatting, authority, retrievability, depth, conversation] = assessCriteria(
    markdown,
  ).criteria.map((item) => item.score) as [number, number, number, number, number, number];
  return {
    factors: {
      contentClarity: Math.round((clarity + formatting) / 2),
      contextRichness: Math.round((depth + authority) / 2),
      semanticRelevance: retrievability,
      intentCoverage: conversation,
    },
    retrieval: testRetrieval(document, knowledge),
    kind: readDocumentKind(document),
  };
}

export function scoreImprovement(
  markdown: string,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): ImprovementFactors {
  return assessImprovement(markdown, knowledge).factors;
}
