import type { AnalysisImprovement, AnalysisInsight } from '../types.ts';
import { assessDocument } from './assess-document.ts';
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
}

const EMPTY_INSIGHT = 'No text was given, so every criterion is missing its evidence.';
const EMPTY_IMPROVEMENT: AnalysisImprovement = {
  severity: 'high',
  title: 'Paste the text to analyze',
  description:
    'The analysis needs the text itself; at least 50 words are essential for a useful score.',
};

/**
 * The builtin analyzer (DESIGN §4): six criteria scored from evidence in the text, with insights
 * and suggestions that name it. The overall score is the rounded mean of the six, the same rule
 * the parser applies (spec §5), so the raw text reads back to the same numbers.
 */
export function analyzeDocument(text: string): DocumentAnalysis {
  const { research, gate, assessments } = assessDocument(text);
  const criteria = assessments.map((assessment) => ({
    name: assessment.name,
    score: assessment.score,
    rating: rateCriterion(assessment.score),
    evidence: assessment.signals.map((signal) => signal.evidence),
  }));
  const overallScore = Math.round(criteria.reduce((sum, c) => sum + c.score, 0) / criteria.length);
  if (research.wordCount === 0) {
    return {
      criteria,
      overallScore,
      insights: [{ type: 'negative', text: EMPTY_INSIGHT }],
      improvements: [EMPTY_IMPROVEMENT],
    };
  }
  return {
    criteria,
    overallScore,
    insights: composeInsights(assessments, gate),
    improvements: composeImprovements(assessments, gate),
  };
}
