import { CRITERIA } from '@citable/engine';
import { z } from './zod.ts';

/*
 * Spec 3 "Analysis result": what the spec's parser reads out of an analysis answer. The
 * insight and the improvement are separate schemas so each can grow on its own.
 */
export const AnalysisFactor = z.object({
  name: z.string(),
  score: z.number(),
  maxScore: z.number(),
});
export type AnalysisFactor = z.infer<typeof AnalysisFactor>;

export const AnalysisInsight = z.object({
  type: z.enum(['positive', 'warning', 'negative']),
  text: z.string(),
});
export type AnalysisInsight = z.infer<typeof AnalysisInsight>;

export const AnalysisImprovement = z.object({
  severity: z.enum(['high', 'medium', 'low']),
  title: z.string(),
  description: z.string(),
});
export type AnalysisImprovement = z.infer<typeof AnalysisImprovement>;

export const AnalysisResult = z.object({
  overallScore: z.number(),
  factors: z.array(AnalysisFactor),
  insights: z.array(AnalysisInsight),
  improvements: z.array(AnalysisImprovement),
  missingCriteria: z.array(z.enum(CRITERIA)).optional(),
});
export type AnalysisResult = z.infer<typeof AnalysisResult>;
