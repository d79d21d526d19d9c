// Shapes of spec §3 "Analysis result", "Improvement response" and keyword items.
// The web app and the server import these names; keep them stable.

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
}

export interface AnalysisImprovement {
  severity: Severity;
  title: string;
  description: string;
}

export interface AnalysisResult {
  overallScore: number;
  factors: AnalysisFactor[];
  insights: AnalysisInsight[];
  improvements: AnalysisImprovement[];
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
