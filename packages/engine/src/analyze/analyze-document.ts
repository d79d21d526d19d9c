import { createAnchorResolver } from '../evidence/resolve-anchor.ts';
import type { TextSpan } from '../evidence/types.ts';
import { buildCitationMap, type CitationMap } from '../passages/build-citation-map.ts';
import { type EngineKnowledge, NO_KNOWLEDGE } from '../semantic/engine-knowledge.ts';
import type { AnalysisImprovement, AnalysisInsight } from '../types.ts';
import { assessDocument } from './assess-document.ts';
import { composeEmptyAnalysis } from './compose-empty.ts';
import { composeImprovements } from './compose-improvements.ts';
import { composeInsights } from './compose-insights.ts';
import { type CriterionRating, rateCriterion } from './rate-criterion.ts';

export interface CriterionResult {
  name: string;
  score: number;
  rating: CriterionRating;
  evidence: string[];
}

export interface DocumentAnalysis {
  criteria: CriterionResult[];
  overallScore: number;
  insights: AnalysisInsight[];
  improvements: AnalysisImprovement[];
  /** Likely question → passage → found? quotable? → what to change (DESIGN.md 4). */
  citationMap: CitationMap;
  /** Where paragraph N of the findings' words stands in the submitted text (index N - 1). */
  paragraphs: (TextSpan | null)[];
}

/**
 * The builtin analyzer (DESIGN §4): six criteria scored from evidence in the text, with insights
 * and suggestions that name it. The overall score is the rounded mean of the six, the same rule
 * the parser applies (spec §5), so the raw text reads back to the same numbers.
 */
export function analyzeDocument(
  text: string,
  knowledge: EngineKnowledge = NO_KNOWLEDGE,
): DocumentAnalysis {
  const { research, gate, assessments } = assessDocument(text, knowledge);
  const citationMap = buildCitationMap(research.passages, { kind: research.substance.kind });
  const criteria = assessments.map((assessment) => ({
    name: assessment.name,
    score: assessment.score,
    rating: rateCriterion(assessment.score),
    evidence: assessment.signals.map((signal) => signal.evidence),
  }));
  const overallScore = Math.round(criteria.reduce((sum, c) => sum + c.score, 0) / criteria.length);
  const anchors = createAnchorResolver(typeof text === 'string' ? text : '', research.document);
  if (research.wordCount === 0) {
    return {
      criteria,
      overallScore,
      citationMap,
      paragraphs: [],
      ...composeEmptyAnalysis(research.document, typeof text === 'string' ? text : ''),
    };
  }
  return {
    criteria,
    overallScore,
    insights: composeInsights(assessments, gate, anchors.resolve),
    improvements: composeImprovements(assessments, gate, anchors.resolve),
    citationMap,
    paragraphs: anchors.paragraphs(),
  };
}
