import type { ImprovementFactors } from '@citable/engine';
import { ArrowRight, Loader2 } from 'lucide-react';

const LABELS: [keyof ImprovementFactors, string][] = [
  ['contentClarity', 'Clarity'],
  ['contextRichness', 'Context Richness'],
  ['semanticRelevance', 'Semantic Relevance'],
  ['intentCoverage', 'Intent Coverage'],
];

/**
 * Each factor before -> after, both measured by the engine the same way (issue 11 point 5).
 * While the server measures a new choice of edits the figures shown are the last ones, marked
 * as being measured; a failed measure says why.
 */
export function FactorComparison({
  before,
  after,
  isMeasuring = false,
  error = null,
}: {
  before: ImprovementFactors;
  after: ImprovementFactors;
  isMeasuring?: boolean;
  error?: string | null;
}) {
  return (
    <div aria-busy={isMeasuring} data-testid="factor-comparison">
      <h3 className="text-sm font-semibold text-ink">Scores before and after</h3>
      <p className="text-xs text-slate-600">
        Both texts are measured the same way, on the accepted edits.
      </p>
      <p aria-live="polite" className="text-xs text-slate-700">
        {isMeasuring ? (
          <span className="inline-flex items-center gap-1">
            <Loader2 size={12} className="animate-spin" aria-hidden="true" /> Measuring the accepted
            edits...
          </span>
        ) : null}
      </p>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          The scores of the accepted edits could not be measured: {error}
        </p>
      ) : null}
      <ul className={`mt-2 grid gap-1 sm:grid-cols-2 ${isMeasuring ? 'opacity-60' : ''}`}>
        {LABELS.map(([key, label]) => {
          const change = Math.round(after[key]) - Math.round(before[key]);
          return (
            <li
              key={key}
              className="flex items-center justify-between gap-2 text-sm"
              data-testid="factor-change"
            >
              <span className="text-ink">{label}</span>
              <span className="inline-flex items-center gap-1 text-slate-700">
                {Math.round(before[key])}
                <ArrowRight size={12} aria-label="to" />
                <span className="font-semibold text-ink">{Math.round(after[key])}</span>
                <span
                  className={
                    change > 0 ? 'text-green-700' : change < 0 ? 'text-red-700' : 'text-slate-500'
                  }
                >
                  ({change > 0 ? '+' : ''}
                  {change})
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
