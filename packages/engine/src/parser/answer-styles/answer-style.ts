import { CRITERIA, type CriterionName } from '../../criteria.ts';
import type { InsightType, Severity } from '../../types.ts';

/**
 * One way real models answer the default analysis prompt, written the way GPT-4o, Claude,
 * Llama 3 or Mistral typically write it, with what the parser must read from it.
 */
export interface AnswerStyle {
  id: string;
  /** The form this answer shows, and whose habit it copies. */
  description: string;
  raw: string;
  expected: {
    /** Factors in order: [name, score]. */
    factors?: [string, number][];
    overall?: number;
    /** Criteria the result must list as missing; none when absent. */
    missing?: CriterionName[];
    insights?: InsightType[];
    /** Suggestions in order: [severity, title]. */
    improvements?: [Severity, string][];
    /** The parser must throw this message instead of giving a result. */
    error?: string;
  };
}

/** The six criteria with scores, in the spec's order. */
export function sixFactors(scores: readonly number[]): [string, number][] {
  return CRITERIA.map((name, index) => [name, scores[index] as number]);
}
