import type * as Engine from '@citable/engine';
import type { z } from 'zod';
import type { AnalysisResult } from './analysis.ts';
import type { CitationMap, ImprovementFactors, ImproveReview, KeywordItem } from './functions.ts';
import type { TargetImprovement, TargetReport } from './targets.ts';

/*
 * The engine produces what these schemas describe, and the engine stays a library of its own
 * (no zod, no server or browser code): so instead of deriving its types, this file checks
 * that each engine type and its schema are the same shape. A field added or changed on one
 * side only fails the type check here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<IsSame extends true> = IsSame;

export type EngineContract = [
  Check<Same<Engine.ImprovementFactors, z.infer<typeof ImprovementFactors>>>,
  Check<Same<Engine.KeywordItem, z.infer<typeof KeywordItem>>>,
  Check<Same<Engine.CitationMap, z.infer<typeof CitationMap>>>,
  Check<Same<Engine.ImproveReview, z.infer<typeof ImproveReview>>>,
  Check<Same<Engine.AnalysisResult, z.infer<typeof AnalysisResult>>>,
  Check<Same<Engine.TargetReport, z.infer<typeof TargetReport>>>,
  Check<Same<Engine.TargetImprovement, z.infer<typeof TargetImprovement>>>,
];
