import type { AnalysisEvidence, AnalysisResult } from '../types.ts';

/**
 * Puts the anchors the server sent beside the raw analysis onto the parsed findings. They are
 * matched by the words the parser reads back (an insight's text, a suggestion's title), not by
 * position: a parser that drops or merges a line then leaves only that finding unanchored.
 */
export function attachEvidence(
  result: AnalysisResult,
  evidence: AnalysisEvidence | null | undefined,
): AnalysisResult {
  if (!evidence) return result;
  const insights = new Map(evidence.insights.map(({ text, anchor }) => [text, anchor]));
  const improvements = new Map(evidence.improvements.map(({ title, anchor }) => [title, anchor]));
  return {
    ...result,
    insights: result.insights.map((insight) => {
      const anchor = insights.get(insight.text);
      return anchor ? { ...insight, anchor } : insight;
    }),
    improvements: result.improvements.map((item) => {
      const anchor = improvements.get(item.title);
      return anchor ? { ...item, anchor } : item;
    }),
  };
}
