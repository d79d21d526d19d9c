/** Thrown by parseAnalysis when a response cannot give a result (spec §5 "AI response parsing"). */
export class AnalysisParseError extends Error {
  override name = 'AnalysisParseError';
}
