import { type ImprovementFactors, scoreImprovementOverall } from '@citable/engine';

const LABELS: [keyof ImprovementFactors, string][] = [
  ['contentClarity', 'Clarity'],
  ['contextRichness', 'Context Richness'],
  ['semanticRelevance', 'Semantic Relevance'],
  ['intentCoverage', 'Intent Coverage'],
];

/** Spec 2: the four improvement factors and their overall (the rounded average, spec 9). */
export function FactorsCard({ factors }: { factors: ImprovementFactors }) {
  return (
    <section aria-labelledby="factors-heading" className="rounded-2xl bg-white p-6 shadow-sm">
      <div className="flex items-baseline justify-between">
        <h2 id="factors-heading" className="font-semibold text-ink">
          Improvement Score
        </h2>
        <p className="text-3xl font-bold text-ink" data-testid="improvement-overall">
          {scoreImprovementOverall(factors)}
          <span className="text-base font-medium text-slate-600">/100</span>
        </p>
      </div>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {LABELS.map(([key, label]) => (
          <li key={key} data-testid="improvement-factor">
            <div className="flex justify-between text-sm">
              <span className="font-medium text-ink">{label}</span>
              <span className="text-slate-700">{Math.round(factors[key])}/100</span>
            </div>
            <div
              className="mt-1 h-2 rounded-full bg-slate-200"
              role="progressbar"
              aria-label={label}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(factors[key])}
            >
              <div
                className="h-2 rounded-full bg-brand-600"
                style={{ width: `${Math.max(0, Math.min(100, factors[key]))}%` }}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
