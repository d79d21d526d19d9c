// Shapes of spec §3 "Analysis result", "Improvement response" and keyword items.
// The web app and the server import these names; keep them stable.

import type { CriterionName } from './criteria.ts';
import type { TextAnchor } from './evidence/types.ts';

export type { AnalysisEvidence, TextAnchor, TextSpan } from './evidence/types.ts';

export type InsightType = 'positive' | 'warning' | 'negative';
export type Severity = 'high' | 'medium' | 'low';

/** One scored criterion; maxScore is fixed at 100 (spec §9 "factor maximum 100"). */
export interface AnalysisFactor {
  name: string;
  score: number;
  maxScore: number;
}

export interface AnalysisInsight {
  type: InsightType;
  text: string;
  /** The passage (and sentence) it is about, in the submitted text; absent for the whole text. */
  anchor?: TextAnchor;
}

export interface AnalysisImprovement {
  severity: Severity;
  title: string;
  description: string;
  /** The passage (and sentence) it is about, in the submitted text; absent for the whole text. */
  anchor?: TextAnchor;
}

export interface AnalysisResult {
  overallScore: number;
  factors: AnalysisFactor[];
  insights: AnalysisInsight[];
  improvements: AnalysisImprovement[];
  /**
   * Set by the parser when the answer did not score every criterion of spec §3: the ones it
   * lacks, in the spec's order. The overall score then rests only on the factors read, and the
   * screen says so instead of showing it as a full result.
   */
  missingCriteria?: CriterionName[];
}

export interface ImprovementFactors {
  contentClarity: number;
  contextRichness: number;
  semanticRelevance: number;
  intentCoverage: number;
}

export interface KeywordItem {
  keyword: string;
  llmScore: number;
}
