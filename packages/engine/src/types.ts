// Shapes of spec §3 "Analysis result", "Improvement response" and keyword items.
// The web app and the server import these names; keep them stable.

import type { CriterionName } from './criteria.ts';

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

// Where a finding points in the text as the user typed it (issue 13, point 6): character
// offsets into the submitted text, never into the reduced text the measurements read, so the
// screen can mark the very characters the writer pasted (HTML and markdown included).

export interface TextSpan {
  start: number;
  end: number;
}

/** What a finding is about: the passage, and the sentence when it names one. */
export interface TextAnchor {
  passage: TextSpan;
  sentence?: TextSpan;
  /** 1-based paragraph number, as the findings' own words count them ("paragraph 5"). */
  paragraph?: number;
}

/** The anchored findings of one analysis and the paragraphs their words refer to. */
export interface AnalysisEvidence {
  /** Paragraph N of the findings' words is `paragraphs[N - 1]`; null when it was not found. */
  paragraphs: (TextSpan | null)[];
  insights: { text: string; anchor: TextAnchor }[];
  improvements: { title: string; anchor: TextAnchor }[];
}
