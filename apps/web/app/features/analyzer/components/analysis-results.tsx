import type { AnalysisResult } from '@citable/engine';
import type { CitationMap } from '@citable/schemas';
import type { ReactNode } from 'react';
import { CitationMapCard } from './citation-map.tsx';
import { InsightsCard } from './insights-card.tsx';
import { ScoreCard } from './score-card.tsx';
import { SuggestionsCard } from './suggestions-card.tsx';

/**
 * The cards of a finished analysis: score, the writer's target questions (issue 36), insights,
 * suggestions and the citation map. One module, loaded with the first result rather than with
 * the screen (issue 35).
 */
export default function AnalysisResults({
  result,
  citationMap,
  targets = null,
}: {
  result: AnalysisResult;
  citationMap: CitationMap | null;
  /** The target questions' card, when the writer named targets. */
  targets?: ReactNode;
}) {
  return (
    <>
      <div className="lg:col-span-2">
        <ScoreCard result={result} />
      </div>
      {targets ? <div className="lg:col-span-2">{targets}</div> : null}
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
