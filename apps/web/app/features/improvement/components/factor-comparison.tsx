import type { ImprovementFactors } from '@citable/engine';
import { ArrowRight } from 'lucide-react';

const LABELS: [keyof ImprovementFactors, string][] = [
  ['contentClarity', 'Clarity'],
  ['contextRichness', 'Context Richness'],
  ['semanticRelevance', 'Semantic Relevance'],
  ['intentCoverage', 'Intent Coverage'],
];

/** Each factor before -> after, both measured by the engine the same way (issue 11 point 5). */
export function FactorComparison({
  before,
  after,
}: {
  before: ImprovementFactors;
  after: ImprovementFactors;
}) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">Scores before and after</h3>
      <p className="text-xs text-slate-600">
        Both texts are measured the same way, on the accepted edits.
      </p>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
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
