import type { AnalysisResult } from '@citable/engine';
import type { CitationMap } from '@citable/schemas';
import { CitationMapCard } from './citation-map.tsx';
import { InsightsCard } from './insights-card.tsx';
import { ScoreCard } from './score-card.tsx';
import { SuggestionsCard } from './suggestions-card.tsx';

/**
 * The cards of a finished analysis: score, insights, suggestions and the citation map. One
 * module, loaded with the first result rather than with the screen (issue 35).
 */
export default function AnalysisResults({
  result,
  citationMap,
}: {
  result: AnalysisResult;
  citationMap: CitationMap | null;
}) {
  return (
    <>
      <div className="lg:col-span-2">
        <ScoreCard result={result} />
      </div>
      <InsightsCard insights={result.insights} />
      <SuggestionsCard improvements={result.improvements} />
      {citationMap ? (
        <div className="lg:col-span-2">
          <CitationMapCard map={citationMap} />
        </div>
      ) : null}
    </>
  );
}
