import {
  type AnalysisResult,
  countWords,
  describeOptimization,
  type InsightType,
  rateGauge,
  type Severity,
} from '@citable/engine';

const INSIGHT_MARK: Record<InsightType, { symbol: string; label: string; className: string }> = {
  positive: { symbol: '✓', label: 'Strength', className: 'bg-emerald-100 text-emerald-800' },
  warning: { symbol: '!', label: 'Warning', className: 'bg-amber-100 text-amber-900' },
  negative: { symbol: '✕', label: 'Problem', className: 'bg-red-100 text-red-800' },
};

const SEVERITY_CLASS: Record<Severity, string> = {
  high: 'border-red-300 bg-red-50',
  medium: 'border-amber-300 bg-amber-50',
  low: 'border-sky-300 bg-sky-50',
};

/** Spec 4 gauge bands: the colour of a criterion's bar follows its band. */
function barClass(score: number): string {
  if (score >= 80) return 'bg-emerald-600';
  if (score >= 60) return 'bg-brand-600';
  if (score >= 40) return 'bg-amber-500';
  return 'bg-red-600';
}

/**
 * The Content Analyzer's report on the sample text, as plain server-rendered HTML: no
 * JavaScript (docs/decisions/001), the sample behind a <details> element.
 */
export function SampleReport({ text, result }: { text: string; result: AnalysisResult }) {
  return (
    <div className="grid gap-6 lg:grid-cols-5" data-testid="sample-report">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:col-span-2">
        <h3 className="text-lg font-bold text-ink">The sample</h3>
        <p className="mt-2 text-sm text-slate-700">
          A {countWords(text)}-word how-to on cold brew coffee, as a writer might paste it.
        </p>
        <details className="mt-4 rounded-lg bg-slate-50 p-4">
          <summary className="cursor-pointer font-semibold text-brand-700">
            Read the sample text
          </summary>
          <pre className="mt-3 whitespace-pre-wrap font-sans text-sm leading-6 text-slate-800">
            {text}
          </pre>
        </details>
        <p className="mt-6 text-5xl font-extrabold tracking-tight text-ink">
          {result.overallScore}
          <span className="text-2xl font-semibold text-slate-600">/100</span>
        </p>
        <p className="mt-1 font-semibold text-ink">{rateGauge(result.overallScore)}</p>
        <p className="text-sm text-slate-700">
          {describeOptimization(result.overallScore)} optimized for AI search
        </p>
        <ul className="mt-6 space-y-3">
          {result.factors.map((factor) => (
            <li key={factor.name} data-testid="sample-factor">
              <div className="flex justify-between gap-2 text-sm">
                <span className="text-slate-800">{factor.name}</span>
                <span className="font-semibold text-ink">
                  {factor.score}/{factor.maxScore}
                </span>
              </div>
              <div className="mt-1 h-2 rounded-full bg-slate-200" aria-hidden="true">
                <div
                  className={`h-2 rounded-full ${barClass((factor.score / factor.maxScore) * 100)}`}
                  style={{ width: `${(factor.score / factor.maxScore) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      </div>
      <div className="space-y-6 lg:col-span-3">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-ink">Key Insights</h3>
          <ul className="mt-4 space-y-3">
            {result.insights.map((insight, index) => {
              const mark = INSIGHT_MARK[insight.type];
              return (
                <li
                  key={`${index}-${insight.text}`}
                  className="flex gap-3 text-sm leading-6 text-slate-800"
                >
                  <span
                    className={`mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full font-bold ${mark.className}`}
                  >
                    <span aria-hidden="true">{mark.symbol}</span>
                    <span className="sr-only">{mark.label}:</span>
                  </span>
                  <span>{insight.text}</span>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-ink">Improvement Suggestions</h3>
          <ul className="mt-4 space-y-3">
            {result.improvements.map((item, index) => (
              <li
                key={`${index}-${item.title}`}
                className={`rounded-lg border p-4 text-sm ${SEVERITY_CLASS[item.severity]}`}
              >
                <p className="font-semibold text-ink">
                  {item.title}
                  <span className="ml-2 text-xs font-medium uppercase tracking-wide text-slate-700">
                    {item.severity} priority
                  </span>
                </p>
                <p className="mt-1 leading-6 text-slate-800">{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
